import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../test/global-setup';
import { openDatabase, type Database } from './client';
import { migrateDatabase } from './migrate';

// On PostgreSQL too: two pools migrate one new database under the advisory lock.

/**
 * Two instances starting at once against an empty database both run the migrations. On PostgreSQL
 * (DATABASE_URL) they are two pools on one new database and take turns under the advisory lock; on PGlite the
 * embedded database belongs to one process, so the two calls share it.
 */
const opened: Database[] = [];
let drop: (() => Promise<void>) | undefined;
afterAll(async () => {
  for (const db of opened) await db.close();
  await drop?.();
});

async function emptyDatabases(): Promise<[Database, Database]> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const one = await openDatabase({ dataDir: 'memory://' });
    opened.push(one);
    return [one, one];
  }
  const name = `vira_mig_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  drop = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  const a = await openDatabase({ databaseUrl: withDatabase(url, name), dataDir: 'memory://' });
  const b = await openDatabase({ databaseUrl: withDatabase(url, name), dataDir: 'memory://' });
  opened.push(a, b);
  return [a, b];
}

describe('migrations at start', () => {
  // Two whole migrations of an empty database: 5 s alone, 27 s on the loaded CI machine.
  it(
    'two instances migrating one empty database at once both succeed and leave one history',
    { timeout: 120_000 },
    async () => {
      const [a, b] = await emptyDatabases();
      await Promise.all([migrateDatabase(a), migrateDatabase(b)]);
      const result = (await a.db.execute(
        'select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations' as never,
      )) as unknown as { rows: { n: number; distinct_n: number }[] };
      expect(result.rows[0]!.n).toBeGreaterThan(0);
      expect(result.rows[0]!.n).toBe(result.rows[0]!.distinct_n);
    },
  );
});
