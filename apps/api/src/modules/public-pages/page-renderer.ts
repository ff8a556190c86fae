import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { AidList, AidRequestDetail } from '@vira/domain/aid';
import type { Listing } from '@vira/domain/listing';
import type { Locale } from '@vira/domain/locales';
import type { PublicProfile } from '@vira/domain/profile';
import type { PublicConfig } from '@vira/domain/public-config';
import type { ReviewPage } from '@vira/domain/review';
import type { SearchResponse } from '@vira/domain/search';
import type { ServicesResponse } from '@vira/domain/service';
import type { TenderDetail } from '@vira/domain/tender';

/** What a page's components read, put in the query cache before rendering (entry-server.tsx). */
export interface PageData {
  listing?: Listing;
  reviews?: ReviewPage;
  profile?: PublicProfile;
  category?: { id: string; listings: SearchResponse };
  aidRequest?: AidRequestDetail;
  tender?: TenderDetail;
  /** `/services`' first search, without filters. */
  services?: ServicesResponse;
  /** `/humanitarian`'s first page of published requests. */
  aidRequests?: AidList;
}

/** What the web app's server entry (apps/web/src/entry-server.tsx) offers; the API never imports web source. */
export interface PageRenderer {
  renderPage(input: PageData & { url: string; locale: Locale; config?: PublicConfig; notFound?: boolean }): Promise<{
    html: string;
    queries: { key: readonly unknown[]; data: unknown }[];
  }>;
  /** A text of the web app's catalogues (`shell:titles.help`): the head says what the page says. */
  translate(locale: Locale, key: string, values?: Record<string, unknown>): Promise<string>;
  /** Whether the app has a screen at this path (else it is the not-found screen, and the answer a 404). */
  isAppPath(pathname: string): boolean;
}

const loaded = new Map<string, Promise<PageRenderer | null>>();

/** The server entry, imported once per file; null when the web app's server build is not there. */
export function loadPageRenderer(entry: string): Promise<PageRenderer | null> {
  let renderer = loaded.get(entry);
  if (!renderer) {
    renderer = fs.existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<PageRenderer>)
      : Promise.resolve(null);
    loaded.set(entry, renderer);
  }
  return renderer;
}
