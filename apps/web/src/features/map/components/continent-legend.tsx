import { CONTINENT_COLORS, type Continent } from '@vira/domain/geography';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useContinentCounts } from '../api/map-api';

/** Legend chips with counts that toggle the continent filter, and the 'Global' reset button. */
export function ContinentLegend({
  active,
  onToggle,
  onGlobal,
}: {
  active: string | null;
  onToggle: (continent: string) => void;
  onGlobal: () => void;
}) {
  const { t } = useTranslation('map');
  const { data } = useContinentCounts({});
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('legend')}>
      <button
        type="button"
        onClick={onGlobal}
        className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50"
      >
        <Globe className="size-3.5" aria-hidden />
        {t('global')}
      </button>
      {data?.continents.map(({ continent, count }) => {
        const pressed = active === continent;
        return (
          <button
            key={continent}
            type="button"
            aria-pressed={pressed}
            data-testid="continent-chip"
            onClick={() => onToggle(continent)}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium transition-colors',
              pressed
                ? 'border-slate-900 bg-slate-900 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            <span
              className="size-2.5 rounded-full"
              style={{ background: CONTINENT_COLORS[continent as Continent] }}
              aria-hidden
            />
            {t(`continents.${continent as Continent}`)}
            <span className={pressed ? 'text-white/80' : 'text-slate-500'}>({count})</span>
          </button>
        );
      })}
    </div>
  );
}
