import crypto from 'node:crypto';
import { listingPath } from '@vira/domain/listing-address';
import type { Locale } from '@vira/domain/locales';
import { AID_LIST_PAGE_SIZE, aidRequestPath } from '@vira/domain/public-addresses';
import { servicesQuerySchema } from '@vira/domain/service';
import type { AppDb } from '../../db/client';
import { localize } from '../../i18n/localized';
import { listRequests } from '../aid';
import { searchServices } from '../services';
import { summary } from './html-text';
import type { PageData } from './page-renderer';
import { breadcrumbs, collectionPage, type FoundPage, type HeadContext } from './public-page';
import { publicPageMessages } from './public-pages.messages';

/** The sections rendered on the server, each in the nine languages (`/en/services`). */
export const SECTION_PAGES = ['/services', '/humanitarian'] as const;

/**
 * `/services` and `/humanitarian` as a visitor from a link first sees them (decision 059): the heading, the filters
 * as they start, and the first page of cards the screen would ask for, read from the database here.
 */
export async function servicesPage(db: AppDb): Promise<FoundPage> {
  // The screen's first search has no filter: `{}`, the same answer `GET /api/services` gives it.
  const services = await searchServices(db, servicesQuerySchema.parse({}));
  const items = services.items.map((s) => ({ name: s.title, path: listingPath(s.id, s.title) }));
  return sectionPage('/services', { services }, 'services', items);
}

export async function humanitarianPage(db: AppDb): Promise<FoundPage> {
  const aidRequests = await listRequests(db, { limit: AID_LIST_PAGE_SIZE });
  const items = aidRequests.items.map((r) => ({ name: r.title, path: aidRequestPath(r.id, r.title) }));
  return sectionPage('/humanitarian', { aidRequests }, 'humanitarian', items);
}

/**
 * A section's page: kept per version of what it shows (cards carry no date of their own), its head in the words the
 * screen itself shows (`shell:titles.*` and the section's intro), and its cards as an `ItemList`.
 */
function sectionPage(
  path: (typeof SECTION_PAGES)[number],
  data: PageData,
  namespace: 'services' | 'humanitarian',
  items: { name: string; path: string }[],
): FoundPage {
  const version = crypto.createHash('sha1').update(JSON.stringify(data)).digest('base64url');
  return {
    kind: 'page',
    version: `section:${path}:${version}`,
    updatedAt: new Date(),
    data,
    async head({ locale, addressLocale, origin, words }: HeadContext) {
      const alternate = (l: Locale | null) => `${origin}${l ? `/${l}` : ''}${path}`;
      const url = alternate(addressLocale);
      const name = await words(`shell:titles.${namespace}`);
      return {
        locale,
        title: localize(publicPageMessages.pageTitle, locale, { title: name }),
        description: summary(await words(`${namespace}:intro`), 160),
        canonical: url,
        alternate,
        image: null,
        type: 'website',
        structuredData: [
          collectionPage(
            name,
            url,
            items.length,
            items.map((item) => ({ name: item.name, url: origin + item.path })),
          ),
          breadcrumbs([
            { name: localize(publicPageMessages.home, locale), url: `${origin}/` },
            { name, url },
          ]),
        ],
      };
    },
  };
}
