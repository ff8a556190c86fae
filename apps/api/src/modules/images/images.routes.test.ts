import { ARTWORK_VERSION } from './generated-artwork';
import { listingSchema } from '@vira/domain/listing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingImages } from '../../db/schema/listings';
import { AppError } from '../../http/app-error';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { MAX_UPLOAD_BYTES, storeUploadedImage } from './images.service';

let t: TestApp;
let imageUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  const listing = listingSchema.parse(await (await t.request('/api/listings/12')).json());
  imageUrl = listing.images[0]!.url;
});
afterAll(async () => {
  await t.close();
});

async function webpWidth(res: Response): Promise<number | undefined> {
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  expect(meta.format).toBe('webp');
  return meta.width;
}

describe('GET /api/images/{id}', () => {
  it('draws a sample picture as a WebP of the requested width, cacheable for a year', async () => {
    const res = await t.request(`${imageUrl}?w=480`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBeTruthy();
    expect(await webpWidth(res)).toBe(480);
  });

  it('answers 768 px by default and the same bytes again from the cache', async () => {
    const first = await t.request(imageUrl);
    const firstBytes = Buffer.from(await first.clone().arrayBuffer());
    expect(await webpWidth(first)).toBe(768);
    const again = Buffer.from(await (await t.request(imageUrl)).arrayBuffer());
    expect(again.equals(firstBytes)).toBe(true);
    expect(await t.deps.storage.get(`cache/${imageUrl.split('/').at(-1)}-768-v${ARTWORK_VERSION}.webp`)).not.toBeNull();
  });

  it('answers 304 when the browser already has this version', async () => {
    const etag = (await t.request(`${imageUrl}?w=1024`)).headers.get('etag')!;
    const res = await t.request(`${imageUrl}?w=1024`, { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
  });

  it('refuses a width that is not offered with a clear message in the caller language', async () => {
    const res = await t.request(`${imageUrl}?w=500`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid_image_width');
    expect(body.error.message).toBe('El ancho «500» no está disponible. Usa uno de estos: 480, 768, 1024.');
    const en = await t.request(`${imageUrl}?w=abc`, { headers: { 'Accept-Language': 'en' } });
    expect(((await en.json()) as { error: { message: string } }).error.message).toContain('not available');
  });

  it('answers 404 for an unknown or non-numeric image id', async () => {
    for (const path of ['/api/images/999999', '/api/images/abc']) {
      const res = await t.request(path);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('image_not_found');
    }
  });
});

describe('uploaded pictures', () => {
  it('stores an upload as WebP of at most 1600 px and serves it resized', async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const key = await storeUploadedImage(t.deps, png);
    expect(key).toMatch(/^uploads\/.+\.webp$/);
    const stored = await sharp((await t.deps.storage.get(key))!).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.width).toBe(1600);

    const [row] = await t.deps.database.db
      .insert(listingImages)
      .values({ listingId: 12, position: 9, storageKey: key, alt: 'Foto subida' })
      .returning({ id: listingImages.id });
    const res = await t.request(`/api/images/${row!.id}?w=480`);
    expect(res.status).toBe(200);
    expect(await webpWidth(res)).toBe(480);
  });

  it('refuses files that are not JPEG, PNG or WebP, and files over 5 MB', async () => {
    await expect(
      storeUploadedImage(t.deps, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).rejects.toMatchObject({
      status: 400,
      code: 'unsupported_image_format',
    });
    await expect(storeUploadedImage(t.deps, Buffer.from('not an image at all'))).rejects.toBeInstanceOf(AppError);
    await expect(storeUploadedImage(t.deps, Buffer.alloc(MAX_UPLOAD_BYTES + 1))).rejects.toMatchObject({
      status: 413,
      code: 'image_too_large',
    });
  });
});
