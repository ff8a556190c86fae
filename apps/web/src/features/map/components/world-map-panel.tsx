import type { GeocodeResult } from '@vira/domain/geocode';
import {
  MAP_CATALOGUE_MATCH_ZOOM,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_GEOCODED_ZOOM,
  MAP_GEOLOCATION_ZOOM,
  type MapPoint,
} from '@vira/domain/map';
import type L from 'leaflet';
import { LocateFixed, Minus, Plus, SlidersHorizontal } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker } from 'react-leaflet';
import { Button } from '@/components/ui/button';
import {
  ALL_FILTERS,
  countActiveFilters,
  filterParams,
  priceBoundsMxn,
  type MapFilterValues,
} from '../model/map-filters';
import { BaseMap } from './base-map';
import { ContinentLegend } from './continent-legend';
import { userIcon } from './leaflet-icons';
import { LocationSidePanel } from './location-side-panel';
import { MapFiltersPanel } from './map-filters-panel';
import { NearbyList } from './nearby-list';
import { PlaceSearch } from './place-search';
import { useNearMe } from './use-near-me';
import { ViewportLayer } from './viewport-layer';

/** The home page's world map panel (spec document 1, "World map panel", first variant). */
export default function WorldMapPanel() {
  const { t } = useTranslation('map');
  const [map, setMap] = useState<L.Map | null>(null);
  const [applied, setApplied] = useState<MapFilterValues>(ALL_FILTERS);
  const [draft, setDraft] = useState<MapFilterValues>(ALL_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [selected, setSelected] = useState<MapPoint | null>(null);
  const [place, setPlace] = useState<MapPoint | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const nearMe = useNearMe((p) => map?.setView([p.lat, p.lng], MAP_GEOLOCATION_ZOOM));
  const params = useMemo(() => filterParams({ ...applied, price: priceBoundsMxn(applied.price) }), [applied]);
  const active = countActiveFilters(applied);

  function toggleFilters() {
    // Opening copies the applied values into the draft; closing without applying drops the draft.
    if (!filtersOpen) setDraft(applied);
    setFiltersOpen(!filtersOpen);
  }

  function goTo(result: GeocodeResult) {
    map?.setView(
      [result.lat, result.lon],
      result.source === 'catalogue' ? MAP_CATALOGUE_MATCH_ZOOM : MAP_GEOCODED_ZOOM,
    );
  }

  function global() {
    setApplied({ ...applied, continent: null });
    setSelected(null);
    map?.closePopup();
    map?.setView(MAP_DEFAULT_CENTER as [number, number], MAP_DEFAULT_ZOOM);
  }

  return (
    <div className="space-y-3" data-testid="world-map-panel">
      <div className="flex flex-wrap items-center gap-2">
        <PlaceSearch onGo={goTo} />
        <Button variant="outline" onClick={() => void nearMe.locate()} disabled={nearMe.locating}>
          <LocateFixed aria-hidden />
          {t('nearMe.button')}
        </Button>
        <Button variant="outline" onClick={toggleFilters} aria-expanded={filtersOpen} className="relative">
          <SlidersHorizontal aria-hidden />
          {t('filters.button')}
          {active > 0 && (
            <span
              className="absolute -end-2 -top-2 flex size-5 items-center justify-center rounded-full bg-brand-600 text-[11px] font-bold text-white"
              data-testid="map-filter-badge"
            >
              {active}
            </span>
          )}
        </Button>
      </div>
      {filtersOpen && (
        <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <MapFiltersPanel
            draft={draft}
            onDraft={setDraft}
            onApply={() => {
              setApplied(draft);
              setFiltersOpen(false);
            }}
          />
        </div>
      )}
      <ContinentLegend
        active={applied.continent}
        onToggle={(c) => setApplied({ ...applied, continent: applied.continent === c ? null : c })}
        onGlobal={global}
      />
      <div className="relative isolate overflow-hidden rounded-xl border border-slate-200">
        <BaseMap
          center={MAP_DEFAULT_CENTER as [number, number]}
          zoom={MAP_DEFAULT_ZOOM}
          onMap={setMap}
          className="h-[420px] w-full md:h-[520px]"
        >
          <ViewportLayer
            filters={params}
            selectedId={selected?.id ?? null}
            onSelect={setSelected}
            onOpenPlace={setPlace}
            onTotal={setTotal}
          />
          {nearMe.position && <Marker position={[nearMe.position.lat, nearMe.position.lng]} icon={userIcon} />}
        </BaseMap>
        <div className="absolute end-3 top-3 z-[500] flex flex-col gap-1">
          <Button size="icon-sm" variant="outline" onClick={() => map?.zoomIn()} aria-label={t('zoomIn')}>
            <Plus aria-hidden />
          </Button>
          <Button size="icon-sm" variant="outline" onClick={() => map?.zoomOut()} aria-label={t('zoomOut')}>
            <Minus aria-hidden />
          </Button>
        </div>
        {total !== null && (
          <p
            className="absolute start-3 bottom-3 z-[500] rounded bg-white/90 px-2 py-1 text-xs text-slate-700"
            data-testid="map-total"
          >
            {t('inView', { count: total })}
          </p>
        )}
      </div>
      {nearMe.nearby && <NearbyList nearby={nearMe.nearby} onClose={nearMe.clear} />}
      <LocationSidePanel anchor={place} onClose={() => setPlace(null)} />
    </div>
  );
}
