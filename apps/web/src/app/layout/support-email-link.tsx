import { MailIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePublicConfig } from './use-public-config';

/** The header's support e-mail link, from configuration. */
export function SupportEmailLink() {
  const { t } = useTranslation('shell');
  const config = usePublicConfig();
  if (!config) return null;
  return (
    <Button asChild variant="ghost" size="sm" className="max-md:hidden">
      <a href={`mailto:${config.supportEmail}`} aria-label={t('support.emailLabel', { email: config.supportEmail })}>
        <MailIcon aria-hidden />
        <span className="hidden xl:inline">{config.supportEmail}</span>
      </a>
    </Button>
  );
}
