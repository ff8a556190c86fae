import type { CurrencyCode } from '@vira/domain/currencies';
import { haversineKm } from '@vira/domain/geography';
import type { MapPoint } from '@vira/domain/map';
import { MapPin, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useCurrency } from '@/lib/currency';
import { useNearby } from '../api/map-api';
import { useListingActions } from '../hooks/use-listing-actions';
import { PLACE_CATEGORY_COLORS, placeCategory, ZONE_EMOJI, zoneOf } from '../model/place-zones';
import { mapPrice } from './map-price';

/** Radius that makes up "the place" of a listing, and the wider ring read for nearby places. */
const PLACE_RADIUS_KM = 25;
const NEARBY_RADIUS_KM = 250;
const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="%23e2e8f0"/></svg>';

/** Right drawer (24rem) about the place around a listing: zone, area type, objects there, nearby places. */
export function LocationSidePanel({ anchor, onClose }: { anchor: MapPoint | null; onClose: () => void }) {
  const { t } = useTranslation('map');
  const { format } = useCurrency();
  const actions = useListingActions();
  const around = useNearby(anchor ? { lat: anchor.lat, lng: anchor.lng, radiusKm: NEARBY_RADIUS_KM } : null);

  const items = around.data?.items ?? [];
  const here = items.filter((i) => i.city === anchor?.city && i.distanceKm <= PLACE_RADIUS_KM);
  const centre = here.length
    ? { lat: here.reduce((s, i) => s + i.lat, 0) / here.length, lng: here.reduce((s, i) => s + i.lng, 0) / here.length }
    : anchor;
  const zone = anchor && centre ? zoneOf(centre, anchor, haversineKm(centre, anchor)) : 'centro';
  const category = placeCategory(here.map((i) => i.category));
  const nearbyPlaces = [...new Set(items.filter((i) => i.city !== anchor?.city).map((i) => i.city))].slice(0, 4);

  return (
    <Sheet open={anchor !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="end" className="w-96 max-w-[24rem]" data-testid="location-side-panel">
        {anchor && (
          <>
            <SheetHeader>
              <SheetTitle className="flex items-center gap-2">
                <span aria-hidden>{ZONE_EMOJI[zone]}</span>
                {anchor.city}
              </SheetTitle>
              <SheetDescription>{anchor.location}</SheetDescription>
              <div className="flex flex-wrap items-center gap-2 pt-1">
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${PLACE_CATEGORY_COLORS[category]}`}>
                  {t(`placeCategories.${category}`)}
                </span>
                <span className="text-xs text-slate-600" data-testid="place-object-count">
                  {t('panel.objects', { count: here.length })}
                </span>
                <span className="text-xs text-slate-600">
                  {t('panel.zone')}: {t(`zones.${zone}`)}
                </span>
              </div>
            </SheetHeader>
            <div className="space-y-4 px-4 pb-6">
              <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
                {nearbyPlaces.length
                  ? t('panel.nearbyNote', { places: nearbyPlaces.join(', ') })
                  : t('panel.nearbyNone')}
              </p>
              <section>
                <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('panel.featured')}</h3>
                <ul className="space-y-2">
                  {here.slice(0, 4).map((item) => (
                    <li key={item.id} className="flex gap-2 rounded-md border border-slate-200 p-2">
                      <img
                        src={item.imageUrl ? `${item.imageUrl}?w=480` : PLACEHOLDER_IMAGE}
                        onError={(e) => {
                          e.currentTarget.src = PLACEHOLDER_IMAGE;
                        }}
                        alt=""
                        className="size-14 shrink-0 rounded object-cover"
                      />
                      <div className="min-w-0 flex-1">
                        <button
                          type="button"
                          className="block w-full truncate text-start text-sm font-medium text-slate-900 hover:underline"
                          onClick={() => actions.details(item.id)}
                        >
                          {item.title}
                        </button>
                        <p className="text-xs text-slate-600">
                          {format(mapPrice(item).amount, item.currency as CurrencyCode)}
                          {t(mapPrice(item).unit)}
                        </p>
                        <div className="mt-1 flex gap-1">
                          <Button size="sm" variant="outline" onClick={() => actions.chat(item.id)}>
                            <MessageCircle aria-hidden />
                            {t('chat')}
                          </Button>
                          <Button size="sm" onClick={() => actions.book(item.id)}>
                            {t('book')}
                          </Button>
                        </div>
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
              <section className="rounded-md bg-slate-50 p-3 text-xs text-slate-700">
                <h3 className="mb-1 flex items-center gap-1 text-sm font-semibold text-slate-900">
                  <MapPin className="size-4" aria-hidden />
                  {t('panel.info')}
                </h3>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  <dt>{t('panel.country')}</dt>
                  <dd>{anchor.country}</dd>
                  <dt>{t('panel.continent')}</dt>
                  <dd>{t(`continents.${anchor.continent}`)}</dd>
                  {anchor.postalCode && (
                    <>
                      <dt>{t('search.postcode')}</dt>
                      <dd>{anchor.postalCode}</dd>
                    </>
                  )}
                  <dt>{t('panel.coordinates')}</dt>
                  <dd>
                    {anchor.lat.toFixed(4)}, {anchor.lng.toFixed(4)}
                  </dd>
                </dl>
              </section>
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
