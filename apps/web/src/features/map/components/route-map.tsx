import type L from 'leaflet';
import { useEffect, useState } from 'react';
import { CircleMarker, Polyline, Tooltip } from 'react-leaflet';
import { BaseMap } from './base-map';

type Point = { lat: number; lng: number };

/**
 * A planned route with its checkpoints (green once reached) and a live position, fitted to the route. For
 * tracking screens (hazardous shipments): what the route means is the caller's business.
 */
export function RouteMap({
  route,
  checkpoints,
  position,
  positionLabel,
  alert = false,
  className,
}: {
  route: Point[];
  checkpoints: (Point & { name: string; reached: boolean })[];
  position: Point | null;
  positionLabel: string;
  /** Draws the position in red (an open incident). */
  alert?: boolean;
  className?: string;
}) {
  const [map, setMap] = useState<L.Map | null>(null);
  const first = route[0] ?? { lat: 23.6, lng: -102.5 };
  useEffect(() => {
    if (!map || route.length < 2) return;
    map.fitBounds(
      route.map((p) => [p.lat, p.lng] as [number, number]),
      { padding: [24, 24] },
    );
    // Fitted once per route, not on every position.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, route.length]);
  return (
    <BaseMap center={first} zoom={7} className={className ?? 'h-80 w-full rounded-lg'} onMap={setMap}>
      <Polyline
        positions={route.map((p) => [p.lat, p.lng] as [number, number])}
        pathOptions={{ color: '#2563eb', weight: 4 }}
      />
      {checkpoints.map((c) => (
        <CircleMarker
          key={c.name}
          center={c}
          radius={7}
          pathOptions={{ color: '#ffffff', weight: 2, fillColor: c.reached ? '#16a34a' : '#64748b', fillOpacity: 1 }}
        >
          <Tooltip>{c.name}</Tooltip>
        </CircleMarker>
      ))}
      {position && (
        <CircleMarker
          center={position}
          radius={10}
          pathOptions={{ color: '#ffffff', weight: 3, fillColor: alert ? '#dc2626' : '#f97316', fillOpacity: 1 }}
        >
          <Tooltip permanent>{positionLabel}</Tooltip>
        </CircleMarker>
      )}
    </BaseMap>
  );
}
