import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { bootstrap, type Started } from '../src/bootstrap';
import type { Clock } from '../src/clock';
import { withDatabase } from './global-setup';
import { ledgerViolations } from './ledger-checks';
import { testEnv } from './test-env';

export interface TestApp extends Started {
  /**
   * Sends a request to the in-process app as our own pages would, e.g. `request('/api/health')`: writes carry
   * the site's Origin unless the test sets Origin or Referer itself. Use `app.request` for anything else.
   */
  request(path: string, init?: RequestInit): Promise<Response>;
}

/**
 * A fresh copy of the migrated, seeded template database and an app on top of it. Call in beforeAll and
 * close in afterAll; every test file gets its own database. Pass `{ clock: createTestClock() }` to move the
 * time timed rules read instead of waiting for it (decision 060).
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { clock?: Clock } = {},
): Promise<TestApp> {
  const templateDatabase = inject('templateDatabase');
  let started: Started;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (templateDatabase) {
    const url = process.env.DATABASE_URL!;
    const name = `vira_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateDatabase}`);
    await admin.end();
    started = await bootstrap(testEnv({ DATABASE_URL: withDatabase(url, name), ...overrides }), options);
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    const tarball = new Blob([fs.readFileSync(inject('templateTarball'))]);
    started = await bootstrap(testEnv(overrides), { ...options, loadDataDir: tarball });
  }
  return {
    ...started,
    request: (path, init) =>
      Promise.resolve(
        started.app.request(`http://localhost:3000${path}`, asBrowser(init, started.deps.env.PUBLIC_URL)),
      ),
    async close() {
      // Every test file leaves the books balanced: whatever it did to money, the ledger's invariants still hold.
      const violations = await ledgerViolations(started.deps.database.db).catch(() => []);
      await started.close();
      await dropDatabase?.();
      if (violations.length) throw new Error(`the ledger's invariants broke:\n${violations.join('\n')}`);
    },
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Browsers send Origin with every state-changing request; so do our tests unless they say otherwise. */
function asBrowser(init: RequestInit = {}, publicUrl: string): RequestInit {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  if (SAFE_METHODS.has(method) || headers.has('origin') || headers.has('referer')) return init;
  headers.set('origin', new URL(publicUrl).origin);
  return { ...init, headers };
}
