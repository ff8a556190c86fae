import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Browser tests click through the built app served by the real API in production mode, on a fresh in-memory
 * database seeded with the sample catalogue. Chromium is Debian's (/usr/bin/chromium): Playwright's own
 * browser download cannot run here.
 */
export default defineConfig({
  testDir: './tests',
  // A guard against a hung test, not a speed check: the longest two-person journeys take 30–60 s when two
  // browsers share a slow machine's two cores.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Two spec files at a time: one kept CI's two cores about 83 % busy and took about 700 s; two take about 480 s
  // (decision 055). Tests that wait for animation or lazy chunks wait for their end, not for a count or a clock.
  // Specs share the server's database: a test finds what it made by its own names and never counts what other
  // people have.
  fullyParallel: false,
  workers: 2,
  // One retry in CI only: a browser test that fails twice is a failure; one that passes on retry is reported as
  // flaky in the output (keyboard focus timing in Radix menus on a loaded 2-core machine), never hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // The API refuses cookie-authenticated writes without Origin (browsers always send it). Tests that call the
    // API directly through page.request carry the page's cookies, so they say where they come from as well.
    extraHTTPHeaders: { Origin: `http://localhost:${port}` },
    locale: 'es-MX',
    // Recording a trace costs every test its screenshots and DOM snapshots; CI retries a failure once, and that
    // retry records one (a failure that is not retried, locally, is rerun with --trace on).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npm run start -w apps/api',
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: 'memory://',
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      // The sandbox lending partner answers after a review; a test waits seconds for it, not a minute.
      LENDING_SANDBOX_REVIEW_SECONDS: '2',
      E2E: 'true',
      // The calendar-feed test serves its feed on 127.0.0.1; a default server refuses private addresses (SSRF).
      FETCH_PRIVATE_ADDRESSES: 'true',
      // Map tiles from this server (they 404 and stay blank): a test never asks OpenStreetMap for anything.
      MAP_TILE_URL: `http://localhost:${port}/e2e-tiles/{z}/{x}/{y}.png`,
      // A helper building elsewhere can point the server at its own build.
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? '',
    },
  },
});
