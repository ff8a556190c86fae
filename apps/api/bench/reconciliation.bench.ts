/**
 * The daily reconciliation's read of the books (`findLedgerPaymentTotals`): each payment of the last 30 days with
 * what the ledger says was captured and refunded through the provider. Payments with a capture, a refund and an
 * allocation entry each, as a busy month leaves them; timed with and without the index on
 * `ledger_entries.payment_id` (migration 0037), alternated, on PGlite in memory. Prints the load beside it.
 * Run with `npm run bench -w apps/api -- reconciliation` or alone: `npx tsx bench/reconciliation.bench.ts`.
 * BENCH_PAYMENTS (default "2000,5000") and BENCH_ROUNDS (default 2).
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';
import { findLedgerPaymentTotals } from '../src/modules/renting/ledger/reconciliation.repository';

const SIZES = (process.env.BENCH_PAYMENTS ?? '2000,5000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main() {
  const rows: Record<string, string | number>[] = [];
  for (const payments of SIZES) {
    const started = await bootstrap(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }));
    const { db } = started.deps.database;
    try {
      // The books alone: orders, bookings and owners are not what this query reads, so their keys are not checked.
      await db.execute(sql`set session_replication_role = replica`);
      await db.execute(sql`
        insert into payments (order_id, provider, method, transaction_id, status, amount, currency, url,
          settled_at, captured_amount)
        select gen_random_uuid(), 'sandbox', 'credit_card', 'sbx_bench_' || g, 'approved', 10000, 'MXN', '/bench',
          now(), 10000
        from generate_series(1, ${payments}::int) g`);
      await db.execute(sql`
        insert into ledger_entries (kind, order_id, payment_id)
        select k, p.order_id, p.id from payments p, unnest(array['capture', 'refund', 'allocation']) k`);
      await db.execute(sql`
        insert into ledger_lines (entry_id, account, party, currency, amount)
        select e.id, a, 'bench', 'MXN', case when a = 'provider' then 100 else -100 end
        from ledger_entries e, unnest(array['provider', 'renter']) a`);
      await db.execute(sql`analyze`);
      const times: Record<'with index' | 'without index', number[]> = { 'with index': [], 'without index': [] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const variant of ['with index', 'without index'] as const) {
          await db.execute(
            variant === 'with index'
              ? sql`create index if not exists ledger_entries_payment_idx on ledger_entries (payment_id)`
              : sql`drop index if exists ledger_entries_payment_idx`,
          );
          const t0 = performance.now();
          const found = await findLedgerPaymentTotals(db, 30);
          times[variant].push(performance.now() - t0);
          if (found.length !== payments) throw new Error(`read ${found.length} payments of ${payments}`);
        }
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const withIndex = median(times['with index']);
      const without = median(times['without index']);
      rows.push({
        payments,
        'ledger entries': payments * 3,
        'ms with index': Math.round(withIndex),
        'ms without index': Math.round(without),
        'without / with': Math.round((without / withIndex) * 10) / 10,
        load: load(),
      });
    } finally {
      await started.close();
    }
  }
  console.log(`\nReconciliation's read of the books, 30-day window (PGlite, in memory, median of ${ROUNDS}):`);
  console.table(rows);
  console.log(`${os.cpus().length} cores.`);
}

await main();
