import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { reconciliationMismatches, reconciliationRuns } from '../../../db/schema/ledger';

async function rows<T>(db: AppDb, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Payments of the last `days` days with what our ledger says their provider took and gave back. */
export function findLedgerPaymentTotals(db: AppDb, days: number) {
  return rows<{
    paymentId: string;
    orderId: string;
    provider: string;
    transactionId: string;
    currency: string;
    captured: number;
    refunded: number;
  }>(
    db,
    sql`select p.id as "paymentId", p.order_id as "orderId", p.provider, p.transaction_id as "transactionId", p.currency,
      coalesce((select sum(l.amount) from ledger_entries e join ledger_lines l on l.entry_id = e.id
        where e.payment_id = p.id and e.kind = 'capture' and l.account = 'provider'), 0)::bigint as captured,
      coalesce((select -sum(l.amount) from ledger_entries e join ledger_lines l on l.entry_id = e.id
        where e.payment_id = p.id and e.kind = 'refund' and l.account = 'provider'), 0)::bigint as refunded
      from payments p where p.created_at > now() - make_interval(days => ${days}::int)
      order by p.created_at`,
  ).then((r) => r.map((x) => ({ ...x, captured: Number(x.captured), refunded: Number(x.refunded) })));
}

export async function insertRun(
  db: AppDb,
  paymentsCompared: number,
  mismatches: Omit<typeof reconciliationMismatches.$inferInsert, 'runId' | 'id'>[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(reconciliationRuns)
      .values({ paymentsCompared })
      .returning({ id: reconciliationRuns.id });
    if (mismatches.length)
      await tx.insert(reconciliationMismatches).values(mismatches.map((m) => ({ ...m, runId: run!.id })));
    return run!.id;
  });
}

/** The latest run and what it found. */
export async function findLatestRun(db: AppDb) {
  const [run] = await db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.ranAt)).limit(1);
  if (!run) return null;
  const found = await db
    .select()
    .from(reconciliationMismatches)
    .where(eq(reconciliationMismatches.runId, run.id))
    .orderBy(reconciliationMismatches.id);
  return { run, mismatches: found };
}
