import { BuildingIcon, GlobeIcon, PackageIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useCatalogueStats } from '../api/catalogue-stats';
import { intlLocale } from '@/lib/intl-locale';

const FIGURES: { key: 'listings' | 'countries' | 'cities'; Icon: LucideIcon }[] = [
  { key: 'listings', Icon: PackageIcon },
  { key: 'countries', Icon: GlobeIcon },
  { key: 'cities', Icon: BuildingIcon },
];

/** Live catalogue figures from /api/stats (unlike the marketing figures elsewhere, these are counted). */
export function CatalogueStatsSection() {
  const { t, i18n } = useTranslation('home');
  const { data, isError } = useCatalogueStats();
  // Only once there are figures: the section's first render (before them) is part of the home screen's first paint.
  // The locale's number data is loaded by then (vite/first-screen-preload.ts); the format itself is not needed earlier.
  const number = data && new Intl.NumberFormat(intlLocale(i18n.language));
  return (
    <section aria-labelledby="home-stats" className="mx-auto max-w-7xl px-4 py-6">
      <h2 id="home-stats" className="sr-only">
        {t('stats.title')}
      </h2>
      {isError ? (
        <p className="text-center text-sm text-slate-500">{t('stats.error')}</p>
      ) : (
        <dl className="grid grid-cols-3 gap-4 rounded-xl bg-slate-50 p-6 text-center">
          {FIGURES.map(({ key, Icon }) => (
            <div key={key} className="flex flex-col-reverse items-center gap-1">
              <dt className="flex items-center gap-1 text-sm text-slate-600">
                <Icon className="size-4 text-brand-600" aria-hidden />
                {t(`stats.${key}`)}
              </dt>
              <dd
                className="text-2xl font-bold text-slate-900 sm:text-3xl"
                data-testid={`stat-${key}`}
                data-value={data?.[key]}
              >
                {number ? number.format(data[key]) : <Skeleton className="mx-auto h-8 w-16" />}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
