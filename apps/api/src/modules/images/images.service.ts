import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { isAdmin } from '../staff';
import { artworkSubject } from './artwork-subject';
import { ARTWORK_VERSION, renderArtworkSvg } from './generated-artwork';
import { parseImageAddress } from './image-url';
import { imageMessages } from './images.messages';
import { findImageSource, type ImageSourceRow } from './images.repository';

/** Responsive widths the web app asks for (spec: 480, 768, 1024). Any other width would be a cache-busting vector. */
export const IMAGE_WIDTHS = [480, 768, 1024] as const;
export const DEFAULT_IMAGE_WIDTH = 768;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Uploads are kept at most this many pixels on their longest side: enough for the 1024 px lightbox on 1.5x screens. */
const MAX_STORED_EDGE = 1600;
const GENERATED_PREFIX = 'generated:';
/** `heif` covers HEIC photos from phones (decoded by libheif's WebAssembly build when libvips cannot). */
const UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'heif'];

export interface ServedImage {
  /** Strong validator: changes whenever the source key or the width changes. */
  etag: string;
  /**
   * True for a photo of a listed listing, which anyone holding its address may see and caches may keep; false
   * for a draft's, a paused or hidden listing's, shown only to its owner and admins and never stored on the way.
   */
  public: boolean;
  /** The WebP bytes, rendered or resized on first request and then read from the storage cache. */
  load(): Promise<Buffer>;
}

export function parseImageWidth(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_IMAGE_WIDTH;
  const width = Number(raw);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) {
    throw new AppError(400, 'invalid_image_width', imageMessages.invalidWidth, {
      width: raw.slice(0, 20),
      allowed: IMAGE_WIDTHS.join(', '),
    });
  }
  return width;
}

/**
 * The picture behind an address `imageUrl` wrote. A wrong or missing token, and a photo of a listing that is not
 * listed asked for by anyone but its owner or an admin, are all the same 404 as an image that never existed.
 */
export async function getServedImage(
  deps: AppDeps,
  viewer: SessionUser | undefined,
  rawAddress: string,
  rawWidth: string | undefined,
): Promise<ServedImage> {
  const width = parseImageWidth(rawWidth);
  const address = parseImageAddress(rawAddress);
  const source = address ? await findImageSource(deps.database.db, address.id) : null;
  const visible =
    source !== null &&
    sameToken(source.token, address!.token) &&
    (source.listed || (viewer !== undefined && (viewer.id === source.ownerId || isAdmin(deps.env, viewer))));
  if (!source || !visible) {
    throw new AppError(404, 'image_not_found', imageMessages.notFound, { id: rawAddress.slice(0, 60) });
  }
  // The bytes behind an image id and width never change (uploads get a fresh key, sample owners cannot edit), so
  // the storage key is all the ETag needs; it matches the cached file and the year-long immutable caching.
  const digest = createHash('sha1')
    .update(`${versionedKey(source)}|${width}`)
    .digest('hex')
    .slice(0, 16);
  return {
    etag: `"${source.id}-${width}-${digest}"`,
    public: source.listed,
    load: () => loadCached(deps, source, width),
  };
}

/** Compared in constant time, so response times do not reveal how much of a guessed token was right. */
function sameToken(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function loadCached(deps: AppDeps, source: ImageSourceRow, width: number): Promise<Buffer> {
  const generated = source.storageKey.startsWith(GENERATED_PREFIX);
  const cacheKey = `cache/${source.id}-${width}${generated ? `-v${ARTWORK_VERSION}` : ''}.webp`;
  const cached = await deps.storage.get(cacheKey);
  if (cached) return cached;
  const bytes = generated ? await renderGenerated(source, width) : await resizeStored(deps, source, width);
  await deps.storage.put(cacheKey, bytes);
  return bytes;
}

/** A generated picture's key carries the drawing's version: a new drawing is a new file and a new ETag. */
function versionedKey(source: ImageSourceRow): string {
  return source.storageKey.startsWith(GENERATED_PREFIX)
    ? `${source.storageKey}@v${ARTWORK_VERSION}`
    : source.storageKey;
}

/** `generated:listing/<listingId>/<n>`: drawn by code (see generated-artwork.ts). */
async function renderGenerated(source: ImageSourceRow, width: number): Promise<Buffer> {
  const variant = Number(source.storageKey.split('/').at(-1)) || 1;
  const subject = artworkSubject(source.title, source.category);
  const svg = renderArtworkSvg({ listingId: source.listingId, variant, subject }, width);
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

async function resizeStored(deps: AppDeps, source: ImageSourceRow, width: number): Promise<Buffer> {
  const original = await deps.storage.get(source.storageKey);
  if (!original) {
    deps.logger.warn({ imageId: source.id, key: source.storageKey }, 'image file missing from storage');
    throw new AppError(404, 'image_not_found', imageMessages.notFound, { id: source.id });
  }
  return sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
}

/**
 * A sharp pipeline over the upload's pixels. The prebuilt libvips reads HEIF containers but not HEVC (patents keep
 * that codec out of it), so an iPhone's HEIC photo is decoded by libheif compiled to WebAssembly instead.
 */
async function decodable(bytes: Buffer): Promise<Sharp> {
  if ((await sharp(bytes).metadata()).compression !== 'hevc') return sharp(bytes);
  const { default: decodeHeic } = await import('heic-decode');
  const { width, height, data } = await decodeHeic({ buffer: bytes });
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
}

/**
 * Checks an uploaded picture (JPEG, PNG, WebP or HEIC, at most `maxBytes`, judged by its content, not its name) and
 * re-encodes it as WebP of at most 1600 px, which also drops EXIF data such as the GPS position. Every picture a
 * person uploads goes through here before it is stored.
 */
export async function reencodeUploadedImage(bytes: Buffer, maxBytes: number = MAX_UPLOAD_BYTES): Promise<Buffer> {
  if (bytes.length > maxBytes) {
    throw new AppError(413, 'image_too_large', imageMessages.tooLarge, { maxMb: maxBytes / 1024 / 1024 });
  }
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !UPLOAD_FORMATS.includes(format)) {
    throw new AppError(400, 'unsupported_image_format', imageMessages.unsupportedFormat);
  }
  try {
    return await (
      await decodable(bytes)
    )
      .rotate()
      .resize({ width: MAX_STORED_EDGE, height: MAX_STORED_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // The header looked right but the pixels are broken.
    throw new AppError(400, 'unsupported_image_format', imageMessages.unsupportedFormat);
  }
}

/** Re-encodes an uploaded picture (`reencodeUploadedImage`), stores it and returns its storage key. */
export async function storeUploadedImage(
  deps: Pick<AppDeps, 'storage'>,
  bytes: Buffer,
  maxBytes: number = MAX_UPLOAD_BYTES,
): Promise<string> {
  const webp = await reencodeUploadedImage(bytes, maxBytes);
  // The machine's clock: only the storage folder (year/month) comes from it, no rule (decision 060).
  const now = new Date();
  const key = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.webp`;
  await deps.storage.put(key, webp);
  return key;
}
