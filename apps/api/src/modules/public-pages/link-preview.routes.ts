import type { Context } from 'hono';
import { isLocale, type Locale } from '@vira/domain/locales';
import { categoryIdOfSegment, categoryWithPage } from '@vira/domain/public-addresses';
import type { AppDeps } from '../../app-deps';
import type { App } from '../../http/create-app';
import { findProfile, getPublicProfile } from '../profiles';
import { categoryListings } from './category-page.service';
import { categoryPreviewImage } from './category-preview-image';
import { listingPreviewImage } from './link-preview-image';
import { listedListing } from './listing-page.service';
import { profilePreviewImage } from './profile-preview-image';

/** What a picture is made from, and its version (its ETag, and the key it is kept under once made). */
type Preview = { version: string; make(locale: Locale): Promise<Buffer> } | null;

/**
 * The link previews' pictures (og:image, 1200×630 JPEG) of listings, profiles and categories:
 * `/og/<kind>/<key>/<language>.jpg`. Anything that is no public page has none (the not-found page, 404).
 */
export function registerLinkPreviews(
  app: App,
  deps: AppDeps,
  notFound: (c: Context) => Promise<Response>,
  translate: (locale: Locale, key: string) => Promise<string>,
): void {
  const db = deps.database.db;
  const send = async (c: Context, kind: string, key: string, lookUp: () => Promise<Preview>) => {
    const locale = /^([a-z]{2})\.jpg$/.exec(c.req.param('file') ?? '')?.[1];
    const found = isLocale(locale) ? await lookUp() : null;
    if (!found || !isLocale(locale)) return notFound(c);
    const etag = `"og-${kind}-${key}-${locale}-${found.version}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    const jpeg = await found.make(locale);
    c.header('Content-Type', 'image/jpeg');
    return c.body(new Uint8Array(jpeg));
  };

  // A listing's: its cover, with the title and price.
  app.get('/og/listings/:id/:file', (c) => {
    const id = c.req.param('id');
    return send(c, 'listing', id, async () => {
      if (!/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2_147_483_647) return null;
      const found = await listedListing(db, Number(id));
      if (!found) return null;
      const version = `${found.updatedAt.getTime()}`;
      return { version, make: (locale) => listingPreviewImage(deps, found.listing, locale, version) };
    });
  });

  // A person's: avatar or initials, name, rating and listings. Nobody suspended or unknown (as their page).
  app.get('/og/profiles/:userId/:file', (c) => {
    const userId = c.req.param('userId');
    return send(c, 'profile', encodeURIComponent(userId).slice(0, 80), async () => {
      if (userId.length > 200 || userId.includes('\0')) return null;
      const row = await findProfile(db, userId);
      if (!row || row.suspendedAt) return null;
      const profile = await getPublicProfile(db, userId);
      const version = [row.updatedAt.getTime(), profile.rating, profile.totalListings].join('-');
      return { version, make: (locale) => profilePreviewImage(deps, profile, locale, version) };
    });
  });

  // A category's: the photo of its newest listing, its name and how many listings it holds.
  app.get('/og/categories/:id/:file', (c) => {
    const entry = categoryWithPage(categoryIdOfSegment(c.req.param('id')));
    return send(c, 'category', entry?.id ?? '', async () => {
      if (!entry) return null;
      const { listings, version } = await categoryListings(db, entry.id);
      const coverUrl = listings.items.find((l) => l.images[0])?.images[0]?.url;
      return {
        version: version.slice(0, 16),
        make: async (locale) =>
          categoryPreviewImage(
            deps,
            {
              id: entry.id,
              name: await translate(locale, `categories:${entry.type}.${entry.id}`),
              total: listings.total,
              coverUrl,
            },
            locale,
            version,
          ),
      };
    });
  });
}
