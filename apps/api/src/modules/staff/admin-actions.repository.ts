import { desc } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { adminActions } from '../../db/schema/owners-admin';

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
type Db = AppDb | Tx;
export type AdminActionRow = typeof adminActions.$inferSelect;
export type AdminActionInsert = typeof adminActions.$inferInsert;

/** Every admin decision, whichever module it is taken in, is logged here in the same transaction. */
export async function recordAction(db: Db, values: AdminActionInsert): Promise<void> {
  await db.insert(adminActions).values(values);
}

export async function recentActions(db: Db, limit: number): Promise<AdminActionRow[]> {
  return db.select().from(adminActions).orderBy(desc(adminActions.createdAt), desc(adminActions.id)).limit(limit);
}
