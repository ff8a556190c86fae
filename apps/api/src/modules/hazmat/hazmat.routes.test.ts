import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newPerson, type JsonResponse } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sampleDeviceToken } from '../../db/seed/sample-shipments';
import { PUBLIC_LOOKUP_LIMIT } from './hazmat.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Querétaro → San Juan del Río, with a checkpoint at each end. */
const shipment = (over: Record<string, unknown> = {}) => ({
  unNumber: '1203',
  quantity: 30_000,
  unit: 'L',
  shipper: 'Refinería de prueba',
  consignee: 'Terminal de prueba',
  carrierName: 'Transportes Prueba',
  permit: 'SICT-MP-9999',
  vehiclePlate: 'PR-001-A',
  driverName: 'Ana Chofer',
  route: [
    { lat: 20.5888, lng: -100.3899 },
    { lat: 20.3889, lng: -99.9962 },
  ],
  checkpoints: [
    { name: 'Salida Querétaro', lat: 20.5888, lng: -100.3899 },
    { name: 'San Juan del Río', lat: 20.3889, lng: -99.9962 },
  ],
  departureAt: new Date().toISOString(),
  corridorMeters: 1000,
  maxSpeedKmh: 80,
  ...over,
});

const MIN = 60_000;
function osmand(params: Record<string, string | number>, method: 'GET' | 'POST' = 'GET'): Promise<JsonResponse> {
  const query = new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return method === 'GET'
    ? t.request(`/api/hazmat/osmand?${query}`, { method: 'GET', headers: { 'X-Vira-Language': 'es' } })
    : t.request('/api/hazmat/osmand', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Vira-Language': 'es' },
        body: query,
      });
}

async function newShipment(over: Record<string, unknown> = {}) {
  const carrier = await newPerson(t, 'carrier');
  const res = await call(t, carrier.cookie, 'POST', '/api/hazmat/shipments', shipment(over));
  expect(res.status).toBe(201);
  const body = await res.json();
  return { carrier, code: body.trackingCode as string, id: body.deviceId as string, token: body.deviceToken as string };
}

describe('hazardous-material tracking', () => {
  it('a carrier creates a shipment; the UN number fills in class, packing group and ERG guide', async () => {
    const { carrier, code } = await newShipment();
    const view = await (await call(t, null, 'GET', `/api/hazmat/shipments/${code}`)).json();
    expect(view).toMatchObject({
      trackingCode: code,
      status: 'planned',
      material: { un: '1203', nameEs: 'Gasolina', hazardClass: '3', packingGroup: 'II', ergGuide: 128 },
      position: null,
    });
    expect(view).not.toHaveProperty('deviceId');
    const mine = await (await call(t, carrier.cookie, 'GET', '/api/me/hazmat/shipments')).json();
    expect(mine.shipments.map((s: { trackingCode: string }) => s.trackingCode)).toEqual([code]);
    expect((await call(t, null, 'POST', '/api/hazmat/shipments', shipment())).status).toBe(401);
  });

  it('the public page names neither the driver nor the plates; only the carrier sees them', async () => {
    const { carrier, code } = await newShipment();
    const res = await call(t, null, 'GET', `/api/hazmat/shipments/${code}`);
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).not.toContain('Ana Chofer');
    expect(text).not.toContain('PR-001-A');
    expect(JSON.parse(text)).not.toHaveProperty('driverName');
    const live = await t.request(`/api/hazmat/shipments/${code}/live`);
    const reader = live.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    expect(first).toContain(code);
    expect(first).not.toContain('Ana Chofer');
    expect(first).not.toContain('PR-001-A');
    const mine = await (await call(t, carrier.cookie, 'GET', '/api/me/hazmat/shipments')).json();
    expect(mine.shipments[0]).toMatchObject({ driverName: 'Ana Chofer', vehiclePlate: 'PR-001-A' });
  });

  it('a new tracking code is 20 random hex digits after HZ, a different one each time', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 3; i++) codes.add((await newShipment()).code);
    expect(codes.size).toBe(3);
    for (const code of codes) expect(code).toMatch(/^HZ[0-9A-F]{20}$/);
  });

  it('limits lookups of the public page per client address, with Retry-After, without blocking others', async () => {
    const from = (address: string, path: string) =>
      t.app.request(
        `http://localhost:3000${path}`,
        { headers: { 'X-Vira-Language': 'es' } },
        {
          incoming: { socket: { remoteAddress: address, remoteFamily: 'IPv4', remotePort: 40000 } },
        },
      );
    // Someone walking the code space: every guess counts, found or not.
    for (let i = 0; i < PUBLIC_LOOKUP_LIMIT.limit; i++) {
      const guess = `HZ${i.toString(16).toUpperCase().padStart(8, '0')}`;
      expect((await from('203.0.113.9', `/api/hazmat/shipments/${guess}`)).status).toBe(404);
    }
    const refused = await from('203.0.113.9', '/api/hazmat/shipments/HZDEMO01');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Demasiados intentos. Espera unos minutos e intenta de nuevo.',
    );
    expect((await from('203.0.113.9', '/api/hazmat/shipments/HZDEMO01/live')).status).toBe(429);
    expect((await from('198.51.100.30', '/api/hazmat/shipments/HZDEMO01')).status).toBe(200);
  });

  it('refuses an unknown UN number and a route point outside the world', async () => {
    const carrier = await newPerson(t, 'carrier');
    const unknown = await call(t, carrier.cookie, 'POST', '/api/hazmat/shipments', shipment({ unNumber: '9999' }));
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toContain('El número ONU no está en la tabla');
    const world = await call(
      t,
      carrier.cookie,
      'POST',
      '/api/hazmat/shipments',
      shipment({
        route: [
          { lat: 95, lng: 0 },
          { lat: 20, lng: -100 },
        ],
      }),
    );
    expect(world.status).toBe(400);
  });

  it('only the carrier advances the status, one step at a time', async () => {
    const { carrier, code } = await newShipment();
    const stranger = await newPerson(t, 'stranger');
    expect(
      (await call(t, stranger.cookie, 'POST', `/api/hazmat/shipments/${code}/status`, { status: 'loading' })).status,
    ).toBe(404);
    expect(
      (await call(t, carrier.cookie, 'POST', `/api/hazmat/shipments/${code}/status`, { status: 'delivered' })).status,
    ).toBe(409);
    const moved = await call(t, carrier.cookie, 'POST', `/api/hazmat/shipments/${code}/status`, { status: 'loading' });
    expect((await moved.json()).status).toBe('loading');
  });

  it('the corridor is judged between fixes too: a short cut through town is told, a hairpin driven in time is not', async () => {
    const start = Date.now() - 60 * MIN;
    const at = (m: number) => Math.floor((start + m * MIN) / 1000);
    const open = async (code: string) =>
      (await (await call(t, null, 'GET', `/api/hazmat/shipments/${code}`)).json()).events.filter(
        (e: { open: boolean }) => e.open,
      );
    const ends = (route: { lat: number; lng: number }[]) => ({
      route,
      checkpoints: [
        { name: 'Salida', ...route[0]! },
        { name: 'Llegada', ...route[route.length - 1]! },
      ],
    });
    // A bypass around a town: east 5.2 km, north 5 km, west. Both fixes on it, four minutes apart at 40 knots:
    // 15 km of route cannot be driven in that time, so the truck went straight through, 2.5 km off the route.
    const bypass = await newShipment(
      ends([
        { lat: 20.5, lng: -100.3 },
        { lat: 20.5, lng: -100.25 },
        { lat: 20.545, lng: -100.25 },
        { lat: 20.545, lng: -100.35 },
      ]),
    );
    await osmand({ id: bypass.id, token: bypass.token, lat: 20.5, lon: -100.3, timestamp: at(0), speed: 40 });
    await osmand({ id: bypass.id, token: bypass.token, lat: 20.545, lon: -100.3, timestamp: at(4), speed: 40 });
    const [deviation] = await open(bypass.code);
    expect(deviation).toMatchObject({ kind: 'route_deviation' });
    expect(deviation.detail.meters).toBeGreaterThan(2000);
    const told = await call(t, bypass.carrier.cookie, 'GET', '/api/notifications');
    expect(JSON.stringify(await told.json())).toContain(bypass.code);

    // A hairpin: the line between two fixes six minutes apart cuts 1.1 km across, but 7.9 km of road fit in six
    // minutes at the limit: the truck followed the road, nothing is told.
    const hairpin = await newShipment(
      ends([
        { lat: 20.5, lng: -100.3 },
        { lat: 20.5, lng: -100.27 },
        { lat: 20.52, lng: -100.27 },
        { lat: 20.52, lng: -100.35 },
      ]),
    );
    await osmand({ id: hairpin.id, token: hairpin.token, lat: 20.5, lon: -100.3, timestamp: at(0), speed: 43 });
    await osmand({ id: hairpin.id, token: hairpin.token, lat: 20.52, lon: -100.295, timestamp: at(6), speed: 43 });
    expect(await open(hairpin.code)).toEqual([]);
  });

  it('OsmAnd ingest: wrong token 401, future time and out-of-world coordinates 400', async () => {
    const { id, token } = await newShipment();
    const now = Math.floor(Date.now() / 1000);
    expect((await osmand({ id, token: 'nope', lat: 20.5, lon: -100.2, timestamp: now })).status).toBe(401);
    expect((await osmand({ id: 'unknown-device', token, lat: 20.5, lon: -100.2, timestamp: now })).status).toBe(401);
    const future = await osmand({ id, token, lat: 20.5, lon: -100.2, timestamp: now + 3600 });
    expect(future.status).toBe(400);
    expect((await future.json()).error.message).toBe(
      'La hora de la posición está en el futuro. Revisa el reloj del dispositivo.',
    );
    expect((await osmand({ id, token, lat: 91, lon: -100.2, timestamp: now })).status).toBe(400);
    expect((await osmand({ id, token, lat: 20.5, lon: 181, timestamp: now })).status).toBe(400);
  });

  it('positions check the corridor, speed, stops and checkpoints; the carrier hears of each incident', async () => {
    const { carrier, code, id, token } = await newShipment();
    const start = Date.now() - 60 * MIN;
    const at = (m: number) => new Date(start + m * MIN).toISOString();
    // Leaving Querétaro on the route, at 50 knots (92.6 km/h): over the 80 km/h limit.
    expect(
      (
        await osmand(
          { id, token, lat: 20.5888, lon: -100.3899, timestamp: at(0), speed: 50, bearing: 120, batt: 80 },
          'POST',
        )
      ).status,
    ).toBe(200);
    let view = await (await call(t, null, 'GET', `/api/hazmat/shipments/${code}`)).json();
    expect(view.status).toBe('in_transit');
    expect(view.position).toMatchObject({ lat: 20.5888, lng: -100.3899, speedKmh: 92.6 });
    expect(view.checkpoints[0].reachedAt).not.toBeNull();
    expect(view.events.filter((e: { open: boolean }) => e.open).map((e: { kind: string }) => e.kind)).toEqual([
      'over_speed',
    ]);
    // 5 km north of the route, slow: over-speed ends, a deviation opens.
    await osmand({ id, token, lat: 20.53, lon: -100.25, timestamp: at(10), speed: 30 });
    view = await (await call(t, null, 'GET', `/api/hazmat/shipments/${code}`)).json();
    const open = view.events.filter((e: { open: boolean }) => e.open);
    expect(open.map((e: { kind: string }) => e.kind)).toEqual(['route_deviation']);
    expect(open[0].detail.meters).toBeGreaterThan(1000);
    // Back on the route and standing still for 25 minutes: a long stop.
    await osmand({ id, token, lat: 20.4888, lon: -100.19305, timestamp: at(20), speed: 0 });
    await osmand({ id, token, lat: 20.4888, lon: -100.19305, timestamp: at(45), speed: 0 });
    view = await (await call(t, null, 'GET', `/api/hazmat/shipments/${code}`)).json();
    expect(view.events.filter((e: { open: boolean }) => e.open).map((e: { kind: string }) => e.kind)).toEqual([
      'long_stop',
    ]);
    // The last checkpoint delivers the shipment, even arriving too fast: no incident stays open once it ends.
    await osmand({ id, token, lat: 20.3889, lon: -99.9962, timestamp: at(55), speed: 50 });
    view = await (await call(t, null, 'GET', `/api/hazmat/shipments/${code}`)).json();
    expect(view.status).toBe('delivered');
    expect(view.eta).toBeNull();
    expect(view.events.filter((e: { open: boolean }) => e.open)).toEqual([]);
    // Its tracker is told 200 (a refusal would make it resend for ever), and the position is dropped.
    expect((await osmand({ id, token, lat: 20.6, lon: -100.5, timestamp: at(56) })).status).toBe(200);
    view = await (await call(t, null, 'GET', `/api/hazmat/shipments/${code}`)).json();
    expect(view.position).toMatchObject({ lat: 20.3889, lng: -99.9962 });

    const bell = await (await call(t, carrier.cookie, 'GET', '/api/notifications')).json();
    const titles = bell.notifications
      .filter((n: { type: string }) => n.type === 'hazmat')
      .map((n: { title: string }) => n.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        `Exceso de velocidad en ${code}`,
        `Desvío de ruta en ${code}`,
        `Parada prolongada en ${code}`,
        `${code} llegó a un punto de control`,
      ]),
    );
  });

  it('takes what Traccar Client 9 and other trackers send: JSON, aliases, no time, a form without its type', async () => {
    const { code, id, token } = await newShipment();
    const view = async () => (await call(t, null, 'GET', `/api/hazmat/shipments/${code}`)).json();
    // Traccar Client 9: JSON, speed in m/s (20 m/s = 72 km/h), battery as a fraction, token as a bearer.
    const before = Date.now();
    const json = await t.request('/api/hazmat/osmand', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        device_id: id,
        location: {
          coords: { latitude: 20.5888, longitude: -100.3899, speed: 20, heading: 118, accuracy: 8 },
          battery: { level: 0.76, is_charging: false },
          is_moving: true,
        },
      }),
    });
    expect(json.status).toBe(200);
    let shown = await view();
    expect(shown.position).toMatchObject({ lat: 20.5888, lng: -100.3899, speedKmh: 72 });
    // No timestamp: the server's time, as Traccar does.
    expect(Date.parse(shown.position.at)).toBeGreaterThanOrEqual(before - 1000);

    // `deviceid` and `location=lat,lon`, by GET, a few seconds later.
    const later = Math.floor(Date.now() / 1000) + 5;
    const aliased = await t.request(
      `/api/hazmat/osmand?deviceid=${id}&token=${token}&location=20.53,-100.28&timestamp=${later}`,
    );
    expect(aliased.status).toBe(200);
    expect((await view()).position).toMatchObject({ lat: 20.53, lng: -100.28 });

    // A form body sent without a form content type.
    const bare = await t.request('/api/hazmat/osmand', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: `id=${id}&token=${token}&lat=20.52&lon=-100.26&timestamp=${later + 5}`,
    });
    expect(bare.status).toBe(200);
    shown = await view();
    expect(shown.position).toMatchObject({ lat: 20.52, lng: -100.26 });

    // A second fix in the same second is stored but judges nothing: no over-speed from it.
    await osmand({ id, token, lat: 20.52, lon: -100.26, timestamp: later + 5, speed: 90 });
    shown = await view();
    expect(shown.events.filter((e: { open: boolean }) => e.open)).toEqual([]);
  });

  it("a checkpoint passed between two fixes 6 km apart (Traccar Client's 300 s interval) is reached", async () => {
    const carrier = await newPerson(t, 'carrier');
    const middle = { name: 'Caseta Palmillas', lat: 20.48885, lng: -100.19305 };
    const res = await call(
      t,
      carrier.cookie,
      'POST',
      '/api/hazmat/shipments',
      shipment({ checkpoints: [shipment().checkpoints[0], middle, shipment().checkpoints[1]] }),
    );
    const { trackingCode: code, deviceId: id, deviceToken: token } = await res.json();
    const start = Date.now() - 30 * MIN;
    // 43 % and 57 % of the way: each fix about 3.2 km from the checkpoint, the way between them passes it.
    await osmand({ id, token, lat: 20.502843, lon: -100.220609, timestamp: start / 1000, speed: 40 });
    await osmand({ id, token, lat: 20.474857, lon: -100.165491, timestamp: start / 1000 + 300, speed: 40 });
    const view = await (await call(t, null, 'GET', `/api/hazmat/shipments/${code}`)).json();
    expect(view.checkpoints[1]).toMatchObject({ name: 'Caseta Palmillas' });
    expect(view.checkpoints[1].reachedAt).not.toBeNull();
    expect(view.checkpoints[2].reachedAt).toBeNull();
    expect(view.status).toBe('in_transit');
  });

  it('the sample shipments are seeded and their devices answer to the sample token', async () => {
    const view = await (await call(t, null, 'GET', '/api/hazmat/shipments/HZDEMO03')).json();
    expect(view).toMatchObject({ sample: true, material: { un: '1830', ergGuide: 137 } });
    const res = await osmand({
      id: 'ejemplo-hzdemo03',
      token: sampleDeviceToken('HZDEMO03'),
      lat: 18.1345,
      lon: -94.459,
      timestamp: Math.floor(Date.now() / 1000),
    });
    expect(res.status).toBe(200);
    expect((await call(t, null, 'GET', '/api/hazmat/shipments/NOEXISTE')).status).toBe(404);
  });
});
