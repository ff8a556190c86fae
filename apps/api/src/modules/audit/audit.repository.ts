import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { auditEvents } from '../../db/schema/audit';

export type AuditEventRow = typeof auditEvents.$inferSelect;

export function listEvents(db: AppDb, entityType: string, entityId: string): Promise<AuditEventRow[]> {
  return db
    .select()
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
