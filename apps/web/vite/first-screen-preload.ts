import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { readRouteTable } from '../src/test/route-table-source.ts';
import { intlLocale } from '../src/lib/intl-locale.ts';
import { loadedWith } from './screen-chunk-group.ts';

/**
 * Screens whose chunks and words are fetched while the entry downloads (decision 031). Only the home page: on
 * `/search` the earlier arrival moved its start-up work into longer tasks (total blocking time 248 -> 442 ms, LCP
 * 2.97 -> 2.69 s, score 87 -> 83, median of 9 alternated runs), so it loads as before.
 */
export const PRELOADED_PATHS = ['/'];
/** As LOCALE_STORAGE_KEY and DEFAULT_LOCALE in @vira/domain/locales (the config cannot load the domain's TypeScript). */
export const STORAGE_KEY = 'vira.language';
export const FALLBACK_LOCALE = 'es';

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');

/** For each preloaded path, the files of its screen that the entry does not already bring; for each language, its words. */
export function firstScreenFiles(bundle: OutputBundle, paths = PRELOADED_PATHS) {
  const chunks = chunksOf(bundle);
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('first-screen preload: no entry chunk');
  const withEntry = loadedWith(bundle, entry.fileName);
  const routes = readRouteTable();
  const mergeChunk = chunks.find((c) => c.facadeModuleId?.includes('/node_modules/tailwind-merge/'));
  if (!mergeChunk) throw new Error('first-screen preload: no tailwind-merge chunk');
  const pages: Record<string, string[]> = {};
  for (const path of paths) {
    const route = routes.find((r) => r.path === path);
    const chunk = route && chunks.find((c) => c.facadeModuleId?.endsWith(`/src/app/${route.page}.tsx`));
    if (!chunk) throw new Error(`first-screen preload: no chunk for ${path}`);
    // A screen not marked beforeMerge also waits for tailwind-merge (lib/cn.ts).
    const merge = route.beforeMerge ? [] : [mergeChunk.fileName];
    pages[path] = [...loadedWith(bundle, chunk.fileName), ...merge].filter((file) => !withEntry.has(file));
  }
  const words: Record<string, string> = {};
  for (const chunk of chunks) {
    const language = /\/src\/lib\/catalogues\/([a-z]+)\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
    if (language) words[language] = chunk.fileName;
  }
  if (!words[FALLBACK_LOCALE]) throw new Error('first-screen preload: no words for the fallback language');
  return { pages, words };
}

/**
 * A classic script run while the HTML is parsed: it asks for the first screen's chunks and the person's words with
 * `<link rel="modulepreload">` (fetched and parsed, not run), so they arrive beside the entry instead of after it
 * has run. The fallback language's words are always needed (i18next loads them too).
 *
 * On every path it also creates the person's first number format in a task of its own. The browser's first
 * `Intl.NumberFormat` of a page loads its locale data: 35–50 ms of one task on this machine, 135–200 ms at Lighthouse's
 * 4× slower CPU. Run by the app, that task came after the first paint and counted as blocking time on `/search`;
 * here it runs while the entry is still on the network and the main thread has nothing else to do (decision 031).
 */
export function preloadScript({ pages, words }: ReturnType<typeof firstScreenFiles>): string {
  const numberLocales = Object.fromEntries(Object.keys(words).map((language) => [language, intlLocale(language)]));
  return (
    `(function(){var p=${JSON.stringify(pages)},w=${JSON.stringify(words)},n=${JSON.stringify(numberLocales)},l;` +
    `try{l=localStorage.getItem(${JSON.stringify(STORAGE_KEY)})}catch(e){}` +
    `setTimeout(function(){try{new Intl.NumberFormat(n[l]||n[${JSON.stringify(FALLBACK_LOCALE)}]).format(0)}catch(e){}});` +
    `var f=p[location.pathname];if(!f)return;f=f.concat(w[${JSON.stringify(FALLBACK_LOCALE)}]);` +
    `if(l&&w[l]&&f.indexOf(w[l])<0)f.push(w[l]);` +
    `f.forEach(function(h){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';` +
    `k.href='/'+h;document.head.appendChild(k)})})()`
  );
}

export function firstScreenPreload(): Plugin {
  return {
    name: 'vira-first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        // Before the entry's tag and the stylesheet: a classic script after a stylesheet waits for it.
        return html.replace(
          /(\s*)<script type="module"/,
          `$1<script>${preloadScript(firstScreenFiles(bundle))}</script>$1<script type="module"`,
        );
      },
    },
  };
}
