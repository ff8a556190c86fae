import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { billingInfo } from '../../db/schema/billing-info';

export type BillingInfoRow = typeof billingInfo.$inferSelect;
type Values = Omit<typeof billingInfo.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export async function findBillingInfo(db: AppDb, userId: string): Promise<BillingInfoRow | null> {
  const [row] = await db.select().from(billingInfo).where(eq(billingInfo.userId, userId)).limit(1);
  return row ?? null;
}

/** One record per person: saving again updates it. */
export async function saveBillingInfo(db: AppDb, userId: string, values: Values): Promise<BillingInfoRow> {
  const [row] = await db
    .insert(billingInfo)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: billingInfo.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}
