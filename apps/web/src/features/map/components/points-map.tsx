import type L from 'leaflet';
import { useEffect, useState } from 'react';
import { CircleMarker, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { BaseMap } from './base-map';

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  label: string;
  /** Any CSS colour: what the point's colour means is the caller's business (urgency, status…). */
  color: string;
}

export interface MapBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

function boxOf(map: L.Map): MapBox {
  const b = map.getBounds();
  const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));
  return {
    south: clamp(b.getSouth(), 90),
    west: clamp(b.getWest(), 180),
    north: clamp(b.getNorth(), 90),
    east: clamp(b.getEast(), 180),
  };
}

function BoxReporter({ onBox }: { onBox: (box: MapBox) => void }) {
  const map = useMap();
  useEffect(() => onBox(boxOf(map)), [map, onBox]);
  useMapEvents({ moveend: () => onBox(boxOf(map)) });
  return null;
}

/**
 * The base map with simple coloured points, for screens that show things other than listings (aid requests…):
 * reports the visible box so the caller can fetch what is inside it, and which point was chosen.
 */
export function PointsMap({
  points,
  onSelect,
  onBox,
  center = { lat: 23.6, lng: -102.5 },
  zoom = 4,
  className,
}: {
  points: MapPoint[];
  onSelect?: (id: string) => void;
  onBox?: (box: MapBox) => void;
  center?: L.LatLngLiteral;
  zoom?: number;
  className?: string;
}) {
  const [map, setMap] = useState<L.Map | null>(null);
  useEffect(() => {
    map?.setView(center, zoom);
    // Only when the caller moves the centre (e.g. the person's location), not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, center.lat, center.lng, zoom]);
  return (
    <BaseMap center={center} zoom={zoom} className={className ?? 'h-80 w-full rounded-lg'} onMap={setMap}>
      {onBox && <BoxReporter onBox={onBox} />}
      {points.map((p) => (
        <CircleMarker
          key={p.id}
          center={{ lat: p.lat, lng: p.lng }}
          radius={8}
          pathOptions={{ color: '#ffffff', weight: 2, fillColor: p.color, fillOpacity: 0.9 }}
          eventHandlers={{ click: () => onSelect?.(p.id) }}
        >
          <Tooltip>{p.label}</Tooltip>
        </CircleMarker>
      ))}
    </BaseMap>
  );
}
