import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { hazmatEvents, hazmatPositions, hazmatShipments } from '../../db/schema/hazmat';

export type ShipmentRow = typeof hazmatShipments.$inferSelect;
export type HazmatEventRow = typeof hazmatEvents.$inferSelect;

export async function insertShipment(db: AppDb, values: typeof hazmatShipments.$inferInsert) {
  const [row] = await db.insert(hazmatShipments).values(values).returning();
  return row!;
}

export async function findByCode(db: AppDb, code: string) {
  const [row] = await db.select().from(hazmatShipments).where(eq(hazmatShipments.trackingCode, code)).limit(1);
  return row;
}

export async function findByDevice(db: AppDb, deviceId: string) {
  const [row] = await db.select().from(hazmatShipments).where(eq(hazmatShipments.deviceId, deviceId)).limit(1);
  return row;
}

export async function shipmentsOf(db: AppDb, carrierId: string) {
  return db
    .select()
    .from(hazmatShipments)
    .where(eq(hazmatShipments.carrierId, carrierId))
    .orderBy(desc(hazmatShipments.createdAt))
    .limit(100);
}

export async function updateShipment(db: AppDb, id: string, values: Partial<typeof hazmatShipments.$inferInsert>) {
  const [row] = await db.update(hazmatShipments).set(values).where(eq(hazmatShipments.id, id)).returning();
  return row!;
}

/** Moves the status only from the one it had, so two requests cannot both advance it. */
export async function moveStatus(db: AppDb, id: string, from: ShipmentRow['status'], to: ShipmentRow['status']) {
  const [row] = await db
    .update(hazmatShipments)
    .set({ status: to })
    .where(and(eq(hazmatShipments.id, id), eq(hazmatShipments.status, from)))
    .returning();
  return row;
}

export async function insertPosition(db: AppDb, values: typeof hazmatPositions.$inferInsert) {
  await db.insert(hazmatPositions).values(values);
}

export async function eventsOf(db: AppDb, shipmentId: string) {
  return db
    .select()
    .from(hazmatEvents)
    .where(eq(hazmatEvents.shipmentId, shipmentId))
    .orderBy(asc(hazmatEvents.at))
    .limit(500);
}

/** Null when one of the kind is already open (the partial unique index decides). */
export async function openEvent(db: AppDb, values: typeof hazmatEvents.$inferInsert) {
  const [row] = await db
    .insert(hazmatEvents)
    .values(values)
    .onConflictDoNothing({ target: [hazmatEvents.shipmentId, hazmatEvents.kind], where: sql`${hazmatEvents.open}` })
    .returning();
  return row ?? null;
}

export async function closeEvent(db: AppDb, shipmentId: string, kind: HazmatEventRow['kind'], at: Date) {
  await db
    .update(hazmatEvents)
    .set({ open: false, closedAt: at })
    .where(and(eq(hazmatEvents.shipmentId, shipmentId), eq(hazmatEvents.kind, kind), eq(hazmatEvents.open, true)));
}

/** A shipment that ended leaves no incident open: nobody is left to resolve it. */
export async function closeOpenEvents(db: AppDb, shipmentId: string, at: Date) {
  await db
    .update(hazmatEvents)
    .set({ open: false, closedAt: at })
    .where(and(eq(hazmatEvents.shipmentId, shipmentId), eq(hazmatEvents.open, true)));
}
