import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../../test/global-setup';
import { publishedListing } from '../../../test/owner-helpers';
import { paidRental } from '../../../test/rental-helpers';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import type { TestApp } from '../../../test/test-app';

/**
 * The real server in its own process, killed with SIGKILL (no shutdown, no cleanup) while automatic steps are
 * due and while they run, then started again on the same database: every step runs, and runs once.
 */
const API_DIR = path.resolve(import.meta.dirname, '../../..');
const running = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A database of its own: a fresh PostgreSQL database when the suite runs on one, else an embedded data directory. */
async function ownDatabase(): Promise<Record<string, string>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `vira_restart_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    });
    return { DATABASE_URL: withDatabase(url, name) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vira-restart-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return { DATA_DIR: dir };
}

async function startServer(database: Record<string, string>, port: number, jobs: Record<string, string>) {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    SEED_SAMPLE_DATA: 'false',
    ...database,
    ...jobs,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: API_DIR, env, stdio: 'pipe' });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  child.on('exit', () => running.delete(child));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/** The helpers speak to the app through `request`; here it goes over HTTP to whichever process is running. */
function overHttp(port: number): TestApp {
  const base = `http://127.0.0.1:${port}`;
  return {
    request: (p: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if ((init.method ?? 'GET') !== 'GET' && !headers.has('origin')) headers.set('origin', `http://localhost:${port}`);
      return fetch(base + p, { ...init, headers });
    },
  } as TestApp;
}

async function receipts(t: TestApp, cookie: string, orderIds: string[]) {
  return Promise.all(
    orderIds.map(async (orderId) => {
      const b = (await (await call(t, cookie, 'GET', `/api/orders/${orderId}/tracking`)).json()).bookings[0];
      const events = (b.timeline as { event: string; actor: string }[]).filter(
        (e) => e.event === 'renter_confirmed_receipt',
      );
      return { status: b.status as string, receipts: events.length, actors: events.map((e) => e.actor) };
    }),
  );
}

describe('timed steps survive the server being killed', () => {
  it('runs every due automatic receipt exactly once across kills and restarts', { timeout: 300_000 }, async () => {
    const database = await ownDatabase();
    const port = await freePort();
    const t = overHttp(port);

    // First life: jobs never polled, so the steps fall due with nobody running them.
    let server = await startServer(database, port, { JOBS_POLL_SECONDS: '3600' });
    const owner = await newPerson(t, 'owner');
    const renter = await newPerson(t);
    const orderIds: string[] = [];
    for (let i = 0; i < 6; i++) {
      const listingId = await publishedListing(t, owner.cookie, { title: `Kayak número ${i + 1}` });
      // Started yesterday: the automatic receipt (24 h after the start) is due now.
      orderIds.push((await paidRental(t, renter, listingId, inDays(-1), inDays(0))).orderId);
    }
    expect((await receipts(t, renter.cookie, orderIds)).every((r) => r.status === 'paid')).toBe(true);
    await server.kill();

    // Second life: killed as soon as the first step has run, while the rest of its batch is claimed or running.
    server = await startServer(database, port, { JOBS_POLL_SECONDS: '1', JOBS_LEASE_SECONDS: '5' });
    await expect
      .poll(async () => (await receipts(t, renter.cookie, orderIds)).filter((r) => r.receipts > 0).length, {
        timeout: 60_000,
        interval: 100,
      })
      .toBeGreaterThan(0);
    await server.kill();

    // Third life: what the killed one claimed is taken over once its lease runs out, and nothing runs twice.
    server = await startServer(database, port, { JOBS_POLL_SECONDS: '1', JOBS_LEASE_SECONDS: '5' });
    await expect
      .poll(async () => (await receipts(t, renter.cookie, orderIds)).every((r) => r.status === 'handed_over'), {
        timeout: 90_000,
        interval: 500,
      })
      .toBe(true);
    // Past another lease and a few more polls: still one receipt each, all by the system.
    await new Promise((r) => setTimeout(r, 7_000));
    const final = await receipts(t, renter.cookie, orderIds);
    expect(final).toEqual(orderIds.map(() => ({ status: 'handed_over', receipts: 1, actors: ['system'] })));
    await server.kill();
  });
});
