/**
 * After `vite build`: the first screen of `/` and `/search` as static HTML (decision 031, amended), so a phone
 * paints the page before the JavaScript has arrived. Each route's HTML is dist/index.html with:
 * - the route rendered by react-dom/server in the default language (Spanish), wrapped in `[data-prerendered]`;
 * - a tiny inline script that hides that markup when the person chose another language (the language lives in
 *   localStorage, which the server never sees), so nobody sees Spanish flash before their own language;
 * - the CSS the markup uses inline (beasties), the full stylesheet moved to the end of the body;
 * - modulepreload of the route's chunk and its words, fetched beside the entry rather than after it runs.
 * The server picks the file by path (dist/prerendered/pages.json) and allows the inline scripts by their hashes.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY } from '@vira/domain/locales';
import Beasties from 'beasties';
import { build } from 'vite';

const WEB_DIR = path.resolve(import.meta.dirname, '..');
const DIST = path.join(WEB_DIR, 'dist');
const OUT = path.join(DIST, 'prerendered');
/** Route → file. The routes whose first screen matters most on a phone (issue 13 item 7). */
const PAGES: Record<string, string> = { '/': 'home.html', '/search': 'search.html' };

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const HIDE_IF_NOT_DEFAULT = `try{var l=localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)});if(l&&l!==${JSON.stringify(DEFAULT_LOCALE)})document.documentElement.setAttribute('data-prerender','off')}catch(e){}`;
const HIDE_STYLE = 'html[data-prerender=off] [data-prerendered]{visibility:hidden}';

function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, into);
  return into;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Renders one route in a node process of its own: rendering to a string starts the imports of lazy parts (the
 * footer, the map) and draws their placeholders, as the browser's first render does, but a later route in the
 * same process would find them loaded and draw them, which the browser's first render would not.
 * Some lazy modules need a browser to even load (Leaflet reads `window`); they stay placeholders, so their
 * failure to load there is expected. The query client's timers would keep node waiting: it exits when done.
 */
function renderInOwnProcess(bundle: string, route: string): { html: string; title: string } {
  const code = `process.on('unhandledRejection', () => {});
    const { renderRoute } = await import(${JSON.stringify(pathToFileURL(bundle).href)});
    process.stdout.write(JSON.stringify(await renderRoute(${JSON.stringify(route)})));
    process.exit(0);`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: WEB_DIR,
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out.toString('utf8')) as { html: string; title: string };
}

async function main() {
  // Inside the workspace, so the server bundle finds react, i18next… in node_modules.
  const ssrDir = fs.mkdtempSync(path.join(WEB_DIR, 'node_modules/.vira-prerender-'));
  try {
    await build({
      root: WEB_DIR,
      logLevel: 'warn',
      build: { ssr: 'src/app/prerender.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false },
    });
    const template = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
    const entry = Object.keys(manifest).find((k) => k === 'index.html')!;
    const loadedByEntry = closure(manifest, entry);
    const router = fs.readFileSync(path.join(WEB_DIR, 'src/app/router.tsx'), 'utf8');
    const beasties = new Beasties({ path: DIST, publicPath: '/', preload: 'body', pruneSource: false, logLevel: 'warn' });

    fs.rmSync(OUT, { recursive: true, force: true });
    fs.mkdirSync(OUT, { recursive: true });
    const scriptHashes = new Set<string>();
    for (const [route, file] of Object.entries(PAGES)) {
      const { html, title } = renderInOwnProcess(path.join(ssrDir, 'prerender.js'), route);
      // The route's page chunk (its import in router.tsx) and the words of the first screen.
      const pageModule = router.match(new RegExp(`path: '${route}',[^}]*Component: (\\w+)`))?.[1];
      const pageFile = pageModule && router.match(new RegExp(`const ${pageModule} = page\\(\\(\\) => import\\('\\./(pages/[\\w-]+)'\\)\\)`))?.[1];
      const words = router.match(new RegExp(`path: '${route}',[^}]*words: \\[([^\\]]*)\\]`))?.[1] ?? '';
      const keys = [
        ...(pageFile ? closure(manifest, `src/app/${pageFile}.tsx`) : []),
        ...closure(manifest, `src/lib/catalogues/${DEFAULT_LOCALE}.ts`),
        ...[...words.matchAll(/'([\w-]+)'/g)].map((m) => `src/locales/${DEFAULT_LOCALE}/${m[1]}.json`),
      ].filter((k) => manifest[k] && !loadedByEntry.has(k));
      const preloads = [...new Set(keys)]
        .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]!.file}">`)
        .join('');
      let page = template
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
        .replace(
          '<meta charset="UTF-8" />',
          `<meta charset="UTF-8" /><script>${HIDE_IF_NOT_DEFAULT}</script>`,
        )
        .replace('</head>', `${preloads}</head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root"><div data-prerendered style="display:contents">${html}</div></div>`,
        );
      // After beasties, which would drop this rule: nothing matches it at build time.
      page = (await beasties.process(page)).replace('</script>', `</script><style>${HIDE_STYLE}</style>`);
      for (const m of page.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
        if (m[1]) scriptHashes.add(`'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
      }
      fs.writeFileSync(path.join(OUT, file), page);
      console.log(`prerendered ${route} → dist/prerendered/${file} (${(page.length / 1024).toFixed(1)} KB)`);
    }
    fs.writeFileSync(
      path.join(OUT, 'pages.json'),
      `${JSON.stringify({ pages: PAGES, scriptHashes: [...scriptHashes] }, null, 2)}\n`,
    );
  } finally {
    fs.rmSync(ssrDir, { recursive: true, force: true });
  }
}

await main();
