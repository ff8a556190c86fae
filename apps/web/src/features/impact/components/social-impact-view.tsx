import { useQuery } from '@tanstack/react-query';
import { IRIS_METRICS } from '@vira/domain/impact';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrency } from '@/lib/currency';
import { intlLocale } from '@/lib/intl-locale';
import { impactFiguresQuery } from '@/lib/queries/impact-queries';
import { FigureCard } from './figure-card';
import { Methodology } from './methodology';

const Co2eChart = lazy(() => import('./co2e-chart'));

/** /social-impact: the marketplace's figures from its own data, with the method behind them. */
export function SocialImpactView() {
  const { t, i18n } = useTranslation('impact');
  const { sum } = useCurrency();
  const figures = useQuery(impactFiguresQuery());
  const locale = intlLocale(i18n.language);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const f = figures.data;
  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="max-w-prose text-slate-600">{t('intro')}</p>
      </header>
      {figures.isError ? <p role="alert">{t('error')}</p> : null}
      {!f ? (
        // The figures' and the chart's room, so the methodology below does not jump when they arrive.
        <div aria-busy="true" className="space-y-4">
          <p>{t('loading')}</p>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-28 rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-80 w-full" />
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('figuresLabel')}>
            <FigureCard label={t('figures.rentals')} value={number.format(f.rentalsCompleted)} />
            <FigureCard
              label={t('figures.owners')}
              value={number.format(f.ownersEarning)}
              note={t('figures.earned', { amount: sum(f.ownerEarnings) })}
            />
            <FigureCard label={t('figures.items')} value={number.format(f.itemsReused)} />
            <FigureCard
              label={t('figures.people')}
              value={number.format(f.peopleHelped)}
              note={t('figures.requests', { n: f.requestsCovered })}
            />
            <FigureCard
              label={t('figures.co2e')}
              value={`${number.format(f.co2eAvoidedKg)} kg CO₂e`}
              note={t('figures.iris', { id: IRIS_METRICS.co2eAvoided })}
            />
          </dl>
          <p className="text-sm text-slate-500">
            {t('updated', {
              at: new Date(f.computedAt).toLocaleString(locale, {
                dateStyle: 'medium',
                timeStyle: 'short',
                hourCycle: 'h23',
              }),
            })}
          </p>
          <section aria-labelledby="chart-title" className="space-y-2">
            <h2 id="chart-title" className="text-2xl font-semibold">
              {t('chart.title')}
            </h2>
            {f.byGroup.length === 0 ? (
              <p className="text-slate-600">{t('chart.empty')}</p>
            ) : (
              <Suspense fallback={<Skeleton className="h-72 w-full" label={t('loading')} />}>
                <Co2eChart groups={f.byGroup} />
              </Suspense>
            )}
          </section>
        </>
      )}
      <Methodology />
    </section>
  );
}
