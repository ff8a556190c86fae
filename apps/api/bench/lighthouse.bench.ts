/**
 * How fast the built app is on a phone, as Lighthouse 13.5.0 (mobile, simulated throttling) sees it: performance
 * and SEO scores, FCP, LCP, TBT, CLS and Speed Index per route (`/`, `/search`, a listing page, `/services`,
 * `/humanitarian`), each the median of 5 runs. Then the layout shift of EVERY route of apps/web/src/app/router.tsx,
 * measured more cheaply with Playwright and the browser's own PerformanceObserver('layout-shift') (phone viewport,
 * CPU slowed 4x), as a guest and, for the guarded screens, signed in. Budgets (issue 13 item 7, decision 031;
 * issue 35 for the last three routes): performance >= 95 and SEO 100 on every route above, CLS < 0.1 everywhere,
 * TBT < 200 ms.
 *
 * Serves what `npm run build` made (apps/api/dist + apps/web/dist) with plain node in production mode on a fresh
 * in-memory database with the sample catalogue, as the browser tests do. Chromium is Debian's (/usr/bin/chromium,
 * or CHROMIUM_PATH). Nothing may leave the machine: every request the browser makes is checked to be local, and
 * the bench fails if one is not.
 * Run with `npm run bench -w apps/api` (bench/run.ts) or alone: `npx tsx bench/lighthouse.bench.ts`.
 * BENCH_PORT picks the server's port (default: a free one); BENCH_LIGHTHOUSE_RUNS the runs per route (default 5;
 * 0 measures only the layout shift of every route); BENCH_CLS_ROUTES=/,/search limits the layout-shift sweep;
 * BENCH_LIGHTHOUSE_ROUTES=/,/search limits the Lighthouse routes; BENCH_WEB_DIST serves another build of the web
 * app (a copy of main's, for an A/B) instead of apps/web/dist.
 * BENCH_BASELINE_ROOT=<a built checkout> (e.g. a `git worktree` of main after `npm run build`) starts that checkout's
 * server too and alternates the Lighthouse runs between the two (baseline, this build, baseline, …), so both see
 * the same moments of a shared machine; the table then has a row per route and build. Server-rendered pages need
 * the API's bundle as much as the web app's, so an A/B of them needs both builds, not only BENCH_WEB_DIST.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { REPO_ROOT } from '../src/config/env';
import { freePort } from '../test/spawned-server';
import { readRouteTable, sampleAddress } from '../../web/src/test/route-table-source';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const BUNDLE = path.join(REPO_ROOT, 'apps/api/dist/main.js');
const WEB_DIST = process.env.BENCH_WEB_DIST
  ? path.resolve(process.env.BENCH_WEB_DIST)
  : path.join(REPO_ROOT, 'apps/web/dist');
const WEB_INDEX = path.join(WEB_DIST, 'index.html');
const SAMPLE_ACCOUNT = { email: 'example1@vira.local', password: 'vira-demo-2026' };

const isLocal = (url: string) => {
  if (!/^https?:|^wss?:/.test(url)) return true; // data:, blob:, chrome-extension: never leave the machine
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
};

const BASELINE_ROOT = process.env.BENCH_BASELINE_ROOT ? path.resolve(process.env.BENCH_BASELINE_ROOT) : null;

/** What one server serves: the API's bundle, the web app and its server entry. */
interface Build {
  name: string;
  bundle: string;
  webDist: string;
  ssrEntry: string;
}

const CURRENT: Build = {
  name: 'this build',
  bundle: BUNDLE,
  webDist: WEB_DIST,
  ssrEntry: path.join(REPO_ROOT, 'apps/web/dist-ssr/entry-server.js'),
};

/** The built server, as the browser tests start it (e2e/playwright.config.ts). */
async function startServer(port: number, build: Build = CURRENT): Promise<ChildProcess> {
  for (const file of [build.bundle, path.join(build.webDist, 'index.html')]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const child = spawn(process.execPath, [build.bundle], {
    cwd: path.dirname(build.bundle),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      E2E: 'true',
      DATABASE_URL: '',
      WEB_DIST_DIR: build.webDist,
      WEB_SSR_ENTRY: build.ssrEntry,
      // Map tiles come from OpenStreetMap by default: here from this server, which has none (blank tiles), so
      // nothing leaves the machine.
      MAP_TILE_URL: `http://localhost:${port}/bench-tiles/{z}/{x}/{y}.png`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ok = await fetch(`http://localhost:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    if (Date.now() > deadline) throw new Error('the server did not become healthy within 180 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Every route of the router, with values for its parameters. */
function routerPaths(): string[] {
  return [...new Set(readRouteTable().map((r) => sampleAddress(r.path)))];
}

function guardedPaths(): Set<string> {
  return new Set(
    readRouteTable()
      .filter((r) => r.guarded)
      .map((r) => sampleAddress(r.path)),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface RunFigures {
  score: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

/**
 * One Lighthouse run. On a loaded machine Chrome now and then loses the trace of a load (NO_NAVSTART,
 * NO_FCP): that run is repeated, at most twice, and said so.
 */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    console.log(`${url}: ${runtimeError.code}, run again`);
  }
}

/** A server to measure: its base address and the build it serves. */
interface Target {
  name: string;
  base: string;
}

async function lighthouseRoutes(targets: Target[], routes: string[], outside: Set<string>) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const rows: Record<string, string | number>[] = [];
  try {
    for (const route of routes) {
      const runs = targets.map(() => [] as RunFigures[]);
      // The machine may be shared: the 1-minute load average as each run ends stands beside the figures.
      const load = targets.map(() => [] as string[]);
      // Run i of every build before run i + 1 of any: an A/B sees the same moments of the machine.
      for (let i = 0; i < RUNS; i++) {
        for (const [t, target] of targets.entries()) {
          const lhr = await audit(`${target.base}${route}`, chrome.port);
          load[t]!.push(os.loadavg()[0]!.toFixed(1));
          const requests = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)
            ?.items;
          for (const { url } of requests ?? []) if (!isLocal(url)) outside.add(url);
          const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          runs[t]!.push({
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
            fcp: value('first-contentful-paint'),
            lcp: value('largest-contentful-paint'),
            tbt: value('total-blocking-time'),
            cls: value('cumulative-layout-shift'),
            si: value('speed-index'),
          });
        }
      }
      for (const [t, target] of targets.entries()) {
        const m = (k: keyof RunFigures) => median(runs[t]!.map((r) => r[k]));
        rows.push({
          route,
          ...(targets.length > 1 ? { build: target.name } : {}),
          performance: m('score'),
          SEO: m('seo'),
          'FCP (s)': Math.round(m('fcp') / 10) / 100,
          'LCP (s)': Math.round(m('lcp') / 10) / 100,
          'TBT (ms)': Math.round(m('tbt')),
          CLS: Math.round(m('cls') * 1000) / 1000,
          'SI (s)': Math.round(m('si') / 10) / 100,
          'scores of the runs': runs[t]!.map((r) => r.score).join(' '),
          'load average (per run)': load[t]!.join(' '),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/**
 * Cumulative layout shift as Lighthouse defines it (the worst session window: shifts less than 1 s apart, at most
 * 5 s long, ignoring shifts right after input), collected by the page itself from the first paint.
 */
const OBSERVE_LAYOUT_SHIFT = `
  window.__cls = { max: 0, current: 0, first: 0, last: 0, moved: {} };
  const describe = (n) => n && n.tagName
    ? n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (n.className && typeof n.className === 'string'
      ? '.' + n.className.trim().split(/\\s+/).slice(0, 3).join('.') : '')
    : '';
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const s = window.__cls;
      for (const source of e.sources || []) {
        const d = describe(source.node);
        if (d) s.moved[d] = (s.moved[d] || 0) + e.value;
      }
      if (s.current && e.startTime - s.last < 1000 && e.startTime - s.first < 5000) s.current += e.value;
      else { s.current = e.value; s.first = e.startTime; }
      s.last = e.startTime;
      s.max = Math.max(s.max, s.current);
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function layoutShiftOfEveryRoute(base: string, outside: Set<string>) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  const rows: Record<string, string | number>[] = [];
  const guarded = guardedPaths();
  try {
    const newContext = async (signedIn: boolean): Promise<BrowserContext> => {
      const context = await browser.newContext({
        baseURL: base,
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        locale: 'es-MX',
      });
      context.on('request', (request) => {
        if (!isLocal(request.url())) outside.add(request.url());
      });
      await context.addInitScript(OBSERVE_LAYOUT_SHIFT);
      if (signedIn) {
        const res = await context.request.post('/api/auth/sign-in/email', {
          data: SAMPLE_ACCOUNT,
          headers: { Origin: base },
        });
        if (!res.ok()) throw new Error(`signing in the sample account failed: ${res.status()} ${await res.text()}`);
      }
      return context;
    };
    const guest = await newContext(false);
    const member = await newContext(true);
    const only = process.env.BENCH_CLS_ROUTES?.split(',');
    for (const route of routerPaths().filter((r) => !only || only.includes(r))) {
      const context = guarded.has(route) ? member : guest;
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(route, { waitUntil: 'networkidle' });
      // Late arrivals (deferred sections, images) shift the page after the network settles too.
      await page.waitForTimeout(1500);
      const { max: cls, moved } = await page.evaluate<{ max: number; moved: Record<string, number> }>('window.__cls');
      const mostMoved = Object.entries(moved).sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
      rows.push({
        route,
        as: guarded.has(route) ? SAMPLE_ACCOUNT.email : 'guest',
        CLS: Math.round(cls * 1000) / 1000,
        budget: cls < 0.1 ? 'ok' : 'OVER 0.1',
        'moved most': cls > 0 ? mostMoved.slice(0, 60) : '',
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export async function runLighthouseBench(): Promise<void> {
  const port = Number(process.env.BENCH_PORT ?? 0) || (await freePort());
  const base = `http://localhost:${port}`;
  const server = await startServer(port);
  const baseline = BASELINE_ROOT
    ? await (async () => {
        const build: Build = {
          name: `baseline (${path.basename(BASELINE_ROOT)})`,
          bundle: path.join(BASELINE_ROOT, 'apps/api/dist/main.js'),
          webDist: path.join(BASELINE_ROOT, 'apps/web/dist'),
          ssrEntry: path.join(BASELINE_ROOT, 'apps/web/dist-ssr/entry-server.js'),
        };
        const basePort = await freePort();
        return { build, base: `http://localhost:${basePort}`, server: await startServer(basePort, build) };
      })().catch((error: unknown) => {
        server.kill('SIGTERM');
        throw error;
      })
    : null;
  const outside = new Set<string>();
  try {
    const listing = (await (await fetch(`${base}/api/listings/12`)).json()) as { id?: number };
    if (!listing.id) throw new Error('the sample listing 12 is missing');
    // The listing's own page (decision 044), where a shared link or a search engine lands: the address the old
    // `?listing=` link moves to.
    const moved = await fetch(`${base}/?listing=${listing.id}`, { redirect: 'manual' });
    const listingPage = moved.headers.get('location') ?? `/search?listing=${listing.id}&tab=contact`;
    const only = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',');
    const routes = ['/', '/search', listingPage, '/services', '/humanitarian'].filter(
      (route) => !only || only.includes(route),
    );
    console.log(
      `Load before: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (1, 5, 15 min) on ${os.cpus().length} cores`,
    );
    if (RUNS > 0) {
      const targets: Target[] = [
        ...(baseline ? [{ name: baseline.build.name, base: baseline.base }] : []),
        { name: CURRENT.name, base },
      ];
      const lighthouseRows = await lighthouseRoutes(targets, routes, outside);
      console.log(
        `\nLighthouse 13.5.0, mobile, simulated throttling, median of ${RUNS} runs per figure (${base}, ${path.dirname(WEB_INDEX)}${baseline ? `; baseline ${baseline.base}, ${BASELINE_ROOT}, runs alternated` : ''})`,
      );
      console.table(lighthouseRows);
      console.log(
        `Load after Lighthouse: ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
      );
    }

    const clsRows = await layoutShiftOfEveryRoute(base, outside);
    console.log(
      '\nLayout shift of every route: Playwright + PerformanceObserver(layout-shift), 412x823 phone, CPU 4x slower,' +
        ' one load each (not Lighthouse)',
    );
    console.table(clsRows);
    if (outside.size > 0) {
      throw new Error(`requests left localhost during the run:\n${[...outside].join('\n')}`);
    }
    console.log('Every request of the run stayed on localhost.');
  } finally {
    server.kill('SIGTERM');
    baseline?.server.kill('SIGTERM');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runLighthouseBench();
}
