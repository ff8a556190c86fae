import axe from 'axe-core';
import { type Page } from '@playwright/test';
import { inDays } from './calendar-days';
import { expect, signUp, test } from './fixtures';
import { readRouteTable, sampleAddress } from '../../apps/web/src/test/route-table-source';
import { NuBatch } from './nu-html-checker';

/**
 * Every route of the app (apps/web/src/app/router.tsx, read by route-table-source.ts), with real values for the
 * parameters. The sweeps below open them one after another in a single page through the app's own router (no
 * reload), so hundreds of screens take about a minute.
 */
const TABLE = readRouteTable();
const ROUTES = [...new Set(TABLE.map((r) => sampleAddress(r.path)))];

/**
 * The table keeps a section's routes together, and a list and an unknown item of it often share a tab title; `visit`
 * knows a screen has arrived by its title changing, else waits 2 s. Taken from the two halves in turn, one screen
 * rarely follows another of its own section.
 */
function interleaved(routes: string[]): string[] {
  const half = Math.ceil(routes.length / 2);
  return routes.slice(0, half).flatMap((route, i) => (i + half < routes.length ? [route, routes[i + half]!] : [route]));
}

/** Screens for signed-in people: a guest is sent to the sign-in screen, already checked as /login. */
const GUARDED = new Set(TABLE.filter((r) => r.guarded).map((r) => sampleAddress(r.path)));

/**
 * Spanish and Arabic (right to left) are read screen by screen in the browser, at a phone's width, signed out and
 * signed in. The other seven languages differ from them only in their catalogues, which
 * apps/web/src/lib/locales.test.ts holds statically: every key, every plural form, a tab title of its own per
 * screen (issue 37: a third of CI time went on reading the same screens seven more times).
 */
const LANGUAGES = ['es', 'ar'];

/** A verified person signed in in this page's browser context, with one item in the cart. */
async function signUpWithCart(page: Page): Promise<void> {
  await signUp(page.request, { name: 'Rocío Rutas' });
  // A cookie-authenticated write must say where it comes from, as a browser's own request does.
  const added = await page.request.post('/api/cart/items', {
    headers: { Origin: new URL(page.url()).origin },
    data: { listingId: 12, startDate: inDays(10), endDate: inDays(13) },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

/** Opens the app once in a language; later routes are reached with `visit`. */
async function openIn(page: Page, language: string) {
  if (!inFlight.has(page)) trackRequests(page);
  await page.addInitScript((lng) => window.localStorage.setItem('vira.language', lng), language);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's unfinished requests, so a sweep can wait for a screen's data and lazy parts. */
function trackRequests(page: Page) {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  // The live-events stream stays open for as long as the page is signed in: it is not a screen's data.
  page.on('request', (r) => {
    if (r.resourceType() !== 'eventsource' && !r.url().endsWith('/api/live')) pending.add(r);
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
}

/** Client-side navigation, then waits until the screen, its words and its data have arrived. */
async function visit(page: Page, path: string) {
  const before = await page.title();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const started = Date.now();
  // The router renders the new screen in a transition, keeping the old one (and its title) until the new one is
  // ready: the title is the sign it has replaced it. Two screens in a row may share a title, hence the time limit,
  // which must outlast a lazy screen's chunk and render on a loaded machine.
  await settle(page, async () => (await page.title()) !== before || Date.now() - started > 2_000);
  // Parts far below the top of a screen render as a person scrolls near them (NearViewport): go down to the end
  // and back, as a person would, then wait for what that brought.
  if (await page.locator('[data-near-viewport="waiting"]').count()) {
    await page.evaluate(async () => {
      for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }
      window.scrollTo(0, 0);
    });
    await settle(page, async () => true);
  }
}

/** Waits until `ready` says so and, for 100 ms, no request of the page's is unfinished and no spinner turns. */
async function settle(page: Page, ready: () => Promise<boolean>) {
  const pending = inFlight.get(page)!;
  let quietSince = Date.now();
  await expect
    .poll(
      async () => {
        const spinning = await page.locator('[role="status"]:has(.animate-spin)').count();
        if (spinning > 0 || pending.size > 0) quietSince = Date.now();
        return (await ready()) && Date.now() - quietSince >= 100;
      },
      { intervals: [25] },
    )
    .toBe(true);
}

/**
 * Text a person can see or hear (visible text, labels, placeholders, titles, alternative text) that looks like a
 * translation key such as `footer.company`. E-mail addresses and web addresses are not keys.
 */
async function keyLikeTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label],[placeholder],[title],img[alt]'))
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(el.getAttribute(attr) ?? '');
    const keyLike = /\b[a-z]+(\.[a-zA-Z_]+)+\b/g;
    return texts.flatMap(
      (text) =>
        text
          .replace(/\S+@\S+/g, ' ')
          .replace(/\b(https?:\/\/)?[\w-]+\.(mx|com|org|net|app)\b\S*/g, ' ')
          .match(keyLike) ?? [],
    );
  });
}

/** Screens wider than the window (the page scrolls sideways). */
async function overflow(page: Page): Promise<string | null> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  return scrollWidth > clientWidth ? `${scrollWidth} > ${clientWidth}` : null;
}

/**
 * axe-core's own rules, run in the page itself. The sweep moves through the app's router without reloading, so the
 * script is put into the page once per load, not per screen; @axe-core/playwright injected it again for every
 * screen and finished each run in a new blank page (about half of this test's time).
 */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // WCAG 2.5.3 Label in Name: axe tags this rule `experimental` as well, and a tag filter leaves experimental
      // rules out, so it runs only when named.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    } satisfies axe.RunOptions,
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('every route', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const language of LANGUAGES) {
    test(`${language}: no translation key on any screen, each tab has its own title, and at 390 px nothing overflows, axe finds nothing serious, the Nu HTML checker no error and every table header has a scope`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const problems: string[] = [];
      const nu = new NuBatch(testInfo.outputPath('nu'));
      const sweep = async (who: string) => {
        const titles = new Map<string, string>();
        for (const path of interleaved(who === 'guest' ? ROUTES.filter((r) => !GUARDED.has(r)) : ROUTES)) {
          await visit(page, path);
          for (const key of await keyLikeTexts(page)) problems.push(`${who} ${path}: key-like text '${key}'`);
          titles.set(path, await page.title());
          // Signed in, a public screen differs only by the header's account menu: '/' and '/cart' check that.
          if (who !== 'guest' && !GUARDED.has(path) && path !== '/' && path !== '/cart') continue;
          const wide = await overflow(page);
          if (wide) problems.push(`${who} ${path}: wider than the screen, ${wide}`);
          for (const v of await seriousAxeViolations(page)) problems.push(`${who} ${path}: axe ${v}`);
          await nu.add(`${who} ${path}`, await page.content());
          // A header cell says whether it heads a column or a row, so a screen reader can name a cell's headers.
          const unscoped = await page.locator('th:not([scope])').count();
          if (unscoped) problems.push(`${who} ${path}: ${unscoped} table header(s) without scope`);
        }
        // Each screen names itself (the two dashboard addresses are one screen, a profile's bare and readable
        // addresses are one, a tender the sample OCID names no tender of, and so on); a guest is sent to the
        // sign-in screen from the signed-in ones.
        const distinct = new Set(titles.values()).size;
        if (who !== 'guest' && distinct < ROUTES.length - 8)
          problems.push(`${who}: only ${distinct} different titles: ${[...titles.values()].join(' | ')}`);
        if (titles.get('/no-such-page') === titles.get('/')) problems.push(`${who}: the 404 has the home title`);
      };
      await openIn(page, language);
      // The toast region is read out by screen readers: in the page's language (sonner's default is English;
      // French happens to share the word). The toaster mounts with the first toast: a guest's heart makes one.
      await visit(page, '/search');
      await page.getByTestId('favorite-button').first().click();
      const region = await page.locator('section[aria-label*="Alt+T"]').getAttribute('aria-label');
      if (region?.startsWith('Notifications')) problems.push(`toast region still in English: ${region}`);
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
      await sweep('guest');
      await signUpWithCart(page);
      await page.reload();
      // `visit` tells a new screen by its title: the reload's own first screen must be there before the sweep.
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await sweep('signed in');
      for (const error of await nu.errors()) problems.push(`nu ${error}`);
      expect(problems).toEqual([]);
    });
  }
});
