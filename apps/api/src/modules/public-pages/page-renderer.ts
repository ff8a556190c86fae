import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Listing } from '@vira/domain/listing';
import type { Locale } from '@vira/domain/locales';
import type { PublicConfig } from '@vira/domain/public-config';
import type { ReviewPage } from '@vira/domain/review';

/** What the web app's server entry (apps/web/src/entry-server.tsx) offers; the API never imports web source. */
export interface PageRenderer {
  renderPage(input: {
    url: string;
    locale: Locale;
    listing?: Listing;
    reviews?: ReviewPage;
    config?: PublicConfig;
  }): Promise<{
    html: string;
    queries: { key: readonly unknown[]; data: unknown }[];
  }>;
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
