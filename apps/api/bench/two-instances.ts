import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../test/spawned-server';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LISTING_ID = 12;
const SECONDS = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 10;

async function startInstance(port: number, env: Record<string, string>): Promise<ChildProcess> {
  // The compiled server when `npm run build` made one (as `npm run bench` does), as production runs it.
  const built = path.join(API_DIR, 'dist', 'main.js');
  const args = fs.existsSync(built) ? [built] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ALLOW_OUTBOX_IN_PRODUCTION: 'true',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
      PAYMENTS_WEBHOOK_SECRET: 'bench-webhook-secret',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/api/listings/${LISTING_ID}`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the instance on port ${port} did not start`);
}

const load = (url: string, connections: number) => autocannon({ url, connections, duration: SECONDS, workers: 1 });

/**
 * One API process against two on the same PostgreSQL: listing-detail throughput with one load generator against
 * one instance, then one generator per instance at the same time (half the connections each, so the offered
 * concurrency is the same). On a machine with the cores for it, two instances approach twice the throughput;
 * on a 2-core machine the instances, PostgreSQL and the load generators share two cores, which the figures show.
 */
export async function runTwoInstances(databaseUrl: string): Promise<void> {
  const [portA, portB] = [await freePort(), await freePort()];
  const a = await startInstance(portA, { DATABASE_URL: databaseUrl, SEED_SAMPLE_DATA: 'true' });
  const b = await startInstance(portB, { DATABASE_URL: databaseUrl, SEED_SAMPLE_DATA: 'false' });
  try {
    const urlA = `http://127.0.0.1:${portA}/api/listings/${LISTING_ID}`;
    const urlB = `http://127.0.0.1:${portB}/api/listings/${LISTING_ID}`;
    await load(urlA, CONNECTIONS);
    await load(urlB, CONNECTIONS);
    const one = await load(urlA, CONNECTIONS);
    const [left, right] = await Promise.all([load(urlA, CONNECTIONS / 2), load(urlB, CONNECTIONS / 2)]);
    for (const r of [one, left, right])
      if (r.non2xx > 0 || r.errors > 0) throw new Error(`${r.non2xx} non-2xx answers and ${r.errors} errors`);
    const rate = (r: autocannon.Result) => r.requests.total / r.duration;
    const both = rate(left) + rate(right);
    console.log(
      `\nGET /api/listings/${LISTING_ID} on PostgreSQL: one API process vs two on the same database ` +
        `(${CONNECTIONS} connections in all, ${SECONDS} s; ${os.cpus().length} CPU(s), load average ` +
        `${os.loadavg()[0]!.toFixed(1)})`,
    );
    console.table({
      'one instance': { 'requests/s': Math.round(rate(one)), 'p50 (ms)': one.latency.p50, 'p99 (ms)': one.latency.p99 },
      'two instances': {
        'requests/s': Math.round(both),
        'p50 (ms)': Math.max(left.latency.p50, right.latency.p50),
        'p99 (ms)': Math.max(left.latency.p99, right.latency.p99),
      },
    });
    console.log(`Two instances / one: ${(both / rate(one)).toFixed(2)}×`);
  } finally {
    a.kill('SIGTERM');
    b.kill('SIGTERM');
  }
}
