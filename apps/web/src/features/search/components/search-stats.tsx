import type { SearchStats as Stats } from '@vira/domain/search';
import { BadgeCheckIcon, ListIcon, StarIcon, ZapIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function StatCard({
  label,
  value,
  icon,
  testId,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid={testId}>
      <span className="rounded-lg bg-brand-50 p-2 text-brand-700 [&_svg]:size-5">{icon}</span>
      <div>
        <p className="text-2xl font-bold text-slate-900" data-testid={`${testId}-value`}>
          {value}
        </p>
        <p className="text-sm text-slate-600">{label}</p>
      </div>
    </div>
  );
}

/** Resultados, Inmediata, Verificados and Rating, computed by the API over every matching listing. */
export function SearchStats({ stats }: { stats: Stats }) {
  const { t, i18n } = useTranslation('search');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <StatCard testId="stat-results" label={t('statResults')} value={number.format(stats.total)} icon={<ListIcon />} />
      <StatCard
        testId="stat-instant"
        label={t('statInstant')}
        value={number.format(stats.instant)}
        icon={<ZapIcon />}
      />
      <StatCard
        testId="stat-verified"
        label={t('statVerified')}
        value={number.format(stats.verifiedOwners)}
        icon={<BadgeCheckIcon />}
      />
      <StatCard
        testId="stat-rating"
        label={t('statRating')}
        value={stats.averageRating == null ? '—' : stats.averageRating.toFixed(1)}
        icon={<StarIcon />}
      />
    </div>
  );
}
