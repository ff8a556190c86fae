import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY } from '@vira/domain/locales';
import { FALLBACK_LOCALE, firstScreenFiles, preloadScript, STORAGE_KEY } from './first-screen-preload';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports, isEntry }) as unknown as OutputChunk;

function bundleOf(...chunks: OutputChunk[]): OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c])) as OutputBundle;
}

const bundle = bundleOf(
  chunk('assets/index.js', '/w/src/main.tsx', ['assets/shared.js'], true),
  chunk('assets/shared.js', null),
  chunk('assets/home-page.js', '/w/src/app/pages/home-page.tsx', ['assets/index.js', 'assets/icon.js']),
  chunk('assets/search-page.js', '/w/src/app/pages/search-page.tsx', [
    'assets/index.js',
    'assets/icon.js',
    'assets/heart.js',
  ]),
  chunk('assets/icon.js', null, ['assets/index.js']),
  chunk('assets/heart.js', null, ['assets/shared.js', 'assets/icon.js']),
  chunk('assets/bundle-mjs.js', '/w/node_modules/tailwind-merge/dist/bundle-mjs.mjs'),
  chunk('assets/es.js', '/w/src/lib/catalogues/es.ts', ['assets/index.js']),
  chunk('assets/ar.js', '/w/src/lib/catalogues/ar.ts', ['assets/index.js']),
);

/** Runs the inline script against a stand-in document; the hrefs it asked for, and the number formats it created later. */
function runWithFormats(script: string, pathname: string, stored: string | null) {
  const links: { rel: string; href: string }[] = [];
  const document = {
    createElement: () => ({}),
    head: { appendChild: (l: { rel: string; href: string }) => links.push(l) },
  };
  const localStorage = { getItem: () => stored };
  const later: (() => void)[] = [];
  const formats: string[] = [];
  const Intl = {
    NumberFormat: class {
      constructor(locale: string) {
        formats.push(locale);
      }
      format() {
        return '0';
      }
    },
  };
  new Function('document', 'localStorage', 'location', 'setTimeout', 'Intl', script)(
    document,
    localStorage,
    { pathname },
    (task: () => void) => later.push(task),
    Intl,
  );
  expect(links.every((l) => l.rel === 'modulepreload')).toBe(true);
  // Not while the HTML is parsed: in a task of its own.
  expect(formats).toEqual([]);
  later.forEach((task) => task());
  return { hrefs: links.map((l) => l.href), formats };
}

const run = (script: string, pathname: string, stored: string | null) => runWithFormats(script, pathname, stored).hrefs;

describe('first-screen preload (decision 031)', () => {
  it("lists each first screen's files that the entry does not bring, and tailwind-merge where the screen waits for it", () => {
    const { pages, words } = firstScreenFiles(bundle, ['/', '/search']);
    expect(pages['/']).toEqual(['assets/home-page.js', 'assets/icon.js']);
    expect(pages['/search']).toEqual([
      'assets/search-page.js',
      'assets/icon.js',
      'assets/heart.js',
      'assets/bundle-mjs.js',
    ]);
    expect(words).toEqual({ es: 'assets/es.js', ar: 'assets/ar.js' });
  });

  it("asks for the path's files and the stored language's words, always with the fallback's", () => {
    const script = preloadScript(firstScreenFiles(bundle, ['/', '/search']));
    expect(run(script, '/', null)).toEqual(['/assets/home-page.js', '/assets/icon.js', '/assets/es.js']);
    expect(run(script, '/search', 'ar')).toEqual([
      '/assets/search-page.js',
      '/assets/icon.js',
      '/assets/heart.js',
      '/assets/bundle-mjs.js',
      '/assets/es.js',
      '/assets/ar.js',
    ]);
    // An unknown stored language gets the fallback's words; another screen loads as it always did.
    expect(run(script, '/', 'xx')).toEqual(['/assets/home-page.js', '/assets/icon.js', '/assets/es.js']);
    expect(run(script, '/favorites', 'ar')).toEqual([]);
  });

  it("loads the number locale data of the person's language in a task of its own, on every path", () => {
    const script = preloadScript(firstScreenFiles(bundle, ['/', '/search']));
    expect(runWithFormats(script, '/search', null).formats).toEqual(['es-MX']);
    expect(runWithFormats(script, '/', 'ar').formats).toEqual(['ar']);
    expect(runWithFormats(script, '/favorites', 'xx').formats).toEqual(['es-MX']);
  });

  it('reads the same storage key and fallback language as the app', () => {
    expect(STORAGE_KEY).toBe(LOCALE_STORAGE_KEY);
    expect(FALLBACK_LOCALE).toBe(DEFAULT_LOCALE);
  });
});
