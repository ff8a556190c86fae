import type { Locale } from '@vira/domain/locales';
import type { InfoPage } from '@vira/domain/public-addresses';
import { localize } from '../../i18n/localized';
import { summary } from './html-text';
import { breadcrumbs, type FoundPage } from './public-page';
import { infoPageDescriptions, publicPageMessages } from './public-pages.messages';

/** The route title (`shell:titles.*`) of each information page: the tab says what the app's own screen says. */
const TITLE_KEYS: Record<InfoPage, string> = {
  '/how-it-works': 'howItWorks',
  '/safety': 'safety',
  '/help': 'help',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/categories': 'categories',
};

/** Information pages change with a release, never with data: one version per start of the server. */
const STARTED = new Date();

export function infoPage(page: InfoPage): FoundPage {
  return {
    kind: 'page',
    version: `info:${page}`,
    updatedAt: STARTED,
    data: {},
    async head({ locale, addressLocale, origin, words }) {
      const alternate = (l: Locale | null) => `${origin}${l ? `/${l}` : ''}${page}`;
      const url = alternate(addressLocale);
      const name = await words(`shell:titles.${TITLE_KEYS[page]}`);
      return {
        locale,
        title: localize(publicPageMessages.pageTitle, locale, { title: name }),
        description: summary(localize(infoPageDescriptions[page], locale), 160),
        canonical: url,
        alternate,
        image: null,
        type: 'website',
        structuredData: [
          breadcrumbs([
            { name: localize(publicPageMessages.home, locale), url: `${origin}/` },
            { name, url },
          ]),
        ],
      };
    },
  };
}
