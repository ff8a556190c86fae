import { QueryClientProvider } from '@tanstack/react-query';
import type { Listing } from '@vira/domain/listing';
import { LOCALES, DEFAULT_LOCALE, type Locale } from '@vira/domain/locales';
import type { PublicConfig } from '@vira/domain/public-config';
import type { ReviewPage } from '@vira/domain/review';
import i18next, { type i18n } from 'i18next';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { matchRoutes } from 'react-router';
import { AppRoutes, routeTable } from './app/router';
import { loadMerge } from './lib/cn';
import { CurrencyProvider } from './lib/currency';
import { createQueryClient } from './lib/query-client';
import { configKeys } from './lib/queries/config-queries';
import { listingKeys } from './lib/queries/listing-queries';
import { reviewKeys } from './lib/queries/review-queries';

/**
 * The server's side of the public pages (decision 044): the API renders a page with the app's own components, the
 * query cache filled with what it read, and hands the browser that cache so the same components hydrate it.
 * Built by `vite build --ssr` into dist-ssr/entry-server.js, which the API imports.
 */

const catalogues = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

const instances = new Map<Locale, Promise<i18n>>();

/** One i18next per language with every namespace in memory: nothing suspends on words on the server. */
function translator(locale: Locale): Promise<i18n> {
  let made = instances.get(locale);
  if (!made) {
    const resources: Record<string, Record<string, Record<string, unknown>>> = {};
    for (const [file, words] of Object.entries(catalogues)) {
      const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
      if (!language || !namespace) continue;
      (resources[language] ??= {})[namespace] = words;
    }
    const instance = i18next.createInstance();
    made = instance
      .use(initReactI18next)
      .init({
        lng: locale,
        fallbackLng: DEFAULT_LOCALE,
        supportedLngs: [...LOCALES],
        resources,
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
        initAsync: false,
      })
      .then(() => instance);
    instances.set(locale, made);
  }
  return made;
}

const RENDER_TIMEOUT_MS = 2_000;

export interface PageInput {
  /** The address as asked, path and query: the router renders the screen it names. */
  url: string;
  locale: Locale;
  /** A listing page's listing and the first page of its reviews (5 a page, as the panel asks). */
  listing?: Listing;
  reviews?: ReviewPage;
  /** The support contacts the header and footer show (`GET /api/config/public`). */
  config?: PublicConfig;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** What the query cache held, for `<script id="vira-state" type="application/json">`. */
  queries: { key: readonly unknown[]; data: unknown }[];
}

export async function renderPage(input: PageInput): Promise<RenderedPage> {
  const [i18n] = await Promise.all([translator(input.locale), loadMerge()]);
  const queryClient = createQueryClient();
  const queries: RenderedPage['queries'] = [];
  // What the shell reads after the first paint is there from the start: the footer, hydrated then, must find
  // exactly what the server wrote.
  if (input.config) queries.push({ key: configKeys.public, data: input.config });
  if (input.listing) queries.push({ key: listingKeys.one(input.listing.id), data: input.listing });
  if (input.listing && input.reviews) {
    queries.push({ key: reviewKeys.page({ type: 'item', itemId: input.listing.id }, 1, 5), data: input.reviews });
  }
  for (const { key, data } of queries) queryClient.setQueryData(key, data);
  const { prelude } = await prerender(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <CurrencyProvider>
            <StaticRouter location={input.url}>
              <AppRoutes />
            </StaticRouter>
          </CurrencyProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
    // A part that never settles must not hold the request: what is ready by then is sent, the rest hydrates later.
    // One piece of markup, every boundary inline: no script of React's to reveal outlined parts (the page allows none).
    { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await new Response(prelude).text(), queries };
}

/** Whether a path is one of the app's screens rather than its not-found screen (the server answers that one 404). */
export function isAppPath(pathname: string): boolean {
  const match = matchRoutes(routeTable, pathname)?.[0]?.route;
  return match !== undefined && match.path !== '*';
}
