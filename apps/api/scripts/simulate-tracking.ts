/**
 * `npm run simulate:tracking`: drives the sample hazardous shipments by sending real OsmAnd-protocol requests
 * (as Traccar Client does) to a running server, one position per shipment every STEP_MS. HZDEMO03 leaves its
 * corridor half-way for a while, so its page shows the route-deviation incident, then comes back.
 *   SIMULATE_URL=http://localhost:3000  STEPS=60  STEP_MS=1000  npm run simulate:tracking
 */
import { SAMPLE_SHIPMENTS, sampleDeviceId, sampleDeviceToken } from '../src/db/seed/sample-shipments';

const BASE = process.env.SIMULATE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const STEPS = Number(process.env.STEPS ?? 60);
const STEP_MS = Number(process.env.STEP_MS ?? 1000);

type Point = { lat: number; lng: number };

/** The point a fraction `f` (0..1) along the polyline, by vertex count (good enough for a demo drive). */
function along(route: Point[], f: number): Point {
  const x = f * (route.length - 1);
  const i = Math.min(route.length - 2, Math.floor(x));
  const t = x - i;
  const a = route[i]!;
  const b = route[i + 1]!;
  return { lat: a.lat + (b.lat - a.lat) * t, lng: a.lng + (b.lng - a.lng) * t };
}

async function send(code: string, p: Point, speedKnots: number): Promise<number> {
  const query = new URLSearchParams({
    id: sampleDeviceId(code),
    token: sampleDeviceToken(code),
    lat: p.lat.toFixed(6),
    lon: p.lng.toFixed(6),
    timestamp: String(Math.floor(Date.now() / 1000)),
    speed: speedKnots.toFixed(1),
    bearing: '90',
    altitude: '1800',
    accuracy: '8',
    batt: '76',
  });
  const res = await fetch(`${BASE}/api/hazmat/osmand?${query}`);
  return res.status;
}

for (let step = 0; step <= STEPS; step++) {
  const f = step / STEPS;
  const lines: string[] = [];
  for (const s of SAMPLE_SHIPMENTS) {
    let p = along(s.route, f);
    // Between 40 % and 60 % of the trip the third truck takes a detour 8 km north of its corridor.
    if (s.leavesCorridor && f >= 0.4 && f <= 0.6) p = { lat: p.lat + 0.072, lng: p.lng };
    const status = await send(s.trackingCode, p, 38 + (step % 5));
    lines.push(`${s.trackingCode} ${status}${s.leavesCorridor && f >= 0.4 && f <= 0.6 ? ' (off route)' : ''}`);
  }
  console.log(`step ${step}/${STEPS}: ${lines.join(' · ')}`);
  if (step < STEPS) await new Promise((r) => setTimeout(r, STEP_MS));
}
