import type { Locale } from '@vira/domain/locales';
import { aidRequestPath, parseAidRequestSegment, textSlug } from '@vira/domain/public-addresses';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { localize } from '../../i18n/localized';
import { findRequest, getRequest } from '../aid';
import { summary } from './html-text';
import { breadcrumbs, type PageLookup } from './public-page';
import { publicPageMessages } from './public-pages.messages';

/**
 * What `/[<language>/]humanitarian/<id>[-<slug>]` answers: a published request at its own slug, a move there from
 * the bare id (the app's old address) or another slug, 404 for a request under review, rejected or unknown.
 */
export async function lookUpAidRequestPage(
  deps: AppDeps,
  segment: string,
  addressLocale: Locale | null,
): Promise<PageLookup> {
  const parsed = parseAidRequestSegment(segment);
  if (!parsed) return { kind: 'missing' };
  // Read as anyone signed out reads it: what is not published is not there.
  const request = await getRequest(deps, undefined, parsed.id).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  if (!request || request.status !== 'published') {
    // Under review or rejected: no page for anyone signed out, but its author and the verifiers work on it there.
    return (await findRequest(deps.database.db, parsed.id)) ? { kind: 'private' } : { kind: 'missing' };
  }
  if (parsed.slug !== textSlug(request.title, 'request')) {
    return { kind: 'moved', to: aidRequestPath(request.id, request.title, addressLocale) };
  }
  return {
    kind: 'page',
    version: ['aid', request.id, request.confirmedAt, request.coveragePercent, request.offerCount, request.stale].join(
      ':',
    ),
    updatedAt: new Date(request.confirmedAt),
    data: { aidRequest: request },
    async head({ locale, addressLocale: inAddress, origin, words }) {
      const alternate = (l: Locale | null) => origin + aidRequestPath(request.id, request.title, l);
      const url = alternate(inAddress);
      const section = await words('shell:titles.humanitarian');
      return {
        locale,
        title: localize(publicPageMessages.pageTitle, locale, { title: request.title }),
        description: summary(
          localize(publicPageMessages.aidDescription, locale, {
            place: request.placeName,
            description: request.description,
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
            { name: section, url: `${origin}/humanitarian` },
            { name: request.title, url },
          ]),
        ],
      };
    },
  };
}
