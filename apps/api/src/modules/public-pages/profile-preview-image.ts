import { isRtl, type Locale } from '@vira/domain/locales';
import type { PublicProfile } from '@vira/domain/profile';
import sharp, { type OverlayOptions } from 'sharp';
import type { AppDeps } from '../../app-deps';
import { localize } from '../../i18n/localized';
import { AVATAR_URL_PREFIX, readAvatar } from '../profiles';
import { escapeHtml } from './html-text';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewJpeg, previews, titleLines } from './link-preview-image';
import { publicPageMessages } from './public-pages.messages';

const AVATAR = 300;
const MARGIN = 80;

/** The person's avatar cut round, when it is one stored here; a picture elsewhere is never fetched (no internet). */
async function roundAvatar(deps: AppDeps, avatarUrl: string | null): Promise<Buffer | null> {
  if (!avatarUrl?.startsWith(AVATAR_URL_PREFIX)) return null;
  const bytes = await readAvatar(deps, avatarUrl.slice(AVATAR_URL_PREFIX.length)).catch(() => null);
  if (!bytes) return null;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR}" height="${AVATAR}"><circle cx="${AVATAR / 2}" cy="${AVATAR / 2}" r="${AVATAR / 2}"/></svg>`,
  );
  return sharp(bytes)
    .resize(AVATAR, AVATAR, { fit: 'cover' })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/** Up to two letters of the name, as the app's avatar shows them when there is no picture. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => [...w][0]!.toLocaleUpperCase())
      .join('') || 'V'
  );
}

/**
 * A profile's link-preview picture (Open Graph, 1200×630): the avatar (or the initials) in a circle beside the
 * person's name, rating and number of listings, in the page's language; mirrored in a right-to-left language.
 */
export async function profilePreviewImage(
  deps: AppDeps,
  profile: PublicProfile,
  locale: Locale,
  version: string,
): Promise<Buffer> {
  const key = `profile:${profile.userId}:${locale}:${version}`;
  const cached = previews.get(key);
  if (cached) return cached;
  const rtl = isRtl(locale);
  const name = profile.fullName?.trim() || 'Vira';
  const avatarX = rtl ? PREVIEW_WIDTH - MARGIN - AVATAR : MARGIN;
  const avatarY = (PREVIEW_HEIGHT - AVATAR) / 2;
  const textX = rtl ? avatarX - 60 : avatarX + AVATAR + 60;
  const anchor = rtl ? 'end' : 'start';
  const figures = [
    profile.rating > 0
      ? localize(publicPageMessages.previewRating, locale, { rating: profile.rating.toFixed(1) })
      : null,
    localize(publicPageMessages.previewListings, locale, { listings: profile.totalListings }),
  ].filter((line): line is string => line !== null);
  const lines = titleLines(name, 20);
  const top = PREVIEW_HEIGHT / 2 - ((lines.length - 1) * 72 + figures.length * 56) / 2;
  const text = [
    ...lines.map((line, i) => `<text x="${textX}" y="${top + i * 72}" class="n">${escapeHtml(line)}</text>`),
    ...figures.map(
      (line, i) =>
        `<text x="${textX}" y="${top + (lines.length - 1) * 72 + 70 + i * 56}" class="f">${escapeHtml(line)}</text>`,
    ),
  ].join('');
  const avatar = await roundAvatar(deps, profile.avatarUrl);
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">
    <style>text{text-anchor:${anchor}}.n{font:700 64px sans-serif;fill:#fff}.f{font:600 40px sans-serif;fill:#fde68a}.i{font:800 120px sans-serif;fill:#0f766e;text-anchor:middle}.b{font:800 36px sans-serif;fill:#fff;text-anchor:${rtl ? 'start' : 'end'}}</style>
    ${avatar ? '' : `<circle cx="${avatarX + AVATAR / 2}" cy="${avatarY + AVATAR / 2}" r="${AVATAR / 2}" fill="#ccfbf1"/><text x="${avatarX + AVATAR / 2}" y="${avatarY + AVATAR / 2 + 42}" class="i">${escapeHtml(initials(name))}</text>`}
    ${text}
    <text x="${rtl ? MARGIN / 2 : PREVIEW_WIDTH - MARGIN / 2}" y="${PREVIEW_HEIGHT - 40}" class="b">Vira</text>
  </svg>`;
  const base = sharp({ create: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, channels: 3, background: '#0f766e' } });
  const layers: OverlayOptions[] = [{ input: Buffer.from(overlay) }];
  if (avatar) layers.unshift({ input: avatar, left: avatarX, top: avatarY });
  const jpeg = await previewJpeg(base, layers);
  previews.set(key, jpeg);
  return jpeg;
}
