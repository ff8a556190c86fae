import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { orders } from '../../db/schema/orders';
import { listings } from '../../db/schema/listings';
import { shippingEvents, shippingShipments } from '../../db/schema/shipping';

export type ShipmentInsert = typeof shippingShipments.$inferInsert;
export type ShippingEventRow = typeof shippingEvents.$inferSelect;

/** Bookings past payment: the goods are the renter's to receive (and later to send back). */
const SHIPPABLE = ['paid', 'handed_over', 'returned', 'completed', 'disputed'] as const;

const withBooking = {
  shipment: shippingShipments,
  ownerId: bookings.ownerId,
  renterId: bookings.renterId,
  orderId: bookings.orderId,
  listingTitle: listings.title,
};

function shipmentsJoined(db: AppDb) {
  return db
    .select(withBooking)
    .from(shippingShipments)
    .innerJoin(bookings, eq(bookings.id, shippingShipments.bookingId))
    .innerJoin(listings, eq(listings.id, bookings.listingId));
}
export type ShipmentRow = Awaited<ReturnType<typeof shipmentsJoined>>[number];

export async function findShippableBooking(db: AppDb, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      ownerId: bookings.ownerId,
      orderId: bookings.orderId,
      currency: bookings.currency,
      endDate: bookings.endDate,
    })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), inArray(bookings.status, SHIPPABLE)))
    .limit(1);
  return row;
}

export async function shippableBookingsOf(db: AppDb, ownerId: string) {
  const rows = await db
    .select({
      bookingId: bookings.id,
      orderId: bookings.orderId,
      listingTitle: listings.title,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      currency: bookings.currency,
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(and(eq(bookings.ownerId, ownerId), inArray(bookings.status, SHIPPABLE)))
    .orderBy(desc(bookings.startDate))
    .limit(100);
  const legs = rows.length
    ? await db
        .select({ bookingId: shippingShipments.bookingId, leg: shippingShipments.leg })
        .from(shippingShipments)
        .where(
          inArray(
            shippingShipments.bookingId,
            rows.map((r) => r.bookingId),
          ),
        )
    : [];
  return rows.map((r) => ({ ...r, legs: legs.filter((l) => l.bookingId === r.bookingId).map((l) => l.leg) }));
}

/** Null when the tracking code or the booking's leg is already taken (the unique indexes decide). */
export async function insertShipment(db: AppDb, values: ShipmentInsert) {
  const [row] = await db.insert(shippingShipments).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Null when the new tracking code belongs to another shipment. */
export async function updateShipment(db: AppDb, id: string, values: Partial<ShipmentInsert>) {
  if (values.trackingCode) {
    const [taken] = await db
      .select({ id: shippingShipments.id })
      .from(shippingShipments)
      .where(and(eq(shippingShipments.trackingCode, values.trackingCode), ne(shippingShipments.id, id)))
      .limit(1);
    if (taken) return null;
  }
  const [row] = await db
    .update(shippingShipments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(shippingShipments.id, id))
    .returning();
  return row ?? null;
}

export async function findById(db: AppDb, id: string) {
  const [row] = await shipmentsJoined(db).where(eq(shippingShipments.id, id)).limit(1);
  return row;
}

export async function findByCodes(db: AppDb, trackingCodes: string[]) {
  return db.select().from(shippingShipments).where(inArray(shippingShipments.trackingCode, trackingCodes));
}

/** The shipments a person sends (as owner) or receives (as renter), newest first. */
export async function shipmentsOf(db: AppDb, userId: string) {
  return shipmentsJoined(db)
    .where(or(eq(bookings.ownerId, userId), eq(bookings.renterId, userId)))
    .orderBy(desc(shippingShipments.createdAt))
    .limit(100);
}

/** The order's renter and the owner of each of its bookings; no rows when there is no such order. */
export async function partiesOfOrder(db: AppDb, orderId: string) {
  return db
    .select({ renterId: orders.userId, ownerId: bookings.ownerId })
    .from(orders)
    .leftJoin(bookings, eq(bookings.orderId, orders.id))
    .where(eq(orders.id, orderId));
}

export async function shipmentsOfOrder(db: AppDb, orderId: string) {
  return shipmentsJoined(db).where(eq(bookings.orderId, orderId)).orderBy(asc(shippingShipments.leg));
}

export async function eventsOf(db: AppDb, shipmentId: string) {
  return db
    .select()
    .from(shippingEvents)
    .where(eq(shippingEvents.shipmentId, shipmentId))
    .orderBy(asc(shippingEvents.occurredAt), asc(shippingEvents.id))
    .limit(500);
}

/** Null when this event id of this tracking code was stored before (a carrier's retry). */
export async function insertEvent(db: AppDb, values: typeof shippingEvents.$inferInsert) {
  const [row] = await db.insert(shippingEvents).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The newest event sets the status; one that happened before the current status only joins the timeline. */
export async function moveStatus(db: AppDb, id: string, status: ShippingEventRow['status'], at: Date) {
  const [row] = await db
    .update(shippingShipments)
    .set({ status: status as ShipmentInsert['status'], statusAt: at })
    .where(
      and(eq(shippingShipments.id, id), or(isNull(shippingShipments.statusAt), lte(shippingShipments.statusAt, at))),
    )
    .returning({ status: shippingShipments.status });
  return row ?? null;
}

/** The account names of a shipment's owner and renter, for a declaration that names no sender or addressee. */
export async function namesOf(db: AppDb, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
