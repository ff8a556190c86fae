import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * What `npm run start:production` runs: the built bundle with plain `node` (no tsx, no build at boot), in real
 * production mode (not the browser tests' E2E mode), serving the built web app; SIGTERM ends it cleanly.
 */
const REPO = path.resolve(import.meta.dirname, '../..');
const BUNDLE = path.join(REPO, 'apps/api/dist/main.js');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

// Its own origin: the shared Origin header of the other browser tests names their server, not this one.
test.use({ extraHTTPHeaders: {} });

let child: ChildProcess | undefined;
let dataDir: string | undefined;
test.afterAll(() => {
  child?.kill('SIGKILL');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the production build starts with plain node, serves the app and stops on SIGTERM', async ({ page }) => {
  // Start-up runs every migration on a fresh data directory: on a loaded CI machine that alone took over 45 s.
  test.setTimeout(180_000);
  expect(fs.existsSync(BUNDLE), 'npm run build makes apps/api/dist/main.js').toBe(true);
  const port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vira-production-'));
  const started = Date.now();
  child = spawn(process.execPath, [BUNDLE], {
    cwd: path.dirname(BUNDLE),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
      PAYMENTS_WEBHOOK_SECRET: 'a-production-webhook-secret',
      // No mail, WhatsApp or payment accounts here: the operator's explicit opt-ins to the outbox and sandbox.
      ALLOW_OUTBOX_IN_PRODUCTION: 'true',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
      SEED_SAMPLE_DATA: 'false',
      LOG_LEVEL: 'warn',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const base = `http://localhost:${port}`;
  await expect
    .poll(
      async () => {
        if (child!.exitCode !== null) throw new Error(`server exited (${child!.exitCode}): ${output}`);
        return fetch(`${base}/api/health`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 90_000, intervals: [250] },
    )
    .toBe(200);
  test.info().annotations.push({ type: 'start-up', description: `${Date.now() - started} ms to healthy` });

  await page.goto(`${base}/`);
  // The first visit compiles the whole bundle on a cold, loaded machine.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renta lo que necesitas, gana con lo que tienes', {
    timeout: 30_000,
  });
  // A deep link is answered with the app too, not a 404.
  await page.goto(`${base}/how-it-works`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
});
