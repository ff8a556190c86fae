import 'leaflet/dist/leaflet.css';
import './map.css';
import type { FeatureCollection } from 'geojson';
import type L from 'leaflet';
import { useEffect, useState, type ReactNode } from 'react';
import { GeoJSON, MapContainer, Pane, TileLayer } from 'react-leaflet';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '@vira/domain/map';
import { useMapConfig } from '../api/map-api';

const WORLD_BOUNDS: L.LatLngBoundsExpression = [
  [-85, -180],
  [85, 180],
];

/** Natural Earth country shapes (world-atlas 110m TopoJSON), fetched only when tiles fail. */
async function loadCountries(): Promise<FeatureCollection> {
  const [{ feature }, topology] = await Promise.all([
    import('topojson-client'),
    import('world-atlas/countries-110m.json').then((m) => m.default as unknown),
  ]);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the TopoJSON file is untyped JSON
  const world = topology as any;
  const countries = feature(world, world.objects.countries) as unknown as FeatureCollection;
  // Polygons that straddle the antimeridian (Fiji, Chukotka) would draw as a stripe across the whole map.
  for (const f of countries.features) {
    if (f.geometry.type === 'MultiPolygon') {
      f.geometry.coordinates = f.geometry.coordinates.filter((polygon) => lngSpan(polygon[0] ?? []) < 180);
    } else if (f.geometry.type === 'Polygon' && lngSpan(f.geometry.coordinates[0] ?? []) >= 180) {
      f.geometry.coordinates = [];
    }
  }
  return countries;
}

function lngSpan(ring: number[][]): number {
  let min = 180;
  let max = -180;
  for (const [lng = 0] of ring) {
    min = Math.min(min, lng);
    max = Math.max(max, lng);
  }
  return max - min;
}

/** Country shapes drawn under the tiles, so a map whose tiles cannot load still shows the world. */
function OfflineBaseMap() {
  const [countries, setCountries] = useState<FeatureCollection | null>(null);
  useEffect(() => {
    let live = true;
    void loadCountries().then((data) => live && setCountries(data));
    return () => {
      live = false;
    };
  }, []);
  if (!countries) return null;
  return (
    <Pane name="offline-base" style={{ zIndex: 150 }}>
      <GeoJSON
        data={countries}
        interactive={false}
        style={{ color: '#94a3b8', weight: 0.7, fillColor: '#f1f5e9', fillOpacity: 1 }}
        eventHandlers={{ add: (e) => e.target.getPane()?.setAttribute('data-testid', 'map-offline-base') }}
      />
    </Pane>
  );
}

export interface BaseMapProps {
  center: L.LatLngExpression;
  zoom: number;
  className?: string;
  children?: ReactNode;
  onMap?: (map: L.Map) => void;
  /** Explorer variant: starts without wheel zoom and dragging until the first click. */
  locked?: boolean;
}

/** Leaflet map with the configured tiles and an offline country base map when the tiles fail. */
export function BaseMap({ center, zoom, className, children, onMap, locked = false }: BaseMapProps) {
  const config = useMapConfig();
  const [tilesFailed, setTilesFailed] = useState(false);
  const tileUrl = config.data?.tileUrl ?? (config.isError ? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' : null);
  return (
    <MapContainer
      ref={(map) => {
        if (map) onMap?.(map);
      }}
      center={center}
      zoom={zoom}
      minZoom={MAP_MIN_ZOOM}
      maxZoom={MAP_MAX_ZOOM}
      zoomSnap={0.5}
      zoomControl={false}
      maxBounds={WORLD_BOUNDS}
      maxBoundsViscosity={1}
      worldCopyJump={false}
      scrollWheelZoom={!locked}
      dragging={!locked}
      className={`vira-map ${className ?? ''}`}
    >
      {tilesFailed && <OfflineBaseMap />}
      {tileUrl && (
        <TileLayer
          url={tileUrl}
          attribution={config.data?.tileAttribution ?? '&copy; OpenStreetMap contributors'}
          noWrap
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
      )}
      {children}
    </MapContainer>
  );
}
