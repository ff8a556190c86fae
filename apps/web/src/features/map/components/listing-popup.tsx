import type { CurrencyCode } from '@vira/domain/currencies';
import type { MapPoint } from '@vira/domain/map';
import { MapPin, MessageCircle, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCurrency } from '@/lib/currency';
import { useListingActions } from '../hooks/use-listing-actions';
import { mapPrice } from './map-price';

/** A marker's popup: first image with the count of extra images, title, place, rating, price and actions. */
export function ListingPopup({ point, onOpenPlace }: { point: MapPoint; onOpenPlace?: (point: MapPoint) => void }) {
  const { t } = useTranslation('map');
  const { format } = useCurrency();
  const actions = useListingActions();
  return (
    <div className="w-[248px] space-y-2" data-testid="map-popup">
      {point.imageUrl && (
        <div className="relative">
          <img
            src={`${point.imageUrl}?w=480`}
            alt={point.title}
            className="h-32 w-full rounded-md object-cover"
            loading="lazy"
          />
          {point.imageCount > 1 && (
            <span className="absolute end-2 top-2 rounded bg-black/60 px-1.5 py-0.5 text-xs text-white">
              {t('moreImages', { count: point.imageCount - 1 })}
            </span>
          )}
        </div>
      )}
      <p className="m-0! text-sm font-semibold text-slate-900">{point.title}</p>
      <button
        type="button"
        className="flex items-center gap-1 text-start text-xs text-brand-700 hover:underline"
        onClick={() => onOpenPlace?.(point)}
      >
        <MapPin className="size-3.5" aria-hidden />
        {point.location}
      </button>
      <div className="flex items-center justify-between text-xs text-slate-600">
        <span>{point.country}</span>
        {/* A listing without reviews has no rating to show (null), rather than a misleading 0.0. */}
        {point.rating !== null && (
          <span className="flex items-center gap-0.5">
            <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
            {point.rating.toFixed(1)}
          </span>
        )}
      </div>
      <p className="m-0! text-sm font-bold text-slate-900" data-testid="listing-price">
        <span>{format(mapPrice(point).amount, point.currency as CurrencyCode)}</span>
        <span className="font-normal text-slate-600">{t(mapPrice(point).unit)}</span>
      </p>
      <div className="grid grid-cols-3 gap-1">
        <Button size="sm" variant="outline" onClick={() => actions.chat(point.id)}>
          <MessageCircle aria-hidden />
          {t('chat')}
        </Button>
        <Button size="sm" onClick={() => actions.book(point.id)}>
          {t('book')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => actions.details(point.id)}>
          {t('details')}
        </Button>
      </div>
    </div>
  );
}
