import { QueryClientProvider } from '@tanstack/react-query';
import type { AidList, AidRequestDetail } from '@vira/domain/aid';
import type { Listing } from '@vira/domain/listing';
import { LOCALES, DEFAULT_LOCALE, type Locale } from '@vira/domain/locales';
import type { PublicProfile } from '@vira/domain/profile';
import { AID_LIST_PAGE_SIZE, categoryListingsQuery } from '@vira/domain/public-addresses';
import type { PublicConfig } from '@vira/domain/public-config';
import type { ReviewPage } from '@vira/domain/review';
import type { SearchResponse } from '@vira/domain/search';
import type { ServicesResponse } from '@vira/domain/service';
import type { TenderDetail } from '@vira/domain/tender';
import i18next, { type i18n } from 'i18next';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { matchRoutes } from 'react-router';
import { AppRoutes, appRoutes } from './app/router';
import { loadMerge } from './lib/cn';
import { CurrencyProvider } from './lib/currency';
import { createQueryClient } from './lib/query-client';
import { aidKeys } from './lib/queries/aid-queries';
import { configKeys } from './lib/queries/config-queries';
import { listingKeys } from './lib/queries/listing-queries';
import { profileKeys } from './lib/queries/profile-queries';
import { reviewKeys } from './lib/queries/review-queries';
import { searchKeys } from './lib/queries/search-queries';
import { serviceKeys } from './lib/queries/service-queries';
import { tenderKeys } from './lib/queries/tender-queries';

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
  /** A profile page's person (`GET /api/profiles/{userId}`), with the first page of their reviews in `reviews`. */
  profile?: PublicProfile;
  /** A category page's first listings (`GET /api/search?<categoryListingsQuery>`). */
  category?: { id: string; listings: SearchResponse };
  /** An aid request page's request as anyone signed out sees it (`GET /api/aid/requests/{id}`). */
  aidRequest?: AidRequestDetail;
  /** A tender page's tender as anyone signed out sees it (`GET /api/tenders/{ocid}`). */
  tender?: TenderDetail;
  /** `/services`' first search: no filter (`GET /api/services`). */
  services?: ServicesResponse;
  /** `/humanitarian`'s first page of published requests (`GET /api/aid/requests?limit=<AID_LIST_PAGE_SIZE>`). */
  aidRequests?: AidList;
  /** The server answers the address 404: the not-found screen is rendered whatever screen the path names. */
  notFound?: boolean;
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
  if (input.profile) queries.push({ key: profileKeys.public(input.profile.userId), data: input.profile });
  if (input.profile && input.reviews) {
    queries.push({ key: reviewKeys.page({ type: 'user', userId: input.profile.userId }, 1, 5), data: input.reviews });
  }
  if (input.category) {
    queries.push({ key: searchKeys.results(categoryListingsQuery(input.category.id)), data: input.category.listings });
  }
  if (input.aidRequest) queries.push({ key: aidKeys.detail(input.aidRequest.id), data: input.aidRequest });
  if (input.tender) queries.push({ key: tenderKeys.detail(input.tender.ocid), data: input.tender });
  // Under the very keys the screens ask with as they first render (no filter yet), so they find them and ask nothing.
  if (input.services) queries.push({ key: serviceKeys.search({}), data: input.services });
  if (input.aidRequests) {
    queries.push({
      key: aidKeys.list({ limit: AID_LIST_PAGE_SIZE }),
      data: { pages: [input.aidRequests], pageParams: [null] },
    });
  }
  for (const { key, data } of queries) queryClient.setQueryData(key, data);
  const { prelude } = await prerender(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <CurrencyProvider>
            <StaticRouter location={input.url}>
              <AppRoutes notFound={input.notFound} />
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

/** A text of the app's catalogues in a language (`shell:titles.help`), for the head the server writes. */
export async function translate(locale: Locale, key: string, values: Record<string, unknown> = {}): Promise<string> {
  // The key comes from the API's code, not typed against the catalogues: a missing one is caught by its tests.
  const t = (await translator(locale)).t as (key: string, values: Record<string, unknown>) => string;
  return t(key, values);
}

/** Whether a path is one of the app's screens rather than its not-found screen (the server answers that one 404). */
export function isAppPath(pathname: string): boolean {
  const match = matchRoutes(appRoutes, pathname)?.[0]?.route;
  return match !== undefined && match.path !== '*';
}
