import { formatMoney, toCurrencyCode, toMajor } from '@vira/domain/currencies';
import type { Listing } from '@vira/domain/listing';
import type { Locale } from '@vira/domain/locales';
import { LRUCache } from 'lru-cache';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import type { AppDeps } from '../../app-deps';
import { getServedImage } from '../images';
import { localize } from '../../i18n/localized';
import { escapeHtml } from './html-text';
import { publicPageMessages } from './public-pages.messages';
import { unitPriceOf } from './listing-unit-price';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** Made once per thing's version: a chat app asks for the picture each time someone shares the link. */
export const previews = new LRUCache<string, Buffer>({
  max: 200,
  maxSize: 40 * 1024 * 1024,
  sizeCalculation: (b) => b.length,
});

/** Splits a title into at most two lines of about `perLine` characters, the second cut with an ellipsis. */
export function titleLines(title: string, perLine: number): string[] {
  const words = title.replace(/\s+/g, ' ').trim().split(' ');
  const lines: string[] = [''];
  for (const word of words) {
    const line = lines[lines.length - 1]!;
    if (line && line.length + word.length + 1 > perLine) {
      if (lines.length === 2) {
        lines[1] = `${line.slice(0, perLine - 1)}…`;
        return lines;
      }
      lines.push(word);
    } else lines[lines.length - 1] = line ? `${line} ${word}` : word;
  }
  return lines.map((l) => (l.length > perLine ? `${l.slice(0, perLine - 1)}…` : l));
}

/**
 * The link preview's picture of a listing (Open Graph, 1200×630): its cover filling the frame, a dark band at the
 * bottom with the title and the daily price. JPEG, which every chat app's preview reads.
 */
export async function listingPreviewImage(
  deps: AppDeps,
  listing: Listing,
  locale: Locale,
  version: string,
): Promise<Buffer> {
  const key = `${listing.id}:${locale}:${version}`;
  const cached = previews.get(key);
  if (cached) return cached;
  const base = await coverBase(deps, listing.images[0]?.url);
  const currency = toCurrencyCode(listing.currency);
  const unitPrice = unitPriceOf(listing);
  const price = formatMoney(toMajor(unitPrice.amount, currency), currency, {
    locale: locale === 'es' ? 'es-MX' : locale,
    display: currency,
  });
  const lines = titleLines(listing.title, 38);
  const band = 60 + lines.length * 64 + 60;
  const text = lines
    .map((line, i) => `<text x="48" y="${PREVIEW_HEIGHT - band + 84 + i * 64}" class="t">${escapeHtml(line)}</text>`)
    .join('');
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">
    <style>.t{font:700 54px sans-serif;fill:#fff}.p{font:600 40px sans-serif;fill:#fde68a}.b{font:800 36px sans-serif;fill:#fff}</style>
    <rect x="0" y="${PREVIEW_HEIGHT - band}" width="${PREVIEW_WIDTH}" height="${band}" fill="#0f172a" fill-opacity="0.78"/>
    ${text}
    <text x="48" y="${PREVIEW_HEIGHT - 40}" class="p">${escapeHtml(localize(unitPrice.unit === 'hour' ? publicPageMessages.pricePerHour : publicPageMessages.pricePerDay, locale, { price }))}</text>
    <text x="${PREVIEW_WIDTH - 48}" y="${PREVIEW_HEIGHT - 40}" text-anchor="end" class="b">Vira</text>
  </svg>`;
  const jpeg = await previewJpeg(base, [{ input: Buffer.from(overlay) }]);
  previews.set(key, jpeg);
  return jpeg;
}

/** A listing photo (its public address, `/api/images/<id>-<token>`) filling the frame, or the brand colour. */
export async function coverBase(deps: AppDeps, coverUrl: string | undefined): Promise<Sharp> {
  const coverBytes = coverUrl
    ? await (await getServedImage(deps, undefined, coverUrl.split('/').pop()!.split('?')[0]!, '1024')).load()
    : null;
  return coverBytes
    ? sharp(coverBytes).resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover' })
    : sharp({ create: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, channels: 3, background: '#0f766e' } });
}

/** The picture as every chat app's preview reads it: JPEG. */
export function previewJpeg(base: Sharp, layers: OverlayOptions[]): Promise<Buffer> {
  return base.composite(layers).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
