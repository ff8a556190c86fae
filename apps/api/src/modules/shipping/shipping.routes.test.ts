import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s10 } from '@vira/domain/upu-s10';
import { signTimestamped } from '../../adapters/payments/signature';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../db/seed/dev-accounts';
import { seedSampleInternationalShipments } from '../../db/seed/seed-sample-international-shipments';
import { ownedListing, paidRental, type Person } from '../../../test/rental-helpers';
import { signIn } from '../../../test/auth-helpers';
import { call, inDays, newPerson, type JsonResponse } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
/** A fresh UPU S10 number with its check digit. */
const trackingCode = () => s10('EE', (Date.now() % 1e6) * 100 + ++serial, 'MX');

const form = (over: Record<string, unknown> = {}) => ({
  leg: 'outbound',
  carrier: 'Correos de México',
  trackingCode: trackingCode(),
  originCountry: 'MX',
  destinationCountry: 'us',
  incoterm: 'DAP',
  weightGrams: 3500,
  declaration: {
    form: 'CN23',
    category: 'other',
    items: [
      {
        description: 'Taladro inalámbrico',
        quantity: 1,
        netWeightGrams: 2800,
        valueMinor: 150_000,
        hsCode: '8467.21',
        originCountry: 'CN',
      },
    ],
  },
  ...over,
});

async function paidBooking() {
  const { owner, listingId } = await ownedListing(t);
  const renter = await newPerson(t);
  const { bookingId, orderId } = await paidRental(t, renter, listingId, inDays(10), inDays(14));
  return { owner, renter, bookingId, orderId };
}

async function newShipment(over: Record<string, unknown> = {}) {
  const b = await paidBooking();
  const res = await call(
    t,
    b.owner.cookie,
    'POST',
    '/api/shipping/shipments',
    form({ bookingId: b.bookingId, ...over }),
  );
  expect(res.status).toBe(201);
  return { ...b, shipment: await res.json() };
}

function post(carrier: string, body: unknown, signature?: string | null): Promise<JsonResponse> {
  const raw = JSON.stringify(body);
  const header = signature === undefined ? signTimestamped(t.deps.env.SHIPPING_WEBHOOK_SECRET, raw) : signature;
  return t.request(`/api/shipping/webhooks/${carrier}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Vira-Language': 'es',
      ...(header ? { 'Vira-Carrier-Signature': header } : {}),
    },
    body: raw,
  });
}

const event = (code: string, eventId: string, over: Record<string, unknown> = {}) => ({
  eventId,
  trackingCode: code,
  occurredAt: new Date().toISOString(),
  ...over,
});

describe('sample shipments', () => {
  it('are tracked publicly by code, marked as sample, and seeded once', async () => {
    await seedSampleInternationalShipments(t.deps);
    await seedSampleInternationalShipments(t.deps);
    const view = await (await call(t, null, 'GET', '/api/shipping/track/EE100000003MX')).json();
    expect(view).toMatchObject({ status: 'delivered', sample: true, originCountry: 'MX', destinationCountry: 'US' });
    expect(view.events).toHaveLength(8);
    const customs = await (await call(t, null, 'GET', '/api/shipping/track/RR200000006ES')).json();
    expect(customs.events[0]).toMatchObject({ upuCode: 'EME', status: 'in_transit', countryCode: 'MX' });
  });
});

describe('HS codes', () => {
  it('finds 6-digit subheadings by code prefix and by words', async () => {
    const byCode = await (await call(t, null, 'GET', '/api/shipping/hs-codes?q=8467.2')).json();
    expect(byCode.codes.map((c: { code: string }) => c.code)).toContain('846721');
    expect(byCode.codes.every((c: { code: string }) => c.code.length === 6 && c.code.startsWith('84672'))).toBe(true);
    const byWords = await (await call(t, null, 'GET', '/api/shipping/hs-codes?q=horses%20live')).json();
    expect(byWords.codes[0]).toMatchObject({ code: '010121' });
    expect((await (await call(t, null, 'GET', '/api/shipping/hs-codes?q=')).json()).codes).toEqual([]);
  });
});

describe('creating a shipment', () => {
  it('the owner ships a paid booking; owner and renter see the details, the public page no personal data', async () => {
    const { owner, renter, shipment, orderId } = await newShipment();
    expect(shipment).toMatchObject({
      leg: 'outbound',
      status: 'pending',
      originCountry: 'MX',
      destinationCountry: 'US',
      incoterm: 'DAP',
      declaredValueMinor: 150_000,
      currency: 'MXN',
      temporaryImport: true,
      role: 'owner',
      returnDueOn: inDays(14),
    });
    expect(shipment.declaration.items[0].hsCode).toBe('846721');
    const asRenter = await call(t, renter.cookie, 'GET', `/api/shipping/shipments/${shipment.id}`);
    expect((await asRenter.json()).role).toBe('renter');
    const order = await (await call(t, renter.cookie, 'GET', `/api/orders/${orderId}/shipments`)).json();
    expect(order.shipments.map((s: { trackingCode: string }) => s.trackingCode)).toEqual([shipment.trackingCode]);
    const mine = await (await call(t, owner.cookie, 'GET', '/api/me/shipping/shipments')).json();
    expect(mine.shipments).toHaveLength(1);
    const open = await (
      await call(t, null, 'GET', `/api/shipping/track/${shipment.trackingCode.toLowerCase()}`)
    ).json();
    expect(Object.keys(open).sort()).toEqual(
      ['carrier', 'destinationCountry', 'events', 'leg', 'originCountry', 'sample', 'status', 'trackingCode'].sort(),
    );
    const bookings = await (await call(t, owner.cookie, 'GET', '/api/me/shipping/bookings')).json();
    expect(bookings.bookings[0].legs).toEqual(['outbound']);
  });

  it('another owner, the renter, a stranger and an admin cannot create or edit (404); admins may read; a guest 401', async () => {
    const { renter, bookingId, shipment } = await newShipment();
    const stranger = await newPerson(t, 'stranger');
    const { owner: otherOwner } = await paidBooking();
    for (const who of [stranger, renter, otherOwner] as Person[]) {
      expect(
        (await call(t, who.cookie, 'POST', '/api/shipping/shipments', form({ bookingId, leg: 'outbound' }))).status,
      ).toBe(404);
      expect((await call(t, who.cookie, 'PUT', `/api/shipping/shipments/${shipment.id}`, form())).status).toBe(404);
    }
    expect((await call(t, stranger.cookie, 'GET', `/api/shipping/shipments/${shipment.id}`)).status).toBe(404);
    const admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
    const asAdmin = await call(t, admin, 'GET', `/api/shipping/shipments/${shipment.id}`);
    expect((await asAdmin.json()).role).toBe('admin');
    // Seeing is not editing: an admin is refused like anyone who is not the owner.
    expect((await call(t, admin, 'PUT', `/api/shipping/shipments/${shipment.id}`, form())).status).toBe(404);
    expect((await call(t, null, 'POST', '/api/shipping/shipments', form({ bookingId }))).status).toBe(401);
  });

  it('an order’s shipments are shown to its renter, its owner and admins; a stranger gets 404 as for no order', async () => {
    const { owner, renter, shipment, orderId } = await newShipment();
    const stranger = await newPerson(t, 'stranger');
    const admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
    for (const cookie of [renter.cookie, owner.cookie, admin]) {
      const res = await call(t, cookie, 'GET', `/api/orders/${orderId}/shipments`);
      expect(res.status).toBe(200);
      expect((await res.json()).shipments.map((s: { id: string }) => s.id)).toEqual([shipment.id]);
    }
    const asStranger = await call(t, stranger.cookie, 'GET', `/api/orders/${orderId}/shipments`);
    expect(asStranger.status).toBe(404);
    expect(JSON.stringify(await asStranger.json())).not.toContain(shipment.trackingCode);
    const noSuchOrder = await call(t, stranger.cookie, 'GET', `/api/orders/${crypto.randomUUID()}/shipments`);
    expect(noSuchOrder.status).toBe(404);
    expect((await call(t, null, 'GET', `/api/orders/${orderId}/shipments`)).status).toBe(401);
  });

  it('refuses a bad HS code shape, an unknown HS subheading, Incoterm or country, in the person’s language', async () => {
    const { owner, bookingId } = await paidBooking();
    const item = (hsCode: string) => ({
      form: 'CN23',
      category: 'other',
      items: [
        { description: 'Cámara', quantity: 1, netWeightGrams: 900, valueMinor: 100, hsCode, originCountry: 'JP' },
      ],
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ declaration: item('8525') }, 'bad_hs_code', 'El código SA debe tener 6 dígitos'],
      [{ declaration: item('010110') }, 'unknown_hs_code', 'no son una subpartida'],
      [{ incoterm: 'FOO' }, 'unknown_incoterm', 'Incoterms 2020'],
      [{ destinationCountry: 'XK' }, 'unknown_country', 'ISO 3166-1'],
    ];
    for (const [over, code, text] of cases) {
      const res = await call(t, owner.cookie, 'POST', '/api/shipping/shipments', form({ bookingId, ...over }));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe(code);
      expect(body.error.message).toContain(text);
    }
    const english = await t.request('/api/shipping/shipments', {
      method: 'POST',
      headers: { cookie: owner.cookie, 'Content-Type': 'application/json', 'X-Vira-Language': 'en' },
      body: JSON.stringify(form({ bookingId, incoterm: 'FOO' })),
    });
    expect(((await english.json()) as { error: { message: string } }).error.message).toContain(
      'The Incoterm is not valid',
    );
  });

  it('the return leg is declared as returned goods; a CN22 is for up to 2 kg; one leg of each per booking', async () => {
    const { owner, bookingId, shipment } = await newShipment();
    const wrong = await call(t, owner.cookie, 'POST', '/api/shipping/shipments', form({ bookingId, leg: 'return' }));
    expect((await wrong.json()).error.code).toBe('return_needs_returned_goods');
    const heavy = form({ bookingId, leg: 'return' });
    heavy.declaration = { ...(heavy.declaration as object), form: 'CN22', category: 'returned_goods' } as never;
    expect((await (await call(t, owner.cookie, 'POST', '/api/shipping/shipments', heavy)).json()).error.code).toBe(
      'cn22_too_heavy',
    );
    const again = await call(t, owner.cookie, 'POST', '/api/shipping/shipments', form({ bookingId }));
    expect((await again.json()).error.code).toBe('leg_taken');
    const taken = await call(
      t,
      owner.cookie,
      'POST',
      '/api/shipping/shipments',
      form({ bookingId, trackingCode: shipment.trackingCode }),
    );
    expect(taken.status).toBe(409);
    const back = form({ bookingId, leg: 'return', originCountry: 'US', destinationCountry: 'MX' });
    back.declaration = { ...(back.declaration as object), category: 'returned_goods' } as never;
    expect((await call(t, owner.cookie, 'POST', '/api/shipping/shipments', back)).status).toBe(201);
  });

  it('the owner edits the shipment', async () => {
    const { owner, shipment } = await newShipment();
    const res = await call(t, owner.cookie, 'PUT', `/api/shipping/shipments/${shipment.id}`, {
      ...form({ carrier: 'DHL Express', incoterm: 'DDP' }),
      leg: undefined,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ carrier: 'DHL Express', incoterm: 'DDP' });
  });
});

describe('carrier webhook', () => {
  it('normalises UPU codes, keeps the newest status, is idempotent per event id and tells the renter', async () => {
    const { renter, shipment } = await newShipment();
    const code = shipment.trackingCode;
    const base = Date.now() - 3 * 3600_000;
    const at = (h: number) => new Date(base + h * 3600_000).toISOString();
    const first = await post('correos-de-mexico', {
      events: [
        event(code, 'e1', { upuCode: 'EMA', occurredAt: at(0), location: 'Ciudad de México', countryCode: 'MX' }),
        event(code, 'e2', { upuCode: 'EME', occurredAt: at(1), location: 'Laredo', countryCode: 'US' }),
        event('ZZ000000005MX', 'e1', { status: 'in_transit' }),
      ],
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ accepted: 2, duplicates: 0, unknownTrackingCodes: ['ZZ000000005MX'] });
    const again = await post('correos-de-mexico', {
      events: [event(code, 'e2', { upuCode: 'EMI', occurredAt: at(2) })],
    });
    expect(await again.json()).toMatchObject({ accepted: 0, duplicates: 1 });
    let view = await (await call(t, null, 'GET', `/api/shipping/track/${code}`)).json();
    expect(view.status).toBe('in_transit');
    expect(view.events.map((e: { upuCode: string }) => e.upuCode)).toEqual(['EME', 'EMA']);

    await post('correos-de-mexico', { events: [event(code, 'e3', { upuCode: 'EMI', occurredAt: at(2.5) })] });
    // An older event arriving late joins the timeline without moving the status back.
    await post('correos-de-mexico', { events: [event(code, 'e4', { upuCode: 'EMH', occurredAt: at(2) })] });
    view = await (await call(t, null, 'GET', `/api/shipping/track/${code}`)).json();
    expect(view.status).toBe('delivered');
    expect(view.events.map((e: { status: string }) => e.status)).toEqual([
      'delivered',
      'attempt_failed',
      'in_transit',
      'in_transit',
    ]);

    const notices = await (await call(t, renter.cookie, 'GET', '/api/notifications')).json();
    const titles = notices.notifications
      .filter((n: { type: string }) => n.type === 'shipping')
      .map((n: { title: string }) => n.title);
    expect(titles).toEqual([`Entregado: ${code}`, `En tránsito: ${code}`]);
  });

  it('refuses a bad signature (401), a replay older than 5 minutes (401) and bad events (400)', async () => {
    const { shipment } = await newShipment();
    const body = { events: [event(shipment.trackingCode, 'x1', { upuCode: 'EMA' })] };
    expect((await post('dhl', body, null)).status).toBe(401);
    expect((await post('dhl', body, signTimestamped('another-secret-of-16+', JSON.stringify(body)))).status).toBe(401);
    const old = Math.floor(Date.now() / 1000) - 6 * 60;
    const replay = await post(
      'dhl',
      body,
      signTimestamped(t.deps.env.SHIPPING_WEBHOOK_SECRET, JSON.stringify(body), old),
    );
    expect(replay.status).toBe(401);
    expect((await replay.json()).error.message).toContain('La firma del webhook no es válida');
    const bad = await post('dhl', { events: [event(shipment.trackingCode, 'x2', { upuCode: 'EMZ' })] });
    expect(bad.status).toBe(400);
    const neither = await post('dhl', { events: [event(shipment.trackingCode, 'x3')] });
    expect(neither.status).toBe(400);
    const view = await (await call(t, null, 'GET', `/api/shipping/track/${shipment.trackingCode}`)).json();
    expect(view.events).toEqual([]);
  });
});
