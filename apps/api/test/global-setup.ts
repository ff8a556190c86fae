import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { bootstrap } from '../src/bootstrap';
import { testEnv } from './test-env';

/**
 * Builds one migrated and seeded database that every test file clones: a PGlite data-directory tarball, or
 * with DATABASE_URL a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const templateName = 'vira_test_template';
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${templateName} with (force)`);
    await admin.query(`create database ${templateName}`);
    await admin.end();
    const templateUrl = withDatabase(url, templateName);
    const started = await bootstrap(testEnv({ DATABASE_URL: templateUrl }));
    await started.close();
    project.provide('templateDatabase', templateName);
    project.provide('templateTarball', '');
    return;
  }
  const started = await bootstrap(testEnv());
  const tarball = await started.deps.database.pglite!.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `vira-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  await started.close();
  project.provide('templateTarball', file);
  project.provide('templateDatabase', '');
  return () => fs.rmSync(file, { force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateTarball: string;
    templateDatabase: string;
  }
}
