import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed number: the key of the advisory lock that lets one instance migrate at a time. */
const MIGRATION_LOCK = 727_275;
const pgliteTurns = new WeakMap<Database, Promise<unknown>>();

/**
 * Applies pending migrations; the first one loads the extensions, which PGlite already has available. On
 * PostgreSQL, instances starting together take turns under an advisory lock held on a connection of its own: the
 * second waits, then finds nothing left to apply.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // One embedded database per process: callers in this process take turns.
    const previous = pgliteTurns.get(database) ?? Promise.resolve();
    const turn = previous.then(() => migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder }));
    pgliteTurns.set(
      database,
      turn.catch(() => undefined),
    );
    await turn;
    return;
  }
  const lock = await database.pool!.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}
