import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { sandboxProviderRecords } from '../../db/schema/ledger';
import type { ProviderTotals } from './payment-provider';

/**
 * The sandbox provider's own record of money, as a real provider keeps its balance transactions: written only by
 * the sandbox adapter, read by the reconciliation to compare with our ledger.
 */
export class SandboxBook {
  /**
   * Writes run in order, after the call that made them and outside its caller's transaction (on the embedded
   * database, one connection: awaiting them inside it would wait for itself). A provider's record does not roll
   * back with ours either: what it did, it did.
   */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: AppDb,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  private later(write: () => Promise<void>): void {
    this.queue = this.queue.then(write).catch(this.onError);
  }

  private async record(transactionId: string, kind: 'session' | 'capture' | 'refund', amount: number, key: string) {
    await this.db
      .insert(sandboxProviderRecords)
      .values({ transactionId, kind, amount, idempotencyKey: key })
      .onConflictDoNothing();
  }

  open(transactionId: string, amount: number): void {
    this.later(() => this.record(transactionId, 'session', amount, transactionId));
  }

  /** Takes `amount`, or the whole session when the payment page was paid at once. */
  take(transactionId: string, amount?: number): void {
    this.later(async () => {
      const taking = amount ?? (await this.totalOf(transactionId, 'session'));
      if (taking > 0) await this.record(transactionId, 'capture', taking, transactionId);
    });
  }

  giveBack(transactionId: string, amount: number, key: string): void {
    this.later(() => this.record(transactionId, 'refund', amount, key));
  }

  /** Resolves once every write asked for so far is done. */
  flushed(): Promise<void> {
    return this.queue;
  }

  private async totalOf(transactionId: string, kind: string): Promise<number> {
    const result = (await this.db.execute(
      sql`select coalesce(sum(amount), 0)::bigint as total from sandbox_provider_records
        where transaction_id = ${transactionId} and kind = ${kind}`,
    )) as unknown as { rows: { total: string | number }[] };
    return Number(result.rows[0]?.total ?? 0);
  }

  async totals(transactionIds: string[]): Promise<Map<string, ProviderTotals>> {
    await this.flushed();
    const totals = new Map<string, ProviderTotals>();
    if (transactionIds.length === 0) return totals;
    const result = (await this.db.execute(
      sql`select transaction_id as "transactionId",
        coalesce(sum(amount) filter (where kind = 'capture'), 0)::bigint as captured,
        coalesce(sum(amount) filter (where kind = 'refund'), 0)::bigint as refunded
        from sandbox_provider_records
        where transaction_id in (${sql.join(
          transactionIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by transaction_id`,
    )) as unknown as { rows: { transactionId: string; captured: string | number; refunded: string | number }[] };
    for (const row of result.rows)
      totals.set(row.transactionId, { captured: Number(row.captured), refunded: Number(row.refunded) });
    return totals;
  }
}
