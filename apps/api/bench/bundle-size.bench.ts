/**
 * Gzipped JavaScript each route loads first: the entry chunk and everything it imports statically, plus the
 * route's page chunk and its static imports (what the browser must fetch before the page can render).
 * Budget (docs/product-rules.md "Quality bars and budgets", issue 13 item 7): at most 130 KB gzipped for the home route.
 *
 * Reads the built web app (`apps/web/dist`, or BENCH_WEB_DIST) with its Vite manifest; when there is none, builds
 * the web app into a temporary folder first.
 * Run with `npm run bench -w apps/api` (bench/run.ts) or alone: `npx tsx bench/bundle-size.bench.ts`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readRouteTable } from '../../web/src/test/route-table-source';
import { REPO_ROOT } from '../src/config/env';

const HOME_BUDGET_KB = 130;
const WEB_DIR = path.join(REPO_ROOT, 'apps/web');

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function findDist(): { dir: string; temporary: boolean } {
  const preferred = process.env.BENCH_WEB_DIST ?? path.join(WEB_DIR, 'dist');
  if (fs.existsSync(path.join(preferred, '.vite/manifest.json'))) return { dir: preferred, temporary: false };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vira-bench-web-'));
  console.log(`No Vite manifest in ${preferred}; building the web app into ${dir} ...`);
  execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: WEB_DIR,
    stdio: 'inherit',
    timeout: 300_000,
  });
  return { dir, temporary: true };
}

/** Route path of each page module, read from the router so the table speaks in URLs. */
function routePathsByPage(): Map<string, string> {
  const paths = new Map<string, string>();
  for (const route of readRouteTable()) {
    const file = route.page.replace(/^pages\//, '');
    if (!paths.has(file)) paths.set(file, route.path);
  }
  return paths;
}

/** A chunk and everything it imports statically, transitively (manifest keys). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

export async function runBundleSizeBench(): Promise<void> {
  const { dir, temporary } = findDist();
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
    if (!entryKey) throw new Error('The Vite manifest has no entry chunk');
    // Cross-check the manifest against what index.html really loads.
    const entryFile = manifest[entryKey]!.file;
    if (!html.includes(entryFile)) throw new Error(`index.html does not load the manifest entry ${entryFile}`);

    const gzipCache = new Map<string, number>();
    const gzipped = (file: string) => {
      if (!gzipCache.has(file))
        gzipCache.set(file, gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length);
      return gzipCache.get(file)!;
    };
    const jsKb = (keys: Set<string>) =>
      [...keys]
        .map((k) => manifest[k]!.file)
        .filter((f) => f.endsWith('.js'))
        .reduce((sum, f) => sum + gzipped(f), 0) / 1024;

    const entry = staticClosure(manifest, entryKey);
    const paths = routePathsByPage();
    const rows: Record<string, string | number>[] = [];
    for (const [key, chunk] of Object.entries(manifest)) {
      const page = chunk.src?.match(/src\/app\/pages\/([\w-]+)\.tsx$/)?.[1];
      if (!page || !chunk.isDynamicEntry) continue;
      const initial = staticClosure(manifest, key, new Set(entry));
      const kb = jsKb(initial);
      const route = paths.get(page) ?? `(${page})`;
      rows.push({
        route,
        'page chunk (KB gz)': Math.round((gzipped(chunk.file) / 1024) * 10) / 10,
        files: [...initial].filter((k) => manifest[k]!.file.endsWith('.js')).length,
        'initial JS (KB gz)': Math.round(kb * 10) / 10,
        budget: route === '/' ? `${HOME_BUDGET_KB} KB: ${kb <= HOME_BUDGET_KB ? 'ok' : 'OVER'}` : '',
      });
    }
    rows.sort((a, b) =>
      a.route === '/' ? -1 : b.route === '/' ? 1 : Number(b['initial JS (KB gz)']) - Number(a['initial JS (KB gz)']),
    );
    console.log(`\nInitial JavaScript per route, gzipped (zlib level 9), from ${dir}`);
    console.log(`Entry ${entryFile} with its static imports: ${Math.round(jsKb(entry) * 10) / 10} KB`);
    console.table(rows);

    // Where the home route's bytes go, biggest first, so an over-budget figure points at its cause.
    const homeKey = Object.keys(manifest).find((k) => manifest[k]!.src?.endsWith('src/app/pages/home-page.tsx'));
    if (homeKey) {
      const biggest = [...staticClosure(manifest, homeKey, new Set(entry))]
        .map((k) => manifest[k]!)
        .filter((c) => c.file.endsWith('.js'))
        .map((c) => ({
          chunk: c.file,
          source: c.src ?? c.name ?? '',
          'KB gz': Math.round((gzipped(c.file) / 1024) * 10) / 10,
        }))
        .sort((a, b) => b['KB gz'] - a['KB gz'])
        .slice(0, 10);
      console.log('Largest chunks the home route loads first');
      console.table(biggest);
    }
  } finally {
    if (temporary) fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runBundleSizeBench();
}
