import { ChevronDownIcon, MailIcon, MessageCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { InfoArticle } from '../layout/info-article';
import { usePublicConfig } from '../layout/use-public-config';

const QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10'] as const;

export default function HelpPage() {
  const { t } = useTranslation('info');
  const config = usePublicConfig();
  return (
    <InfoArticle title={t('help.title')} lead={t('help.intro')}>
      <section aria-labelledby="help-faq">
        <h2 id="help-faq" className="text-2xl font-semibold">
          {t('help.faqTitle')}
        </h2>
        {/* Native disclosure: keyboard- and screen-reader-friendly with no script. */}
        <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {QUESTIONS.map((q) => (
            <details key={q} className="group p-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium outline-none focus-visible:ring-2 focus-visible:ring-brand-500 [&::-webkit-details-marker]:hidden">
                {t(`help.${q}.q`)}
                <ChevronDownIcon className="size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
              </summary>
              <p className="mt-3 text-slate-600">{t(`help.${q}.a`)}</p>
            </details>
          ))}
        </div>
      </section>
      <section aria-labelledby="help-contact" className="mt-10 rounded-xl bg-brand-50 p-6">
        <h2 id="help-contact" className="text-xl font-semibold">
          {t('help.contactTitle')}
        </h2>
        <p className="mt-2 text-slate-700">{t('help.contactText')}</p>
        {config && (
          <div className="mt-4 flex flex-wrap gap-3">
            <Button asChild>
              <a href={config.supportWhatsappUrl} target="_blank" rel="noopener noreferrer">
                <MessageCircleIcon aria-hidden />
                {t('help.contactWhatsapp')}
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={`mailto:${config.supportEmail}`}>
                <MailIcon aria-hidden />
                {t('help.contactEmail', { email: config.supportEmail })}
              </a>
            </Button>
          </div>
        )}
      </section>
    </InfoArticle>
  );
}
