import type { Locale } from '@vira/domain/locales';
import { DOCUMENT_MIN_EDGE_PX, SELFIE_MIN_EDGE_PX, VERIFICATION_IMAGE_MAX_BYTES } from '@vira/domain/verification';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { Env } from '../../config/env';
import { AppError } from '../../http/app-error';
import { localize } from '../../i18n/localized';
import { authSecret } from '../../config/auth-secret';
import { reencodeUploadedImage } from '../images';
import { imagePartNames, verificationMessages as m } from './verification.messages';

export type PicturePart = 'front' | 'back' | 'selfie';

/**
 * More pixels than any phone camera takes (a 200 MP sensor is 16384 × 12288): a picture claiming more is a
 * decompression bomb, refused from its header before a single pixel is decoded.
 */
const MAX_PIXELS = 210_000_000;

/**
 * Checks one uploaded picture and returns it re-encoded as WebP without metadata (the images module's one
 * re-encoding: content sniffed, EXIF and GPS dropped, at most 1600 px). Nothing is stored here: the caller stores
 * the three pictures only once all three passed.
 */
export async function checkedPicture(bytes: Buffer | null, part: PicturePart, locale: Locale): Promise<Buffer> {
  const params = { part: localize(imagePartNames[part], locale) };
  if (!bytes || bytes.length === 0) throw new AppError(400, 'verification_image_missing', m.imageMissing, params);
  const invalid = () => new AppError(400, 'verification_image_invalid', m.imageInvalid, params);
  if (bytes.length > VERIFICATION_IMAGE_MAX_BYTES)
    throw new AppError(413, 'verification_image_invalid', m.imageInvalid, params);
  let header: Metadata;
  try {
    // The header only, without sharp's own pixel limit: a bomb gets its own sentence rather than 'not an image'.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid();
  }
  if (!header.width || !header.height) throw invalid();
  if (header.width * header.height > MAX_PIXELS)
    throw new AppError(400, 'verification_image_too_large', m.imageTooLarge, params);
  let webp: Buffer;
  try {
    webp = await reencodeUploadedImage(bytes, VERIFICATION_IMAGE_MAX_BYTES);
  } catch (error) {
    if (error instanceof AppError && error.status < 500) throw invalid();
    throw error;
  }
  const { width = 0, height = 0 } = await sharp(webp).metadata();
  const selfie = part === 'selfie';
  // A face needs its shorter edge; a document is read along its longer one.
  const edge = selfie ? Math.min(width, height) : Math.max(width, height);
  const min = selfie ? SELFIE_MIN_EDGE_PX : DOCUMENT_MIN_EDGE_PX;
  if (edge < min)
    throw new AppError(400, selfie ? 'selfie_too_small' : 'document_image_too_small', m.imageTooSmall, {
      ...params,
      width,
      height,
      min,
      what: localize(selfie ? m.aFace : m.theDocument, locale),
    });
  return webp;
}

// ---------------------------------------------------------------------------------------------------------------
// Encryption at rest: AES-256-GCM, the storage key bound as additional data (a file moved to another person's key
// does not open), a fresh 96-bit nonce per file.

const MAGIC = Buffer.from('VIV1');
const keys = new WeakMap<Env, Buffer>();

/** VERIFICATION_ENCRYPTION_KEY, else derived from the session secret; one per configuration. */
export function verificationKey(env: Env): Buffer {
  let key = keys.get(env);
  if (!key) {
    key = env.VERIFICATION_ENCRYPTION_KEY
      ? Buffer.from(env.VERIFICATION_ENCRYPTION_KEY, 'base64')
      : Buffer.from(hkdfSync('sha256', authSecret(env), 'vira', 'identity-verification-images', 32));
    keys.set(env, key);
  }
  return key;
}

export function sealPicture(plain: Buffer, key: Buffer, storageKey: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(storageKey));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
}

/** The picture, or an error when the file is not ours, was altered, or was sealed with another key. */
export function openPicture(sealed: Buffer, key: Buffer, storageKey: string): Buffer {
  if (!sealed.subarray(0, 4).equals(MAGIC)) throw new Error('not a sealed verification picture');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(4, 16));
  decipher.setAAD(Buffer.from(storageKey));
  decipher.setAuthTag(sealed.subarray(16, 32));
  return Buffer.concat([decipher.update(sealed.subarray(32)), decipher.final()]);
}
