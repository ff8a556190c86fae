import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ConfigError } from '../config/env';

export type AppDb = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: AppDb;
  kind: 'pglite' | 'postgres';
  /** The raw driver, for the rare place that must bypass Drizzle (benchmarks, LISTEN/NOTIFY). */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent, btree_gist, citext, cube, earthdistance };

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory for PGlite's files; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** A PGlite data directory tarball to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob;
  poolSize?: number;
}

/** Opens the database. Any failure becomes one ConfigError sentence naming the problem. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  // No JIT: every statement of this app is short or runs once, and compiling a broad search at 1M listings cost
  // about 100 ms, more than it saved (decision 032). Set per connection, so no statement pays a round trip for it.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle client error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `Cannot connect to the PostgreSQL database given in DATABASE_URL (${redact(url)}): ${reason}.`,
    );
  }
  return { db: drizzlePg(pool) as unknown as AppDb, kind: 'postgres', pool, close: () => pool.end() };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir.startsWith('memory://')) {
    const dir = path.resolve(dataDir);
    try {
      fs.mkdirSync(dir, { recursive: true });
      fs.accessSync(dir, fs.constants.W_OK);
    } catch {
      throw new ConfigError(
        `The data directory ${dir} cannot be created or written; set DATA_DIR to a writable folder.`,
      );
    }
    dataDir = path.join(dir, 'pglite');
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS, loadDataDir });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`The embedded database in ${dataDir} could not be opened: ${reason}.`);
  }
  return {
    db: drizzlePglite(client) as unknown as AppDb,
    kind: 'pglite',
    pglite: client,
    close: () => client.close(),
  };
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'an unparsable URL';
  }
}
