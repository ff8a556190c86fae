/**
 * OsmAnd ingest with 500 devices: positions per second sustained and p50/p95 latency of
 * GET /api/hazmat/osmand over real HTTP (a node server on a random local port, in-memory PGlite), CONCURRENCY
 * requests in flight. Every device drives its own shipment along a 100 km route, one position a minute of
 * device time; every 25th device leaves its corridor half-way, so the rules open and close incidents (and
 * notify the carrier) as they would in service.
 * Run with `npm run bench -w apps/api` (bench/run.ts) or alone: `npx tsx bench/hazmat-ingest.bench.ts`;
 * `BENCH_DEVICES=50 BENCH_POSITIONS=500` for a quick check.
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { bootstrap } from '../src/bootstrap';
import { loadEnv } from '../src/config/env';
import { hazmatShipments } from '../src/db/schema/hazmat';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 500);
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
const round = (n: number) => Math.round(n * 100) / 100;

const started = await bootstrap(
  loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', SEED_SAMPLE_DATA: 'false' }),
);
const server = serve({ fetch: started.app.fetch, hostname: '127.0.0.1', port: 0 });
try {
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const start = { lat: 20.5888, lng: -100.3899 };
  const end = { lat: 20.5888, lng: -99.43 };
  const token = (i: number) => `bench-token-${i}`;
  const rows = Array.from({ length: DEVICES }, (_, i) => ({
    trackingCode: `HZB${String(i).padStart(5, '0')}`,
    carrierId: `bench-carrier-${i % 20}`,
    unNumber: '1203',
    quantity: 30_000,
    unit: 'L',
    shipper: 'Bench',
    consignee: 'Bench',
    carrierName: 'Bench',
    permit: 'BENCH',
    vehiclePlate: 'BENCH',
    driverName: 'Bench',
    route: [start, end],
    checkpoints: [{ name: 'Fin', ...end, reachedAt: null }],
    departureAt: new Date(),
    corridorMeters: 2000,
    maxSpeedKmh: 80,
    deviceId: `bench-${i}`,
    deviceTokenHash: createHash('sha256').update(token(i)).digest('hex'),
  }));
  for (let i = 0; i < rows.length; i += 200)
    await started.deps.database.db.insert(hazmatShipments).values(rows.slice(i, i + 200));

  const perDevice = Math.ceil(POSITIONS / DEVICES);
  const t0 = Math.floor(Date.now() / 1000) - perDevice * 60 - 60;
  const urls: string[] = [];
  for (let step = 0; step < perDevice; step++) {
    for (let i = 0; i < DEVICES && urls.length < POSITIONS; i++) {
      const f = step / perDevice;
      const off = i % 25 === 0 && f > 0.4 && f < 0.6 ? 0.05 : 0;
      const lat = start.lat + off;
      const lng = start.lng + (end.lng - start.lng) * f * 0.9;
      urls.push(
        `${base}/api/hazmat/osmand?id=bench-${i}&token=${token(i)}&lat=${lat.toFixed(5)}&lon=${lng.toFixed(5)}&timestamp=${t0 + step * 60}&speed=40`,
      );
    }
  }

  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (;;) {
        const i = next++;
        if (i >= urls.length) return;
        const t = performance.now();
        const res = await fetch(urls[i]!);
        await res.arrayBuffer();
        times.push(performance.now() - t);
        if (res.status !== 200) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  times.sort((a, b) => a - b);
  console.log(`OsmAnd ingest, ${DEVICES} devices, ${CONCURRENCY} in flight (HTTP, PGlite in memory)`);
  console.table([
    {
      positions: urls.length,
      failures,
      'positions/s': Math.round(urls.length / seconds),
      'p50 (ms)': round(percentile(times, 50)),
      'p95 (ms)': round(percentile(times, 95)),
      'p99 (ms)': round(percentile(times, 99)),
    },
  ]);
} finally {
  server.close();
  await started.close();
}
