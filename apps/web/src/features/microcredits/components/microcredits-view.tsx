import { InfoIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoanApplications } from './loan-applications';
import { LoanSimulator } from './loan-simulator';

// CONDUSEF's home: its simulators and guides move between sections; the home page always leads to them.
const CONDUSEF_URL = 'https://www.condusef.gob.mx/';

/** /microcredits: Vira does not lend; it simulates a partner's loan and forwards an application. */
export function MicrocreditsView() {
  const { t } = useTranslation('microcredits');
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="text-slate-600">{t('intro')}</p>
      </header>
      <aside
        role="note"
        aria-label={t('disclosure.title')}
        className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      >
        <InfoIcon aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div className="space-y-1">
          <p className="font-semibold">{t('disclosure.title')}</p>
          <p>{t('disclosure.body')}</p>
          <p>
            <a href={CONDUSEF_URL} target="_blank" rel="noopener noreferrer" className="font-medium underline">
              {t('disclosure.condusef')}
            </a>
          </p>
        </div>
      </aside>
      <LoanApplications />
      <LoanSimulator />
    </section>
  );
}
