import { locateOnRoute, metersBetween } from '@vira/domain/hazmat';

/** Longest gap between two fixes whose straight line is still taken as the way driven (Traccar Client: 5 min). */
export const SEGMENT_MAX_GAP_MS = 10 * 60_000;
/** Points are checked along the line between fixes at most this far apart. */
export const SEGMENT_SAMPLE_M = 500;
/** Over the shipment's speed limit, how fast a truck may be assumed to have driven the route in the gap. */
const DRIVABLE_MARGIN = 1.25;

type Point = { lat: number; lng: number };

/**
 * Whether the way between two fixes left the corridor, judged on the straight line between them (decision 022).
 *
 * A straight line between fixes is not the road: on a curve or a hairpin the line cuts across while the truck
 * follows the route, so sampling it alone would flag every bend. The line is judged only when the truck could not
 * have followed the route between the two fixes: the route's length between where they lie on it is more than it
 * could drive in the gap at its speed limit plus 25 % (or its reported speed, if faster). Then it took a shorter
 * way, and the line is the best account of where: sampled every 500 m at most, its farthest point from the route
 * beyond the corridor is the deviation. Gaps over 10 minutes are not judged (the tracker was off; the line means
 * nothing), nor are the fixes themselves (they are judged on their own).
 */
export function segmentDeviation(
  from: Point & { at: Date },
  to: Point & { at: Date; speedKmh: number | null },
  route: readonly Point[],
  limits: { corridorMeters: number; maxSpeedKmh: number },
): (Point & { offRouteM: number }) | null {
  const gapMs = to.at.getTime() - from.at.getTime();
  if (gapMs <= 0 || gapMs > SEGMENT_MAX_GAP_MS || route.length < 2) return null;
  const alongRoute = Math.abs(locateOnRoute(to, route).alongM - locateOnRoute(from, route).alongM);
  const kmh = Math.max(limits.maxSpeedKmh, to.speedKmh ?? 0) * DRIVABLE_MARGIN;
  const drivable = (kmh / 3.6) * (gapMs / 1000);
  if (alongRoute <= drivable) return null;
  const steps = Math.ceil(metersBetween(from, to) / SEGMENT_SAMPLE_M);
  let worst: (Point & { offRouteM: number }) | null = null;
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const point = { lat: from.lat + (to.lat - from.lat) * t, lng: from.lng + (to.lng - from.lng) * t };
    const { offRouteM } = locateOnRoute(point, route);
    if (offRouteM > limits.corridorMeters && (!worst || offRouteM > worst.offRouteM)) worst = { ...point, offRouteM };
  }
  return worst;
}
