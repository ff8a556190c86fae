import {
  carrierWebhookSchema,
  eventStatus,
  type ShipmentData,
  shipmentUpdateSchema,
  type PublicShipping,
  type ShippingDetail,
} from '@vira/domain/shipping';
import type { Locale } from '@vira/domain/locales';
import type { z, ZodError } from 'zod';
import { verifyTimestamped } from '../../adapters/payments/signature';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { validationError } from '../../http/error-response';
import { commonMessages } from '../../i18n/common-messages';
import { localize } from '../../i18n/localized';
import { isAdmin } from '../staff';
import { notify } from '../notifications';
import { isKnownSubheading, searchHsCodes } from './hs-codes';
import { renderCn22Pdf, renderCn23Pdf } from './customs-declaration-pdf';
import { toPublicShipping, toShippingDetail } from './shipping.mapper';
import { shippingMessages, type ShippingMessageCode } from './shipping.messages';
import * as repo from './shipping.repository';
import type { ShipmentRow } from './shipping.repository';

/** The header a carrier signs with: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const CARRIER_SIGNATURE_HEADER = 'vira-carrier-signature';

const notFound = () => new AppError(404, 'not_found', commonMessages.notFound);

export const hsCodes = (q: string) => ({ codes: searchHsCodes(q) });

/** Our own refusals get their own sentence; the rest are the common field errors. */
/** A refused shipment form: Incoterms, countries and HS codes have their own code and sentence. */
export function shipmentInputError(error: ZodError, locale: Locale): AppError {
  const own = error.issues.find((i) => i.message in shippingMessages);
  if (!own) return validationError(error, locale);
  const code = own.message as ShippingMessageCode;
  const text = shippingMessages[code];
  return new AppError(400, code, text, {}, { [own.path.join('.')]: localize(text, locale) });
}

function parse<S extends z.ZodType>(schema: S, body: unknown, locale: Locale): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw shipmentInputError(parsed.error, locale);
}

type Fields = z.output<ReturnType<typeof shipmentUpdateSchema>>;

function checkHsCodes(fields: Fields, locale: Locale) {
  const bad = fields.declaration.items.findIndex((i) => !isKnownSubheading(i.hsCode));
  if (bad < 0) return;
  const text = shippingMessages.unknown_hs_code;
  throw new AppError(
    400,
    'unknown_hs_code',
    text,
    {},
    {
      [`declaration.items.${bad}.hsCode`]: localize(text, locale),
    },
  );
}

/** What is stored from a valid form: the declared value is the sum of the items', in the booking's currency. */
function stored(fields: Fields) {
  return {
    carrier: fields.carrier,
    trackingCode: fields.trackingCode,
    originCountry: fields.originCountry,
    destinationCountry: fields.destinationCountry,
    incoterm: fields.incoterm,
    weightGrams: fields.weightGrams,
    returnDueOn: fields.returnDueOn,
    declaration: fields.declaration,
    declaredValueMinor: fields.declaration.items.reduce((sum, i) => sum + i.valueMinor * i.quantity, 0),
  };
}

export async function shippableBookings(db: AppDb, user: SessionUser) {
  const rows = await repo.shippableBookingsOf(db, user.id);
  return { bookings: rows.filter((r) => r.orderId).map((r) => ({ ...r, orderId: r.orderId! })) };
}

/** Only the listing's owner ships a booking; anyone else gets the same 404 as a missing booking. */
export async function createShipment(deps: AppDeps, user: SessionUser, input: ShipmentData, locale: Locale) {
  const db = deps.database.db;
  const booking = await repo.findShippableBooking(db, input.bookingId);
  if (!booking || booking.ownerId !== user.id || !booking.orderId) throw notFound();
  checkHsCodes(input, locale);
  if ((await repo.findByCodes(db, [input.trackingCode])).length)
    throw new AppError(409, 'tracking_code_taken', shippingMessages.tracking_code_taken);
  const row = await repo.insertShipment(db, {
    ...stored(input),
    bookingId: booking.id,
    leg: input.leg,
    currency: booking.currency,
    returnDueOn: input.returnDueOn ?? (input.leg === 'outbound' ? booking.endDate : null),
  });
  if (!row) throw new AppError(409, 'leg_taken', shippingMessages.leg_taken);
  return detail(deps, user, row.id);
}

export async function updateShipment(deps: AppDeps, user: SessionUser, id: string, body: unknown, locale: Locale) {
  const db = deps.database.db;
  const row = await repo.findById(db, id);
  if (!row || row.ownerId !== user.id) throw notFound();
  const fields = parse(shipmentUpdateSchema(row.shipment.leg), body, locale);
  checkHsCodes(fields, locale);
  const updated = await repo.updateShipment(db, id, stored(fields));
  if (!updated) throw new AppError(409, 'tracking_code_taken', shippingMessages.tracking_code_taken);
  return detail(deps, user, id);
}

function roleOf(deps: AppDeps, user: SessionUser, row: ShipmentRow): ShippingDetail['role'] | null {
  if (row.ownerId === user.id) return 'owner';
  if (row.renterId === user.id) return 'renter';
  return isAdmin(deps.env, user) ? 'admin' : null;
}

/** Its owner, its renter and admins see a shipment's details; anyone else gets a 404. */
export async function detail(deps: AppDeps, user: SessionUser, id: string): Promise<ShippingDetail> {
  const db = deps.database.db;
  const row = await repo.findById(db, id);
  const role = row && roleOf(deps, user, row);
  if (!row || !role) throw notFound();
  return toShippingDetail(row, await repo.eventsOf(db, id), role);
}

export async function myShipments(deps: AppDeps, user: SessionUser) {
  const db = deps.database.db;
  const rows = await repo.shipmentsOf(db, user.id);
  return {
    shipments: await Promise.all(
      rows.map(async (r) => toShippingDetail(r, await repo.eventsOf(db, r.shipment.id), roleOf(deps, user, r)!)),
    ),
  };
}

/**
 * The order page's shipments. To anyone but its renter, the owners of its bookings and admins the order does not
 * exist (404), so a stranger cannot even learn that an order id is real.
 */
export async function orderShipments(deps: AppDeps, user: SessionUser, orderId: string) {
  const db = deps.database.db;
  const parties = await repo.partiesOfOrder(db, orderId);
  const party = parties.some((p) => p.renterId === user.id || p.ownerId === user.id);
  if (parties.length === 0 || (!party && !isAdmin(deps.env, user))) throw notFound();
  const rows = (await repo.shipmentsOfOrder(db, orderId)).filter((r) => roleOf(deps, user, r));
  return {
    shipments: await Promise.all(
      rows.map(async (r) => toShippingDetail(r, await repo.eventsOf(db, r.shipment.id), roleOf(deps, user, r)!)),
    ),
  };
}

/** `code` as trackingCodeSchema reads it (letters and digits, upper case). */
export async function publicTracking(db: AppDb, code: string): Promise<PublicShipping> {
  const [row] = await repo.findByCodes(db, [code]);
  if (!row) throw notFound();
  return toPublicShipping(row, await repo.eventsOf(db, row.id));
}

/**
 * A carrier's signed batch of tracking events. Each is stored once per (tracking code, event id), so a retried
 * delivery changes nothing; the newest event sets the status, and a change of status is told to the renter.
 */
export async function receiveCarrierEvents(
  deps: AppDeps,
  carrier: string,
  raw: string,
  signature: string | undefined,
  locale: Locale,
) {
  const secret = deps.env.SHIPPING_WEBHOOK_SECRET;
  try {
    if (!secret) throw new Error('no secret configured');
    verifyTimestamped(secret, raw, signature ?? null);
  } catch {
    throw new AppError(401, 'bad_signature', shippingMessages.bad_signature);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError(400, 'bad_events', shippingMessages.bad_events);
  }
  const parsed = carrierWebhookSchema.safeParse(json);
  if (!parsed.success) {
    const own = parsed.error.issues.find((i) => i.message in shippingMessages);
    if (own) parse(carrierWebhookSchema, json, locale);
    throw new AppError(400, 'bad_events', shippingMessages.bad_events);
  }
  const db = deps.database.db;
  const events = parsed.data.events;
  const shipments = new Map(
    (await repo.findByCodes(db, [...new Set(events.map((e) => e.trackingCode))])).map((s) => [s.trackingCode, s]),
  );
  const result = { accepted: 0, duplicates: 0, unknownTrackingCodes: [] as string[] };
  for (const event of events) {
    const shipment = shipments.get(event.trackingCode);
    if (!shipment) {
      if (!result.unknownTrackingCodes.includes(event.trackingCode))
        result.unknownTrackingCodes.push(event.trackingCode);
      continue;
    }
    const status = eventStatus(event);
    const at = new Date(event.occurredAt);
    const stored = await repo.insertEvent(db, {
      shipmentId: shipment.id,
      trackingCode: event.trackingCode,
      eventId: event.eventId,
      carrier,
      status,
      upuCode: event.upuCode ?? null,
      occurredAt: at,
      location: event.location ?? null,
      countryCode: event.countryCode ?? null,
    });
    if (!stored) {
      result.duplicates++;
      continue;
    }
    result.accepted++;
    const before = shipment.status;
    const moved = await repo.moveStatus(db, shipment.id, status, at);
    if (!moved) continue;
    shipment.status = moved.status;
    shipment.statusAt = at;
    if (moved.status !== before) await tellRenter(deps, shipment.id, stored.id);
  }
  return result;
}

async function tellRenter(deps: AppDeps, shipmentId: string, eventRowId: number) {
  const row = await repo.findById(deps.database.db, shipmentId);
  if (!row) return;
  const s = row.shipment;
  await notify(deps, {
    userId: row.renterId,
    type: 'shipping',
    template: `shipping_${s.status}`,
    params: { code: s.trackingCode, carrier: s.carrier, listing: row.listingTitle },
    data: { tracking_code: s.trackingCode, order_id: row.orderId ?? '' },
    path: `/international-shipping/${s.trackingCode}`,
    dedupeKey: `shipping:${eventRowId}`,
  });
}

/** The printable CN22 or CN23 of a shipment, for its owner (who signs it), its renter and admins. */
export async function declarationPdf(deps: AppDeps, user: SessionUser, id: string, locale: Locale) {
  const db = deps.database.db;
  const row = await repo.findById(db, id);
  if (!row || !roleOf(deps, user, row)) throw notFound();
  const names = await repo.namesOf(db, [row.ownerId, row.renterId]);
  const s = row.shipment;
  const doc = {
    declaration: s.declaration,
    trackingCode: s.trackingCode,
    carrier: s.carrier,
    currency: s.currency,
    weightGrams: s.weightGrams,
    ownerName: names.get(row.ownerId) ?? '',
    renterName: names.get(row.renterId) ?? '',
    returnDueOn: s.returnDueOn,
    leg: s.leg,
    date: deps.clock.now().toISOString().slice(0, 10),
  };
  const bytes = s.declaration.form === 'CN22' ? await renderCn22Pdf(doc, locale) : await renderCn23Pdf(doc, locale);
  return { bytes, name: `${s.declaration.form}-${s.trackingCode}.pdf` };
}
