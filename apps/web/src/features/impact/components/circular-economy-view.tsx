import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { useCurrency } from '@/lib/currency';
import { intlLocale } from '@/lib/intl-locale';
import { myImpactQuery } from '@/lib/queries/impact-queries';
import { FigureCard } from './figure-card';
import { RentVsBuy } from './rent-vs-buy';

/** /circular-economy: the person's own impact, the rent-versus-buy calculator and a nudge to publish. */
export function CircularEconomyView() {
  const { t, i18n } = useTranslation('impact');
  const locale = intlLocale(i18n.language);
  // Savings are in pesos, named as such to a reader who sees prices in another currency (decision 035).
  const { charged } = useCurrency();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const mine = useQuery(myImpactQuery());
  const m = mine.data;
  const saved = m?.moneySaved.find((s) => s.currency === 'MXN')?.amount ?? 0;
  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('circular.title')}</h1>
        <p className="max-w-prose text-slate-600">{t('circular.intro')}</p>
      </header>
      <section aria-labelledby="mine-title" className="space-y-3">
        <h2 id="mine-title" className="text-2xl font-semibold">
          {t('circular.mine')}
        </h2>
        {mine.isError ? <p role="alert">{t('error')}</p> : null}
        {/* The same five cards while the figures load, a bar in place of each value (FigureCard), so the calculator
            below does not jump when they arrive. */}
        {mine.isPending ? <p className="sr-only">{t('loading')}</p> : null}
        {m || mine.isPending ? (
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy={!m}>
            <FigureCard label={t('circular.co2e')} value={m && `${number.format(m.co2eAvoidedKg)} kg CO₂e`} />
            <FigureCard
              label={t('circular.keptInUse')}
              value={m && number.format(m.itemsKeptInUse)}
              note={m ? t('circular.ofListings', { n: m.listings }) : '\u00a0'}
            />
            <FigureCard label={t('circular.saved')} value={m && charged(saved, 'MXN')} />
            <FigureCard label={t('circular.rented')} value={m && number.format(m.rentalsAsRenter)} />
            <FigureCard label={t('circular.rentedOut')} value={m && number.format(m.rentalsAsOwner)} />
          </dl>
        ) : null}
      </section>
      <RentVsBuy />
      <aside className="flex flex-col gap-3 rounded-xl bg-emerald-700 p-5 text-white sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg">{t('circular.publishPrompt')}</p>
        <Link to="/publish" className="rounded-md bg-white px-4 py-2 text-center font-semibold text-emerald-800">
          {t('circular.publish')}
        </Link>
      </aside>
      <p className="text-sm text-slate-600">
        <Link to="/social-impact" className="underline">
          {t('circular.methodologyLink')}
        </Link>
      </p>
    </section>
  );
}
