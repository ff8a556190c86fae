import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const PG_BIN = '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL for a bench: BENCH_DATABASE_URL when given, otherwise a throw-away cluster (Debian's
 * postgresql-15, as .ci/run installs it) on a loopback port, removed by `stop()`. Answers null when neither is
 * available, so the bench can say so instead of failing.
 */
export async function benchPostgres(database: string): Promise<{ url: string; stop(): void } | null> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: await freshDatabase(given, database), stop: () => undefined };
  if (!fs.existsSync(path.join(PG_BIN, 'initdb'))) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vira-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  // initdb refuses to run as root: as root, run the server tools as the postgres user.
  const run = (bin: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args], { stdio: 'ignore' })
      : execFileSync(path.join(PG_BIN, bin), args, { stdio: 'ignore' });
  const port = 56000 + Math.floor(Math.random() * 900);
  run('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off`,
    'start',
  ]);
  const stop = () => {
    try {
      run('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    return { url: await freshDatabase(`postgresql://postgres@127.0.0.1:${port}/postgres`, database), stop };
  } catch (error) {
    stop();
    throw error;
  }
}

async function freshDatabase(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}
