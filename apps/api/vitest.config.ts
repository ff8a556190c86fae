import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Two projects. `api`: every API test, on the embedded PGlite or, with DATABASE_URL, on PostgreSQL.
 * `two-instances`: two real server processes on one PostgreSQL database; it cannot run on PGlite, so it is
 * collected only when DATABASE_URL is set (the PostgreSQL pass of .ci/run), rather than skipped.
 */
const webSource = new URL('../web/src', import.meta.url).pathname;

/**
 * The PostgreSQL pass of .ci/run (API_SUITE=postgres) runs the files that prove something only a server proves:
 * concurrency, LISTEN/NOTIFY, constraints under races, two instances. Each says so on a line of its own,
 * `// On PostgreSQL too: <why>`. Everything runs on PGlite, which people run by default (issue 37).
 */
function postgresFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.ts') && /^\/\/ On PostgreSQL too: /m.test(fs.readFileSync(full, 'utf8')))
        found.push(path.relative(import.meta.dirname, full));
    }
  };
  for (const dir of ['src', 'test']) walk(path.join(import.meta.dirname, dir));
  return found;
}
const apiInclude = process.env.API_SUITE === 'postgres' ? postgresFiles() : ['src/**/*.test.ts', 'test/**/*.test.ts'];

export default defineConfig({
  test: {
    // PGlite boots in a worker each; two cores here, so keep the pool small and the timeouts generous.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        // The public pages' tests render with the web app's server entry from its source (decision 044).
        resolve: { alias: { '@': webSource, 'use-sync-external-store/shim': 'use-sync-external-store' } },
        test: {
          name: 'api',
          include: apiInclude,
          exclude: [...configDefaults.exclude, 'test/two-instances/**'],
          globalSetup: ['test/global-setup.ts'],
          // Every file imports the whole app; in a fresh process per file that import was 290 of the suite's
          // 1,200 worker-seconds. Files already share nothing but the code: each gets its own database and app
          // (test-app.ts), and the module-level maps are registries and pure caches (decision 055).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: 'two-instances',
                include: ['test/two-instances/**/*.test.ts'],
                testTimeout: 60_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
    ],
  },
});
