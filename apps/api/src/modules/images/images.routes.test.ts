import { ARTWORK_VERSION } from './generated-artwork';
import { listingSchema } from '@vira/domain/listing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers';
import { jpegWithExif, publishedListing, uploadPhoto } from '../../../test/owner-helpers';
import { call, newPerson } from '../../../test/renting-helpers';
import { listingImages } from '../../db/schema/listings';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../db/seed/dev-accounts';
import { AppError } from '../../http/app-error';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { imageUrl as imageAddress } from './image-url';
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
    const id = imageUrl.split('/').at(-1)!.split('-')[0];
    expect(await t.deps.storage.get(`cache/${id}-768-v${ARTWORK_VERSION}.webp`)).not.toBeNull();
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
    for (const path of ['/api/images/999999', '/api/images/abc', `/api/images/999999-${'a'.repeat(32)}`]) {
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
      .returning({ id: listingImages.id, token: listingImages.token });
    const res = await t.request(`${imageAddress(row!)}?w=480`);
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

describe('who sees a photo', () => {
  type Person = { cookie: string; id: string };
  let owner: Person;
  let stranger: Person;
  let admin: string;
  /** The address the API gives the owner for the first photo of each listing. */
  const photo: Record<'draft' | 'paused' | 'hidden' | 'live', string> = { draft: '', paused: '', hidden: '', live: '' };

  async function firstPhoto(listingId: number): Promise<string> {
    const mine = await (await call(t, owner.cookie, 'GET', `/api/my-listings/${listingId}`)).json();
    return mine.images[0].url as string;
  }

  beforeAll(async () => {
    owner = await newPerson(t, 'owner');
    stranger = await newPerson(t, 'stranger');
    admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
    const draft = (await (await call(t, owner.cookie, 'POST', '/api/listings', {})).json()).id as number;
    expect((await uploadPhoto(t, owner.cookie, draft, await jpegWithExif())).status).toBe(200);
    const paused = await publishedListing(t, owner.cookie);
    expect((await call(t, owner.cookie, 'POST', `/api/listings/${paused}/pause`)).status).toBe(200);
    const hidden = await publishedListing(t, owner.cookie);
    const hide = await call(t, admin, 'POST', `/api/admin/listings/${hidden}/hide`, { reason: 'Fotos engañosas' });
    expect(hide.status).toBe(204);
    const live = await publishedListing(t, owner.cookie);
    for (const [state, id] of Object.entries({ draft, paused, hidden, live })) {
      photo[state as keyof typeof photo] = await firstPhoto(id);
    }
  });

  const get = (path: string, cookie: string | null) => t.request(path, cookie ? { headers: { cookie } } : {});

  it('a draft’s, a paused and a hidden listing’s photo: its owner and admins see it, never cached; others 404', async () => {
    for (const state of ['draft', 'paused', 'hidden'] as const) {
      for (const cookie of [owner.cookie, admin]) {
        const res = await get(photo[state], cookie);
        expect(res.status, `${state} as owner/admin`).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        expect(res.headers.get('cache-control')).toBe('private, no-store');
      }
      for (const cookie of [stranger.cookie, null]) {
        const res = await get(photo[state], cookie);
        expect(res.status, `${state} as stranger/guest`).toBe(404);
        expect(res.headers.get('content-type')).toContain('application/json');
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('image_not_found');
      }
    }
  });

  it('a live listing’s photo: anyone with its address sees it, cached publicly for a year', async () => {
    for (const cookie of [owner.cookie, admin, stranger.cookie, null]) {
      const res = await get(photo.live, cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('a photo’s address cannot be guessed: its id alone or with a wrong token is 404, even to its owner', async () => {
    expect(photo.live).toMatch(/^\/api\/images\/\d+-[0-9a-f]{32}$/);
    const id = photo.live.split('/').at(-1)!.split('-')[0]!;
    const token = photo.live.split('-').at(-1)!;
    const wrong = token.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    for (const path of [
      `/api/images/${id}`,
      `/api/images/${id}-${wrong}`,
      `/api/images/${id}-`,
      `/api/images/${token}`,
    ]) {
      expect((await get(path, null)).status, path).toBe(404);
      expect((await get(path, owner.cookie)).status, path).toBe(404);
    }
    // Neighbouring ids, as someone walking the sequence would try them.
    for (let n = Number(id) - 3; n <= Number(id) + 3; n++)
      expect((await get(`/api/images/${n}`, null)).status).toBe(404);
  });

  it('every address the API hands out for a listing’s photo works: detail, search, map, services, profile', async () => {
    const detail = listingSchema.parse(await (await t.request('/api/listings/12')).json());
    const search = await (await call(t, null, 'GET', '/api/search?pageSize=1')).json();
    const map = await (
      await call(t, null, 'GET', '/api/map/listings?west=-103.5&south=20.5&east=-103.2&north=20.8&zoom=17')
    ).json();
    const services = await (await call(t, null, 'GET', '/api/services')).json();
    const profile = await (await call(t, null, 'GET', `/api/profiles/${owner.id}`)).json();
    const addresses: string[] = [
      detail.images[0]!.url,
      search.items[0].images[0].url,
      map.points.find((p: { imageUrl: string | null }) => p.imageUrl).imageUrl,
      services.items.find((s: { imageUrl: string | null }) => s.imageUrl).imageUrl,
      profile.listings[0].imageUrl,
    ];
    for (const address of addresses) {
      expect(address).toMatch(/^\/api\/images\/\d+-[0-9a-f]{32}$/);
      expect((await get(address, null)).status, address).toBe(200);
    }
  });
});
