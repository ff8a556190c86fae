import fs from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'hono';
import { addressLocale } from '@vira/domain/listing-address';
import { isLocale, localeFromAcceptLanguage, type Locale } from '@vira/domain/locales';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { localize } from '../../i18n/localized';
import { toPublicConfig } from '../public-config';
import { headTags } from './page-head';
import { homeStructuredData } from './home-structured-data';
import { scriptJson } from './html-text';
import { pageDocument } from './page-document';
import { loadPageRenderer, type PageRenderer } from './page-renderer';
import { INFO_PAGES } from '@vira/domain/public-addresses';
import { lookUpAidRequestPage } from './aid-request-page.service';
import { lookUpCategoryPage } from './category-page.service';
import { infoPage } from './info-page.service';
import { listingAddressOf, lookUpListingPage } from './listing-page.service';
import { lookUpProfilePage } from './profile-page.service';
import { humanitarianPage, servicesPage } from './section-pages.service';
import type { PageLookup } from './public-page';
import { lookUpTenderPage } from './tender-page.service';
import { registerLinkPreviews } from './link-preview.routes';
import { cachedPage, PUBLIC_PAGE_CACHE_CONTROL, renderedPages, sendPublicPage } from './public-page-cache';
import {
  categoriesSitemap,
  keyedSitemap,
  listingsSitemap,
  robotsTxt,
  screensSitemap,
  sitemapIndex,
  type KeyedSitemap,
} from './sitemap';
import { publicPageMessages } from './public-pages.messages';

/** A page without a language in its address is in the browser's; caches keep one copy per language asked. */
function requestLocale(c: Context, addressLocale: Locale | null): Locale {
  if (addressLocale) return addressLocale;
  c.header('Vary', 'Accept-Language');
  return localeFromAcceptLanguage(c.req.header('accept-language'));
}

export interface PublicPages {
  /** The not-found page with status 404 (or 410), for any address the app has no screen for. */
  notFound(c: Context, status?: 404 | 410): Promise<Response>;
  isAppPath(pathname: string): Promise<boolean>;
}

/**
 * Public pages rendered on the server from the app's own components (decision 044): listing pages, the moves from
 * old addresses to them, and the not-found page. Null when the web app or its server build is not there.
 */
export function registerPublicPages(app: App, deps: AppDeps): PublicPages | null {
  const indexFile = path.join(deps.env.WEB_DIST_DIR, 'index.html');
  if (!fs.existsSync(deps.env.WEB_SSR_ENTRY) || !fs.existsSync(indexFile)) return null;
  const template = fs.readFileSync(indexFile, 'utf8');
  // Imported on the first page asked for, not at start: the API's own routes never wait for React.
  const load = async () => (await loadPageRenderer(deps.env.WEB_SSR_ENTRY))!;
  const origin = deps.env.PUBLIC_URL.replace(/\/$/, '');
  const db = deps.database.db;

  const config = toPublicConfig(deps.env);
  const render = async (input: Parameters<PageRenderer['renderPage']>[0], head: string) => {
    const page = await (await load()).renderPage({ ...input, config });
    const state = page.queries;
    return pageDocument(template, { locale: input.locale, head, html: page.html, state, notFound: input.notFound });
  };

  const notFound = async (c: Context, status: 404 | 410 = 404) => {
    // The page is in the address's language when it names one, and its links keep it, as the app's would.
    const inAddress = addressLocale(c.req.path);
    const locale = requestLocale(c, inAddress);
    const key = `not-found:${locale}:${inAddress ?? ''}`;
    let page = renderedPages.get(key);
    if (!page) {
      const head = `<title>${localize(publicPageMessages.notFoundTitle, locale)}</title>\n    <meta name="robots" content="noindex" />`;
      // Rendered as the not-found screen whatever screen the path names (an unknown profile's path is the profile
      // screen's): the browser is told so (`data-not-found`) and hydrates that screen, not the profile's.
      const url = `${inAddress ? `/${inAddress}` : ''}/no-such-page`;
      page = cachedPage(await render({ url, locale, notFound: true }, head), new Date());
      renderedPages.set(key, page);
    }
    return sendPublicPage(c, page, status);
  };

  /** Answers a public page found by `lookUp`: the rendered page (kept per version and language), 301, 410 or 404. */
  const servePage = async (c: Context, addressLocale: Locale | null, found: PageLookup): Promise<Response> => {
    if (found.kind === 'moved') return c.redirect(found.to, 301);
    if (found.kind === 'gone') return notFound(c, 410);
    if (found.kind === 'missing') return notFound(c, 404);
    if (found.kind === 'private') {
      // The app itself, rendered in the browser for whoever may see the thing; nobody may index or keep it.
      c.header('Cache-Control', 'private, no-cache');
      c.header('X-Robots-Tag', 'noindex');
      return c.html(template, 404);
    }
    const locale = requestLocale(c, addressLocale);
    const key = [found.version, locale, addressLocale ?? ''].join(':');
    let page = renderedPages.get(key);
    if (!page) {
      const renderer = await load();
      const data = typeof found.data === 'function' ? await found.data() : found.data;
      const words = (key: string, values?: Record<string, unknown>) => renderer.translate(locale, key, values);
      const head = headTags(await found.head({ locale, addressLocale, origin, words }, data));
      const url = new URL(c.req.url).pathname;
      page = cachedPage(await render({ url, locale, ...data }, head), found.updatedAt);
      renderedPages.set(key, page);
    }
    return sendPublicPage(c, page);
  };

  /** A public page's route with and without a language first (`/en/...`); an unknown language is a 404. */
  const publicRoute = (
    path: string,
    lookUp: (c: Context, addressLocale: Locale | null) => Promise<PageLookup | null>,
  ) => {
    const serve = async (c: Context, next: Next, addressLocale: Locale | null) => {
      // A NUL names no page (and PostgreSQL cannot be asked about it).
      if (/%00/i.test(c.req.url) || c.req.path.includes('\0')) return notFound(c);
      const found = await lookUp(c, addressLocale);
      return found ? servePage(c, addressLocale, found) : next();
    };
    app.get(path, (c, next) => serve(c, next, null));
    app.get(`/:lang${path}`, (c, next) => {
      const lang = c.req.param('lang');
      return isLocale(lang) ? serve(c, next, lang) : notFound(c);
    });
  };

  publicRoute('/listings/:segment', (c, l) => lookUpListingPage(db, c.req.param('segment')!, l));
  publicRoute('/profile/:userId', (c, l) => lookUpProfilePage(db, c.req.param('userId')!, null, l));
  publicRoute('/profile/:userId/:slug', (c, l) =>
    lookUpProfilePage(db, c.req.param('userId')!, c.req.param('slug')!, l),
  );
  publicRoute('/categories/:segment', (c, l) => lookUpCategoryPage(db, c.req.param('segment')!, l));
  publicRoute('/humanitarian/:segment', (c, l) => lookUpAidRequestPage(deps, c.req.param('segment')!, l));
  publicRoute('/government-contracts/:ocid', (c, l) => lookUpTenderPage(db, c.req.param('ocid')!, null, l));
  publicRoute('/government-contracts/:ocid/:slug', (c, l) =>
    lookUpTenderPage(db, c.req.param('ocid')!, c.req.param('slug')!, l),
  );
  for (const page of INFO_PAGES) publicRoute(page, async () => infoPage(page));
  // The sections' first screens (decision 059). An address with a query (a listing's dialog over the screen, a
  // search) is the app's own: the server renders the screen as it first looks, with nothing open over it.
  const withoutQuery = (c: Context) => !new URL(c.req.url).search;
  publicRoute('/services', async (c) => (withoutQuery(c) ? servicesPage(db) : null));
  publicRoute('/humanitarian', async (c) => (withoutQuery(c) ? humanitarianPage(db) : null));

  // The tender list used to open one tender with `?ocid=`: that link leads to the tender's page now.
  app.get('/government-contracts', async (c, next) => {
    const query = new URL(c.req.url).searchParams;
    const ocid = query.get('ocid');
    if ([...query.keys()].length !== 1 || !ocid) return next();
    const found = await lookUpTenderPage(db, ocid, null, null);
    return found.kind === 'moved' ? c.redirect(found.to, 301) : next();
  });

  // A link shared before listings had addresses (`/?listing=12`, `/search?listing=12`) leads to the page now. An
  // address that carries more (a search, a tab) is the app's own, with the dialog over that screen.
  for (const route of ['/', '/search']) {
    app.get(route, async (c, next) => {
      const query = new URL(c.req.url).searchParams;
      const id = query.get('listing');
      if ([...query.keys()].length !== 1 || !id || !/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2_147_483_647) {
        return next();
      }
      const to = await listingAddressOf(db, Number(id));
      return to ? c.redirect(to, 301) : next();
    });
  }

  // The home page stays the app's own first screen (decision 031); its head tells search engines and link
  // previews who Vira is and how to search it.
  const home = cachedPage(
    template.replace(
      '</head>',
      () =>
        `  <link rel="canonical" href="${origin}/" />
    <meta property="og:site_name" content="Vira" />
    <meta property="og:type" content="website" />
    <meta property="og:url" content="${origin}/" />
    <meta property="og:title" content="Vira" />
    <meta name="twitter:card" content="summary" />
    ${homeStructuredData(origin)
      .map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`)
      .join('\n    ')}
  </head>`,
    ),
    new Date(),
  );
  app.get('/', (c, next) => (new URL(c.req.url).search ? next() : sendPublicPage(c, home)));

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
    return c.text(robotsTxt(origin));
  });
  const xml = (c: Context, body: string | ReadableStream<Uint8Array>) => {
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
    return c.body(body);
  };
  app.get('/sitemap.xml', async (c) => xml(c, await sitemapIndex(db, origin)));
  app.get('/sitemaps/pages.xml', (c) => xml(c, screensSitemap(origin)));
  app.get('/sitemaps/categories.xml', async (c) => xml(c, await categoriesSitemap(db, origin)));
  app.get('/sitemaps/:file', (c) => {
    const [, name, page] =
      /^(listings|profiles|aid-requests|tenders)-([1-9][0-9]{0,5})\.xml$/.exec(c.req.param('file')) ?? [];
    if (!name || !page) return notFound(c);
    return xml(
      c,
      name === 'listings'
        ? listingsSitemap(db, origin, Number(page))
        : keyedSitemap(db, origin, name as KeyedSitemap, Number(page)),
    );
  });

  // The link previews' pictures (og:image) of listings, profiles and categories.
  registerLinkPreviews(app, deps, notFound, async (locale, key) => (await load()).translate(locale, key));

  return { notFound, isAppPath: async (pathname) => (await load()).isAppPath(pathname) };
}
