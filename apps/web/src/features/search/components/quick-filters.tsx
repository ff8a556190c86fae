import {
  CalendarIcon,
  SlidersHorizontalIcon,
  ShieldCheckIcon,
  StarIcon,
  TruckIcon,
  UsersIcon,
  XIcon,
  ZapIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateRange } from '@/lib/dates';
import { useSearchUrl } from '../hooks/use-search-url';
import { countActiveFilters, FILTER_KEYS, isOn, type FlagKey } from '../search-url';

function Chip({
  pressed,
  onClick,
  icon,
  children,
}: {
  pressed: boolean;
  onClick(): void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors [&_svg]:size-4',
        pressed
          ? 'border-brand-600 bg-brand-600 text-white'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
      )}
    >
      {icon}
      {children}
    </button>
  );
}

/** The quick-filter chips, 'Más Filtros' with the active count, and 'Limpiar' when any filter is on. */
export function QuickFilters({ advancedOpen, onToggleAdvanced }: { advancedOpen: boolean; onToggleAdvanced(): void }) {
  const { t, i18n } = useTranslation('search');
  const { params, update } = useSearchUrl();
  const active = countActiveFilters(params);
  const startDate = params.get('startDate');
  const endDate = params.get('endDate');
  const flag = (key: FlagKey) => ({ pressed: isOn(params, key), onClick: () => update({ [key]: !isOn(params, key) }) });
  const topRated = params.get('minRating') === '4.5';
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('quickFilters')}>
      {/* Dates chosen on the home page filter the results too: shown, and removed by a press or by 'Limpiar'. */}
      {startDate && endDate && (
        <Chip
          pressed
          onClick={() => update({ startDate: undefined, endDate: undefined })}
          icon={<CalendarIcon aria-hidden />}
        >
          <span data-testid="dates-chip">
            {t('chipDates', { range: formatDateRange(startDate, endDate, i18n.language) })}
          </span>
          <XIcon aria-hidden />
        </Chip>
      )}
      <Chip {...flag('instant')} icon={<ZapIcon aria-hidden />}>
        {t('chipInstant')}
      </Chip>
      <Chip {...flag('insurance')} icon={<ShieldCheckIcon aria-hidden />}>
        {t('chipInsurance')}
      </Chip>
      <Chip
        pressed={topRated}
        onClick={() => update({ minRating: topRated ? undefined : '4.5' })}
        icon={<StarIcon aria-hidden />}
      >
        {t('chipRating')}
      </Chip>
      <Chip {...flag('homeDelivery')} icon={<TruckIcon aria-hidden />}>
        {t('chipHomeDelivery')}
      </Chip>
      <Chip {...flag('publicPickup')} icon={<UsersIcon aria-hidden />}>
        {t('chipPublicPickup')}
      </Chip>
      <Button
        variant="outline"
        size="sm"
        aria-expanded={advancedOpen}
        onClick={onToggleAdvanced}
        // The size of the chips beside it (the button's small size uses a smaller font).
        className="h-auto rounded-full px-3 py-1.5 text-sm"
        data-testid="more-filters"
      >
        <SlidersHorizontalIcon aria-hidden />
        {t('moreFilters')}
        {active > 0 && (
          <span data-testid="active-filter-count" className="rounded-full bg-brand-600 px-1.5 text-xs text-white">
            {active}
          </span>
        )}
      </Button>
      {active > 0 && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => update(Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined])))}
        >
          <XIcon aria-hidden />
          {t('clear')}
        </Button>
      )}
    </div>
  );
}
