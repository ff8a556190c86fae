import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';
import type { JsonResponse } from './renting-helpers';
import type { TestApp } from './test-app';

/** A photo of `width` × `height` with some detail (a plain colour would compress to nothing). */
export async function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#d8e4f0"/><rect x="8%" y="10%" width="30%" height="60%" fill="#8899aa"/>
    <text x="45%" y="30%" font-size="${Math.round(height / 12)}" fill="#223">INSTITUTO NACIONAL ELECTORAL</text>
    <circle cx="70%" cy="65%" r="${Math.round(height / 6)}" fill="#c49a7a"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG of a few hundred bytes whose header claims 100 000 × 100 000 pixels (ten
 * billion), the rows all zeros deflated to nearly nothing.
 */
export function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type Pictures = Partial<Record<'front' | 'back' | 'selfie', Buffer>>;

/** Starts a verification as a browser would send it (multipart/form-data). */
export function startVerification(
  t: TestApp,
  cookie: string | null,
  fields: Record<string, string>,
  pictures: Pictures,
  language = 'es',
): Promise<JsonResponse> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [part, bytes] of Object.entries(pictures))
    form.set(part, new File([new Uint8Array(bytes)], `${part}.jpg`, { type: 'image/jpeg' }));
  return t.request('/api/verification', {
    method: 'POST',
    headers: { ...(cookie ? { cookie } : {}), 'X-Vira-Language': language },
    body: form,
  });
}
