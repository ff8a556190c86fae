import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { auditCheckpoints, auditEvents } from '../../db/schema/audit';

/**
 * A stored event with the exact text its hash was made of and its time to the microsecond (as hashed), so a
 * viewer can recompute the hash without asking the server to.
 */
export type AuditEventRow = typeof auditEvents.$inferSelect & { canonical: string; occurredAtExact: string };

export function listEvents(db: AppDb, entityType: string, entityId: string): Promise<AuditEventRow[]> {
  return db
    .select({
      ...getTableColumns(auditEvents),
      canonical: sql<string>`vira_audit_canonical(${auditEvents.entityType}, ${auditEvents.entityId}, ${auditEvents.seq},
        ${auditEvents.action}, ${auditEvents.actorId}, ${auditEvents.actorRole}, ${auditEvents.requestId},
        ${auditEvents.occurredAt}, ${auditEvents.changes}, ${auditEvents.reason}, ${auditEvents.prevHash})`,
      occurredAtExact: sql<string>`to_char(${auditEvents.occurredAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId)))
    .orderBy(asc(auditEvents.seq));
}

export interface ChainRow {
  seq: number;
  prevHash: string | null;
  hash: string;
  /** The event's canonical JSON as the trigger hashed it, rebuilt from the stored columns. */
  canonical: string;
}

/** Rebuilds each event's canonical text from what is stored now: any edited column changes it. */
export async function chainRows(db: AppDb, entityType: string, entityId: string): Promise<ChainRow[]> {
  const result = await db.execute(sql`
    select seq, prev_hash as "prevHash", hash,
           vira_audit_canonical(entity_type, entity_id, seq, action, actor_id, actor_role, request_id, occurred_at,
                                changes, reason, prev_hash) as canonical
    from audit_events where entity_type = ${entityType} and entity_id = ${entityId} order by seq`);
  return rowsOf<ChainRow>(result);
}

export interface Parties {
  renterId: string | null;
  ownerIds: string[];
  status?: string;
}

/** The listing's owner and status, or null when it does not exist. */
export async function listingParties(db: AppDb, id: number): Promise<Parties | null> {
  const result = await db.execute(sql`select owner_id as "ownerId", status from listings where id = ${id}`);
  const row = rowsOf<{ ownerId: string; status: string }>(result)[0];
  return row ? { renterId: null, ownerIds: [row.ownerId], status: row.status } : null;
}

/** An order's renter and the owners of its bookings. */
export async function orderParties(db: AppDb, orderId: string): Promise<Parties | null> {
  const result = await db.execute(sql`
    select o.user_id as "renterId",
           coalesce(array_agg(distinct b.owner_id) filter (where b.owner_id is not null), '{}') as "ownerIds"
    from orders o left join bookings b on b.order_id = o.id
    where o.id = ${orderId} group by o.user_id`);
  return rowsOf<Parties>(result)[0] ?? null;
}

export async function bookingParties(db: AppDb, id: string): Promise<Parties | null> {
  const result = await db.execute(
    sql`select renter_id as "renterId", owner_id as "ownerId" from bookings where id = ${id}`,
  );
  const row = rowsOf<{ renterId: string; ownerId: string }>(result)[0];
  return row ? { renterId: row.renterId, ownerIds: [row.ownerId] } : null;
}

export async function paymentOrderId(db: AppDb, id: string): Promise<string | null> {
  const result = await db.execute(sql`select order_id as "orderId" from payments where id = ${id}`);
  return rowsOf<{ orderId: string }>(result)[0]?.orderId ?? null;
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface EntityHead {
  entityType: string;
  entityId: string;
  seq: number;
  hash: string;
}

/** Every entity's newest event before `cutoff` (the leaves of a checkpoint), in no particular order. */
export async function headsBefore(db: AppDb, cutoff: Date): Promise<EntityHead[]> {
  const result = await db.execute(sql`
    select distinct on (entity_type, entity_id) entity_type as "entityType", entity_id as "entityId", seq, hash
    from audit_events where occurred_at < ${cutoff.toISOString()}
    order by entity_type, entity_id, seq desc`);
  return rowsOf<EntityHead>(result);
}

export async function insertCheckpoint(db: AppDb, values: typeof auditCheckpoints.$inferInsert): Promise<void> {
  await db.insert(auditCheckpoints).values(values).onConflictDoNothing();
}

export async function latestCheckpoint(db: AppDb) {
  const [row] = await db.select().from(auditCheckpoints).orderBy(desc(auditCheckpoints.day)).limit(1);
  return row ?? null;
}
