/**
 * Checkout throughput and the double-booking guarantee under contention, over HTTP on the embedded database.
 *  1. Checkouts per second for different listings: signed-in people create paid-on-approval orders
 *     (`POST /api/payments/create-rental-payment`, the same order + hold transaction as the cart checkout) for
 *     distinct listings and dates, 10 at a time.
 *  2. 50 people with the same listing and dates in their carts confirm `POST /api/checkout` at the same moment:
 *     exactly one must hold the dates, the other 49 get 409.
 * Run with `npm run bench -w apps/api -- checkout` or alone: `npx tsx bench/checkout.bench.ts`.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { addDays } from '@vira/domain/pricing';
import { sql } from 'drizzle-orm';
import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';

const PEOPLE = 50;
const THROUGHPUT_REQUESTS = Number(process.env.BENCH_CHECKOUTS ?? 300);
const CONCURRENCY = 10;

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const today = () => new Date().toISOString().slice(0, 10);

async function main() {
  // E2E relaxes the per-address sign-up limit so the bench can create its 50 people.
  const started = await bootstrap(
    loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', E2E: 'true' }),
  );
  const server = serve({ fetch: started.app.fetch, hostname: '127.0.0.1', port: 0 });
  try {
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const post = (path: string, cookie: string, body: unknown) =>
      fetch(base + path, {
        method: 'POST',
        headers: { cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });

    const cookies: string[] = [];
    for (let i = 0; i < PEOPLE; i++) {
      const email = `bench-${i}@example.com`;
      await started.app.request(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `Bench ${i}`, email, password: 'secreto123' }),
      });
      const outbox = (await (await started.app.request(`${base}/api/dev/outbox?to=${email}`)).json()) as {
        messages: { links: string[] }[];
      };
      const link = new URL(outbox.messages[0]!.links[0]!);
      const verified = await started.app.request(`${base}${link.pathname}${link.search}`, { redirect: 'manual' });
      cookies.push(
        verified.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      );
    }
    const ids = (
      (await started.deps.database.db.execute(
        sql`select id from listings where available order by id limit 100`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows.map((r) => r.id);

    // 1. Different listings and dates: nothing conflicts, so this is the cost of one order with its holds.
    const latencies: number[] = [];
    let next = 0;
    let failures = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < THROUGHPUT_REQUESTS) {
          const k = next++;
          const start = addDays(today(), 10 + 3 * Math.floor(k / ids.length));
          const s = performance.now();
          const res = await post('/api/payments/create-rental-payment', cookies[k % PEOPLE]!, {
            listing_id: ids[k % ids.length],
            start_date: start,
            end_date: addDays(start, 2),
          });
          await res.arrayBuffer();
          latencies.push(performance.now() - s);
          if (res.status !== 200) failures++;
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0);

    // 2. Fifty people, one listing, the same dates, confirmed at once.
    const contested = ids[ids.length - 1]!;
    const dates = { startDate: addDays(today(), 200), endDate: addDays(today(), 203) };
    for (const cookie of cookies) await post('/api/cart/items', cookie, { listingId: contested, ...dates });
    const c0 = performance.now();
    const answers = await Promise.all(
      cookies.map((cookie) => post('/api/checkout', cookie, { paymentMethod: 'credit_card', acceptTerms: true })),
    );
    const contentionMs = performance.now() - c0;
    const statuses = answers.map((a) => a.status);
    const holding = (
      (await started.deps.database.db.execute(
        sql`select count(*)::int as n from bookings where listing_id = ${contested} and holds
        and held_range && daterange(${dates.startDate}::date, ${dates.endDate}::date)`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;

    console.log('\nCheckouts for different listings (HTTP, embedded PGlite, 10 concurrent)');
    console.table([
      {
        checkouts: THROUGHPUT_REQUESTS,
        failures,
        seconds: round(seconds, 2),
        'checkouts/s': round(THROUGHPUT_REQUESTS / seconds),
        'p50 (ms)': pct(50),
        'p95 (ms)': pct(95),
        'p99 (ms)': pct(99),
      },
    ]);
    console.log('50 simultaneous checkouts of the same listing and dates');
    console.table([
      {
        '201 (held)': statuses.filter((s) => s === 201).length,
        '409 (refused)': statuses.filter((s) => s === 409).length,
        other: statuses.filter((s) => s !== 201 && s !== 409).length,
        'bookings holding': holding,
        'all answered in (ms)': round(contentionMs),
      },
    ]);
    if (holding !== 1 || statuses.filter((s) => s === 201).length !== 1) {
      console.error('Double-booking guarantee broken: exactly one checkout must hold the dates.');
      process.exitCode = 1;
    }
  } finally {
    server.close();
    await started.close();
  }
}

await main();
