import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { withDatabase } from './global-setup';
import type { TestApp } from './test-app';

/**
 * The real server in its own process (`src/main.ts` through tsx), for tests about what only separate processes
 * show: being killed, restarting, two instances on one database. Call `stopSpawnedServers` in afterAll.
 */
const API_DIR = path.resolve(import.meta.dirname, '..');
const running = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];

export async function stopSpawnedServers(): Promise<void> {
  for (const child of running) child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A database of its own: a fresh PostgreSQL database when the suite runs on one, else an embedded data
 * directory. Uploads go to a throw-away directory either way (shared by every server given these settings).
 */
export async function ownDatabase(): Promise<Record<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vira-spawned-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  const url = process.env.DATABASE_URL;
  if (!url) return { DATA_DIR: dir };
  const name = `vira_spawned_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
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
  return { DATABASE_URL: withDatabase(url, name), DATA_DIR: dir };
}

export interface SpawnedServer {
  port: number;
  kill(): Promise<void>;
}

/**
 * Starts the server and waits until /api/health answers. `settings`: the database's and any other variables;
 * `clockStart`: the time the server's clock starts at (test/spawned-main.ts), else the system clock.
 */
export async function startServer(
  settings: Record<string, string>,
  port: number,
  options: { clockStart?: Date } = {},
): Promise<SpawnedServer> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    SEED_SAMPLE_DATA: 'false',
    ...settings,
  };
  if (options.clockStart) env.TEST_CLOCK_START = options.clockStart.toISOString();
  const entry = options.clockStart ? 'test/spawned-main.ts' : 'src/main.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: API_DIR, env, stdio: 'pipe' });
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
    port,
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/** The test helpers speak to the app through `request`; here it goes over HTTP to a port (a server or a proxy). */
export function overHttp(port: number): TestApp {
  const base = `http://127.0.0.1:${port}`;
  return {
    request: (p: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if ((init.method ?? 'GET') !== 'GET' && !headers.has('origin')) headers.set('origin', `http://localhost:${port}`);
      return fetch(base + p, { ...init, headers });
    },
  } as TestApp;
}
