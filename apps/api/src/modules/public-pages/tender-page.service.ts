import type { Locale } from '@vira/domain/locales';
import { tenderPath, textSlug } from '@vira/domain/public-addresses';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import { localize } from '../../i18n/localized';
import { getTender } from '../tenders';
import { summary } from './html-text';
import { breadcrumbs, type PageLookup } from './public-page';
import { publicPageMessages } from './public-pages.messages';

/**
 * What `/[<language>/]government-contracts/<ocid>[/<slug>]` answers: a tender at its own slug, a move there from
 * another slug or none (and from the app's old `?ocid=`), 404 for an OCID no tender has.
 */
export async function lookUpTenderPage(
  db: AppDb,
  ocid: string,
  slug: string | null,
  addressLocale: Locale | null,
): Promise<PageLookup> {
  if (ocid.length > 200) return { kind: 'missing' };
  const tender = await getTender(db, ocid, undefined).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  if (!tender) return { kind: 'missing' };
  if (slug !== textSlug(tender.title, 'tender')) {
    return { kind: 'moved', to: tenderPath(tender.ocid, tender.title, addressLocale) };
  }
  return {
    kind: 'page',
    version: ['tender', tender.ocid, tender.releases, tender.status ?? ''].join(':'),
    updatedAt: new Date(tender.dates.published ?? Date.now()),
    data: { tender },
    async head({ locale, addressLocale: inAddress, origin, words }) {
      const alternate = (l: Locale | null) => origin + tenderPath(tender.ocid, tender.title, l);
      const url = alternate(inAddress);
      const section = await words('shell:titles.governmentContracts');
      return {
        locale,
        title: localize(publicPageMessages.pageTitle, locale, { title: tender.title }),
        description: summary(
          localize(publicPageMessages.tenderDescription, locale, {
            buyer: tender.buyer,
            description: tender.description ?? tender.title,
          }),
          160,
        ),
        canonical: url,
        alternate,
        image: null,
        type: 'website',
        structuredData: [
          breadcrumbs([
            { name: localize(publicPageMessages.home, locale), url: `${origin}/` },
            { name: section, url: `${origin}/government-contracts` },
            { name: tender.title, url },
          ]),
        ],
      };
    },
  };
}
