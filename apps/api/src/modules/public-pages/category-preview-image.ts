import { isRtl, type Locale } from '@vira/domain/locales';
import type { AppDeps } from '../../app-deps';
import { localize } from '../../i18n/localized';
import { escapeHtml } from './html-text';
import { coverBase, PREVIEW_HEIGHT, PREVIEW_WIDTH, previewJpeg, previews, titleLines } from './link-preview-image';
import { publicPageMessages } from './public-pages.messages';

/**
 * A category's link-preview picture (Open Graph, 1200×630): the photo of its newest listing that has one filling the
 * frame (a category has no picture of its own), a dark band with the category's name and how many listings it holds.
 */
export async function categoryPreviewImage(
  deps: AppDeps,
  category: { id: string; name: string; total: number; coverUrl: string | undefined },
  locale: Locale,
  version: string,
): Promise<Buffer> {
  const key = `category:${category.id}:${locale}:${version}`;
  const cached = previews.get(key);
  if (cached) return cached;
  // Mirrored in a right-to-left language: the name and the count end at the right, the brand on the left (the text
  // itself is shaped and ordered by the renderer; an SVG 'direction' would flip what the anchors mean).
  const rtl = isRtl(locale);
  const start = rtl ? PREVIEW_WIDTH - 48 : 48;
  const end = rtl ? 48 : PREVIEW_WIDTH - 48;
  const lines = titleLines(category.name, 34);
  const band = 60 + lines.length * 70 + 70;
  const text = lines
    .map(
      (line, i) => `<text x="${start}" y="${PREVIEW_HEIGHT - band + 90 + i * 70}" class="t">${escapeHtml(line)}</text>`,
    )
    .join('');
  const count = localize(publicPageMessages.previewListings, locale, { listings: category.total });
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">
    <style>.t,.p{text-anchor:${rtl ? 'end' : 'start'}}.b{text-anchor:${rtl ? 'start' : 'end'}}.t{font:700 60px sans-serif;fill:#fff}.p{font:600 40px sans-serif;fill:#fde68a}.b{font:800 36px sans-serif;fill:#fff}</style>
    <rect x="0" y="${PREVIEW_HEIGHT - band}" width="${PREVIEW_WIDTH}" height="${band}" fill="#0f172a" fill-opacity="0.78"/>
    ${text}
    <text x="${start}" y="${PREVIEW_HEIGHT - 40}" class="p">${escapeHtml(count)}</text>
    <text x="${end}" y="${PREVIEW_HEIGHT - 40}" class="b">Vira</text>
  </svg>`;
  const jpeg = await previewJpeg(await coverBase(deps, category.coverUrl), [{ input: Buffer.from(overlay) }]);
  previews.set(key, jpeg);
  return jpeg;
}
