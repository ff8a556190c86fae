import type { GeocodeResult } from '@vira/domain/geocode';
import {
  CONTINENT_CENTERS,
  MAP_CATALOGUE_MATCH_ZOOM,
  MAP_CONTINENT_ZOOM,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_GEOCODED_ZOOM,
  MAP_GEOLOCATION_ZOOM,
  MAP_HINT_TIMEOUT_MS,
  MAP_MOBILE_BREAKPOINT_PX,
  type MapPoint,
} from '@vira/domain/map';
import type L from 'leaflet';
import { LocateFixed, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker } from 'react-leaflet';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { ALL_FILTERS, filterParams, narrowest, priceBoundsMxn, type MapFilterValues } from '../model/map-filters';
import { BaseMap } from './base-map';
import { userIcon } from './leaflet-icons';
import { LocationSidePanel } from './location-side-panel';
import type { MapExplorerFilters } from './map-explorer';
import { MapFiltersPanel } from './map-filters-panel';
import { NearbyList } from './nearby-list';
import { PlaceSearch } from './place-search';
import { useNearMe } from './use-near-me';
import { ViewportLayer } from './viewport-layer';

function useIsMobile(): boolean {
  const query = `(max-width: ${MAP_MOBILE_BREAKPOINT_PX - 1}px)`;
  const [mobile, setMobile] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMobile(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return mobile;
}

/** The /search map view (second variant): the search page's filters plus the map's own. */
export default function MapExplorerView({ filters }: { filters: MapExplorerFilters }) {
  const { t } = useTranslation('map');
  const mobile = useIsMobile();
  const [map, setMap] = useState<L.Map | null>(null);
  const [local, setLocal] = useState<MapFilterValues>(ALL_FILTERS);
  // Words typed in the box that name no place: looked for in the listings (title, description, category, place).
  const [text, setText] = useState<string | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [locked, setLocked] = useState(true);
  const [hint, setHint] = useState(false);
  const hintTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [selected, setSelected] = useState<MapPoint | null>(null);
  const [place, setPlace] = useState<MapPoint | null>(null);
  const nearMe = useNearMe((p) => map?.setView([p.lat, p.lng], MAP_GEOLOCATION_ZOOM));

  const params = useMemo(
    () => ({
      ...filterParams({
        continent: local.continent,
        category: filters.category ?? local.category,
        price: narrowest(priceBoundsMxn(local.price), { min: filters.minPrice ?? null, max: filters.maxPrice ?? null }),
        q: [filters.q, text].filter(Boolean).join(' ') || null,
        minRating: filters.minRating,
      }),
      ...(filters.location ? { location: filters.location } : {}),
      ...(filters.instantBooking ? { instantBooking: 'true' } : {}),
      ...(filters.hasInsurance ? { hasInsurance: 'true' } : {}),
      ...(filters.homeDelivery ? { homeDelivery: 'true' } : {}),
      ...(filters.publicPickup ? { publicPickup: 'true' } : {}),
    }),
    [filters, local, text],
  );

  useEffect(() => () => clearTimeout(hintTimer.current), []);

  function showHint() {
    setHint(true);
    clearTimeout(hintTimer.current);
    hintTimer.current = setTimeout(() => setHint(false), MAP_HINT_TIMEOUT_MS);
  }

  function unlock() {
    setLocked(false);
    setHint(false);
    map?.scrollWheelZoom.enable();
    map?.dragging.enable();
  }

  function changeFilters(next: MapFilterValues) {
    // The explorer applies at once; choosing a continent recentres on it at zoom 4.
    if (next.continent !== local.continent) {
      const centre = next.continent ? CONTINENT_CENTERS[next.continent] : null;
      if (centre) map?.setView(centre as [number, number], MAP_CONTINENT_ZOOM);
      else map?.setView(MAP_DEFAULT_CENTER as [number, number], MAP_DEFAULT_ZOOM);
    }
    setLocal(next);
  }

  function goTo(result: GeocodeResult) {
    unlock();
    map?.setView(
      [result.lat, result.lon],
      result.source === 'catalogue' ? MAP_CATALOGUE_MATCH_ZOOM : MAP_GEOCODED_ZOOM,
    );
  }

  const panel = <MapFiltersPanel draft={local} onDraft={changeFilters} showApply={false} />;

  return (
    <div className="space-y-3" data-testid="map-explorer">
      <div className="flex flex-wrap items-center gap-2">
        <PlaceSearch placeholder={t('explorer.placeholder')} onGo={goTo} onNoPlace={setText} />
        <Button variant="outline" onClick={() => setFiltersOpen(!filtersOpen)} aria-expanded={filtersOpen}>
          <SlidersHorizontal aria-hidden />
          {t('explorer.filters')}
        </Button>
        <Button variant="outline" onClick={() => void nearMe.locate()} disabled={nearMe.locating}>
          <LocateFixed aria-hidden />
          {t('explorer.useMyLocation')}
        </Button>
        {text && (
          <Button
            variant="secondary"
            size="sm"
            className="rounded-full"
            onClick={() => setText(null)}
            data-testid="map-text-filter"
          >
            {t('explorer.matching', { query: text })}
            <X aria-hidden />
          </Button>
        )}
      </div>
      <div className="flex gap-4">
        {filtersOpen && !mobile && (
          <aside
            className="w-72 shrink-0 rounded-lg border border-slate-200 bg-white p-4"
            aria-label={t('explorer.filters')}
          >
            {panel}
          </aside>
        )}
        <div className="relative isolate min-w-0 flex-1 overflow-hidden rounded-xl border border-slate-200">
          <BaseMap
            center={MAP_DEFAULT_CENTER as [number, number]}
            zoom={MAP_DEFAULT_ZOOM}
            onMap={setMap}
            locked={locked}
            className="h-[500px] w-full md:h-[600px]"
          >
            <ViewportLayer
              filters={params}
              selectedId={selected?.id ?? null}
              onSelect={setSelected}
              onOpenPlace={setPlace}
            />
            {nearMe.position && <Marker position={[nearMe.position.lat, nearMe.position.lng]} icon={userIcon} />}
          </BaseMap>
          {locked && (
            // Until the first click the page scrolls past the map; wheel or pointer movement shows the hint.
            <div
              className="absolute inset-0 z-[450] flex cursor-pointer items-center justify-center"
              data-testid="map-lock"
              onClick={unlock}
              onWheel={showHint}
              onMouseMove={showHint}
              onTouchStart={showHint}
            >
              {hint && (
                <span className="rounded-md bg-black/70 px-3 py-2 text-sm font-medium text-white">
                  {t('explorer.clickToZoom')}
                </span>
              )}
            </div>
          )}
        </div>
      </div>
      {mobile && (
        <Sheet open={filtersOpen} onOpenChange={setFiltersOpen}>
          <SheetContent side="end">
            <SheetHeader>
              <SheetTitle>{t('explorer.filters')}</SheetTitle>
            </SheetHeader>
            <div className="px-4 pb-6">{panel}</div>
          </SheetContent>
        </Sheet>
      )}
      {nearMe.nearby && <NearbyList nearby={nearMe.nearby} onClose={nearMe.clear} />}
      <LocationSidePanel anchor={place} onClose={() => setPlace(null)} />
    </div>
  );
}
