import type L from 'leaflet';
import type { CurrencyCode } from '@vira/domain/currencies';
import type { MapPoint } from '@vira/domain/map';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import { useCurrency } from '@/lib/currency';
import { useMapViewport, type Viewport } from '../api/map-api';
import { clusterIcon, priceIcon } from './leaflet-icons';
import { ListingPopup } from './listing-popup';
import { MAP_MAX_ZOOM, MAP_POPUP_WIDTH_PX } from '@vira/domain/map';
import { mapPrice } from './map-price';

/** The visible box, clamped to valid coordinates (Leaflet may report beyond ±180 at low zoom). */
function currentViewport(map: L.Map): Viewport {
  const b = map.getBounds();
  let west = b.getWest();
  let east = b.getEast();
  if (east - west >= 360) {
    west = -180;
    east = 180;
  }
  const clampLng = (v: number) => Math.max(-180, Math.min(180, v));
  const south = Math.max(-85, b.getSouth());
  const north = Math.min(85, b.getNorth());
  return {
    west: clampLng(west),
    east: clampLng(east),
    south,
    north: north > south ? north : south + 0.01,
    zoom: map.getZoom(),
  };
}

export interface ViewportLayerProps {
  filters: Record<string, string>;
  selectedId: number | null;
  onSelect: (point: MapPoint | null) => void;
  onOpenPlace?: (point: MapPoint) => void;
  onTotal?: (total: number) => void;
}

/** Clusters and price markers for the current viewport, fetched from the API as the map moves. */
export function ViewportLayer({ filters, selectedId, onSelect, onOpenPlace, onTotal }: ViewportLayerProps) {
  const map = useMap();
  const { format } = useCurrency();
  const { t } = useTranslation('map');
  const [viewport, setViewport] = useState<Viewport | null>(null);
  useEffect(() => {
    map.whenReady(() => setViewport(currentViewport(map)));
  }, [map]);
  useMapEvents({ moveend: () => setViewport(currentViewport(map)) });
  const { data } = useMapViewport(viewport, filters);
  useEffect(() => {
    if (data) onTotal?.(data.total);
  }, [data, onTotal]);

  const markers = useMemo(
    () =>
      (data?.points ?? []).map((point) => ({
        point,
        icon: priceIcon(
          // An hourly-only service's marker says so: "$600.00/hora".
          mapPrice(point).unit === 'perHour'
            ? `${format(mapPrice(point).amount, point.currency as CurrencyCode)}${t('perHour')}`
            : format(point.pricePerDay, point.currency as CurrencyCode),
          point.continent,
          point.id === selectedId,
        ),
      })),
    [data, format, selectedId, t],
  );

  return (
    <>
      {data?.clusters.map((cluster) => (
        <Marker
          key={`c${cluster.id}`}
          position={[cluster.lat, cluster.lng]}
          icon={clusterIcon(cluster.count)}
          eventHandlers={{
            click: () =>
              map.flyTo(
                [cluster.lat, cluster.lng],
                Math.min(Math.max(cluster.expansionZoom, map.getZoom() + 1), MAP_MAX_ZOOM),
              ),
          }}
        />
      ))}
      {markers.map(({ point, icon }) => (
        <Marker
          key={`p${point.id}`}
          position={[point.lat, point.lng]}
          icon={icon}
          title={point.title}
          eventHandlers={{ click: () => onSelect(point), popupclose: () => onSelect(null) }}
        >
          <Popup maxWidth={MAP_POPUP_WIDTH_PX} minWidth={260}>
            <ListingPopup point={point} onOpenPlace={onOpenPlace} />
          </Popup>
        </Marker>
      ))}
    </>
  );
}
