import { MessageCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from './use-public-config';

/** Floating button opening a WhatsApp chat with the support team (link from configuration). */
export function SupportButton() {
  const { t } = useTranslation('shell');
  const config = usePublicConfig();
  if (!config) return null;
  return (
    <a
      href={config.supportWhatsappUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('support.whatsappLabel')}
      title={t('support.whatsappLabel')}
      className="fixed end-5 bottom-5 z-30 flex size-14 items-center justify-center rounded-full bg-[#25D366] text-white shadow-lg outline-none transition-transform hover:scale-105 focus-visible:ring-4 focus-visible:ring-brand-500/50"
    >
      <MessageCircleIcon className="size-7" aria-hidden />
    </a>
  );
}
