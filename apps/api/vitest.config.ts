import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Two projects. `api`: every API test, on the embedded PGlite or, with DATABASE_URL, on PostgreSQL.
 * `two-instances`: two real server processes on one PostgreSQL database; it cannot run on PGlite, so it is
 * collected only when DATABASE_URL is set (the PostgreSQL pass of .ci/run), rather than skipped.
 */
const webSource = new URL('../web/src', import.meta.url).pathname;

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
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/two-instances/**'],
          globalSetup: ['test/global-setup.ts'],
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
