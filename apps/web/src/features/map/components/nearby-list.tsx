import type { CurrencyCode } from '@vira/domain/currencies';
import type { NearbyResponse } from '@vira/domain/map';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/lib/currency';
import { useListingActions } from '../hooks/use-listing-actions';
import { mapPrice } from './map-price';

/** Listings within 50 km of the person, nearest first. */
export function NearbyList({ nearby, onClose }: { nearby: NearbyResponse; onClose: () => void }) {
  const { t } = useTranslation('map');
  const { format } = useCurrency();
  const { details } = useListingActions();
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-3"
      data-testid="nearby-list"
      aria-label={t('nearMe.title')}
    >
      <div className="mb-2 flex items-center justify-between">
        <h3 className="text-sm font-semibold text-slate-900">{t('nearMe.count', { count: nearby.total })}</h3>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close')}
          className="rounded p-1 text-slate-500 hover:bg-slate-100"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      {nearby.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('nearMe.none')}</p>
      ) : (
        <ol className="max-h-64 space-y-1 overflow-y-auto">
          {nearby.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => details(item.id)}
                className="flex w-full items-center justify-between gap-2 rounded px-2 py-1.5 text-start text-sm hover:bg-slate-50"
              >
                <span className="min-w-0 flex-1 truncate text-slate-900">{item.title}</span>
                <span className="text-xs text-slate-500" data-testid="nearby-distance">
                  {t('nearMe.distance', { km: item.distanceKm.toFixed(1) })}
                </span>
                <span className="text-xs font-semibold text-slate-900">
                  {format(mapPrice(item).amount, item.currency as CurrencyCode)}
                  {mapPrice(item).unit === 'perHour' && t('perHour')}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
