import { useQuery } from '@tanstack/react-query';
import { ClockIcon, MailIcon, MessageCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '@/lib/localized-link';
import { Button } from '@/components/ui/button';
import { publicConfigQuery } from '@/lib/queries/config-queries';

const TOP_QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;

/** The support link with a prefilled message that carries the person's context (an order, when given). */
export function supportLink(base: string, text: string): string {
  const url = new URL(base);
  url.searchParams.set('text', text);
  return url.toString();
}

/** /whatsapp-support: WhatsApp and e-mail support, hours, and the top questions from /help. */
export function WhatsappSupportView() {
  const { t } = useTranslation('whatsapp');
  const { t: info } = useTranslation('info');
  const config = useQuery(publicConfigQuery());
  const [params] = useSearchParams();
  const order = params
    .get('order')
    ?.replace(/[^\w-]/g, '')
    .slice(0, 64);
  const message = order ? t('support.prefillOrder', { order }) : t('support.prefill');

  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('support.title')}</h1>
        <p className="text-slate-600">{t('support.intro')}</p>
      </header>
      <div className="space-y-3 rounded-xl bg-emerald-50 p-5">
        {config.data && (
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <a
                href={supportLink(config.data.supportWhatsappUrl, message)}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="whatsapp-support-link"
              >
                <MessageCircleIcon aria-hidden />
                {t('support.open')}
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={`mailto:${config.data.supportEmail}`}>
                <MailIcon aria-hidden />
                {config.data.supportEmail}
              </a>
            </Button>
          </div>
        )}
        {order && <p className="text-sm">{t('support.withOrder', { order })}</p>}
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <ClockIcon aria-hidden className="size-4" />
          {t('support.hours')}
        </p>
      </div>
      <section aria-labelledby="top-questions" className="space-y-3">
        <h2 id="top-questions" className="text-xl font-semibold">
          {t('support.topQuestions')}
        </h2>
        <div className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {TOP_QUESTIONS.map((q) => (
            <details key={q} className="p-4">
              <summary className="cursor-pointer font-medium">{info(`help.${q}.q`)}</summary>
              <p className="mt-2 text-slate-600">{info(`help.${q}.a`)}</p>
            </details>
          ))}
        </div>
        <Link to="/help" className="text-sm text-brand-700 underline">
          {t('support.allQuestions')}
        </Link>
      </section>
      <p className="text-sm text-slate-600">
        <Link to="/whatsapp-test" className="text-brand-700 underline">
          {t('support.testLink')}
        </Link>
      </p>
    </section>
  );
}
