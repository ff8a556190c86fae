import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_LISTING, jpegWithExif, publishedListing, uploadPhoto } from '../../../test/owner-helpers';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signIn } from '../../../test/auth-helpers';
import { bookings } from '../../db/schema/bookings';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../db/seed/dev-accounts';

let t: TestApp;
let owner: { cookie: string; id: string };
let other: { cookie: string; id: string };
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newPerson(t, 'owner');
  other = await newPerson(t, 'other');
  admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
});
afterAll(async () => {
  await t.close();
});

async function newDraft(cookie = owner.cookie, body: unknown = {}): Promise<number> {
  const res = await call(t, cookie, 'POST', '/api/listings', body);
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

describe('drafts', () => {
  it('starts a draft with the preselected category, seen only by its owner', async () => {
    const res = await call(t, owner.cookie, 'POST', '/api/listings', { category: 'vehicles' });
    expect(res.status).toBe(201);
    const draft = await res.json();
    expect(draft).toMatchObject({ status: 'draft', category: 'vehicles', currency: 'MXN' });
    expect((await call(t, owner.cookie, 'GET', `/api/my-listings/${draft.id}`)).status).toBe(200);
    expect((await call(t, other.cookie, 'GET', `/api/my-listings/${draft.id}`)).status).toBe(404);
    expect((await call(t, admin, 'GET', `/api/my-listings/${draft.id}`)).status).toBe(404);
    // Not public: the detail, search and by-ids endpoints do not know it.
    expect((await call(t, null, 'GET', `/api/listings/${draft.id}`)).status).toBe(404);
    expect((await call(t, owner.cookie, 'GET', `/api/listings/${draft.id}`)).status).toBe(200);
  });

  it("is made by the wizard's first save, holding it; a refused save makes none", async () => {
    const before = (await (await call(t, owner.cookie, 'GET', '/api/my-listings')).json()).items.length;
    const res = await call(t, owner.cookie, 'POST', '/api/listings', {
      title: '  Tienda de campaña  ',
      description: 'Para cuatro personas',
      category: 'sports',
      subcategory: null,
      condition: 'good',
      modelYear: 2022,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      status: 'draft',
      type: 'product',
      title: 'Tienda de campaña',
      category: 'sports',
      condition: 'good',
      modelYear: 2022,
    });
    // A service category starts a service; a save the rules refuse leaves nothing behind.
    const service = await call(t, owner.cookie, 'POST', '/api/listings', {
      title: 'Fotos de boda',
      category: 'photographer',
    });
    expect((await service.json()).type).toBe('service');
    const refused = await call(t, owner.cookie, 'POST', '/api/listings', { category: 'drones' });
    expect(refused.status).toBe(400);
    expect((await call(t, owner.cookie, 'POST', '/api/listings', { pricePerDay: 0 })).status).toBe(400);
    expect((await (await call(t, owner.cookie, 'GET', '/api/my-listings')).json()).items).toHaveLength(before + 2);
  });

  it('asks a guest to sign in', async () => {
    const res = await call(t, null, 'POST', '/api/listings', {});
    expect(res.status).toBe(401);
    expect((await res.json()).error.message).toBe('Debes iniciar sesión para continuar.');
  });

  it('saves each step and refuses bad input in the person’s language', async () => {
    const id = await newDraft();
    const details = await call(t, owner.cookie, 'PATCH', `/api/listings/${id}`, {
      title: '  Bicicleta de montaña  ',
      description: 'Rodada 29',
      category: 'sports',
    });
    expect(details.status).toBe(200);
    expect((await details.json()).title).toBe('Bicicleta de montaña');

    const bad: [Record<string, unknown>, string][] = [
      [{ title: '    ' }, 'title'],
      [{ title: 'x'.repeat(81) }, 'title'],
      [{ pricePerDay: 0 }, 'pricePerDay'],
      [{ pricePerDay: 5_000_000_000 }, 'pricePerDay'],
      [{ weeklyDiscountPct: 95 }, 'weeklyDiscountPct'],
      [{ monthlyDiscountPct: -1 }, 'monthlyDiscountPct'],
      [{ minDays: 10, maxDays: 3 }, 'maxDays'],
      [{ latitude: 91, longitude: 0 }, 'latitude'],
      [{ longitude: -181, latitude: 0 }, 'longitude'],
      [{ category: 'nope' }, 'category'],
    ];
    for (const [body, field] of bad) {
      const res = await call(t, owner.cookie, 'PATCH', `/api/listings/${id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = (await res.json()).error;
      expect(Object.keys(error.fields ?? {})).toContain(field);
    }
    // min > max across two saves is refused too.
    expect((await call(t, owner.cookie, 'PATCH', `/api/listings/${id}`, { maxDays: 5 })).status).toBe(200);
    expect((await call(t, owner.cookie, 'PATCH', `/api/listings/${id}`, { minDays: 6 })).status).toBe(400);
    const after = await (await call(t, owner.cookie, 'GET', `/api/my-listings/${id}`)).json();
    expect(after).toMatchObject({ title: 'Bicicleta de montaña', minDays: 1, maxDays: 5 });
  });

  it('lets a sample owner edit a live sample listing; only what the edit breaks is refused', async () => {
    const carlos = await signIn(t, 'example1@vira.local', DEV_PASSWORD);
    const mine = await (await call(t, carlos, 'GET', '/api/my-listings')).json();
    const sample = mine.items.find((l: { status: string }) => l.status === 'live');
    // Its category is a catalogue key, not a taxonomy id: an edit of the days must not trip over it.
    const res = await call(t, carlos, 'PATCH', `/api/listings/${sample.id}`, { minDays: 3 });
    expect(res.status).toBe(200);
    expect((await res.json()).minDays).toBe(3);
    const refused = await call(t, carlos, 'PATCH', `/api/listings/${sample.id}`, { pricePerDay: 0 });
    expect(refused.status).toBe(400);
    expect(Object.keys((await refused.json()).error.fields)).toEqual(['pricePerDay']);
    expect((await call(t, carlos, 'PATCH', `/api/listings/${sample.id}`, { minDays: 1 })).status).toBe(200);
  });

  it('lets nobody else, admins included, edit, publish, pause, duplicate or delete it (404); guests sign in', async () => {
    const id = await newDraft();
    const attempts: [string, string, unknown?][] = [
      ['PATCH', `/api/listings/${id}`, { title: 'Mío' }],
      ['POST', `/api/listings/${id}/publish`],
      ['POST', `/api/listings/${id}/pause`],
      ['POST', `/api/listings/${id}/resume`],
      ['POST', `/api/listings/${id}/duplicate`],
      ['PUT', `/api/listings/${id}/photos/order`, { imageIds: [1] }],
      ['DELETE', `/api/listings/${id}/photos/1`],
      ['DELETE', `/api/listings/${id}`],
    ];
    for (const [method, path, body] of attempts) {
      expect((await call(t, other.cookie, method, path, body)).status, `${method} ${path}`).toBe(404);
      expect((await call(t, admin, method, path, body)).status, `admin ${method} ${path}`).toBe(404);
      expect((await call(t, null, method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect((await uploadPhoto(t, other.cookie, id, await jpegWithExif())).status).toBe(404);
    expect((await uploadPhoto(t, null, id, await jpegWithExif())).status).toBe(401);
    const mine = await (await call(t, owner.cookie, 'GET', `/api/my-listings/${id}`)).json();
    expect(mine.title).toBe('');
    expect(mine.images).toHaveLength(0);
  });
});

describe('photos', () => {
  it('stores uploads as WebP without metadata, reorders them and deletes one', async () => {
    const id = await newDraft();
    let listing;
    for (const color of ['#ff0000', '#00ff00', '#0000ff']) {
      const res = await uploadPhoto(t, owner.cookie, id, await jpegWithExif(color));
      expect(res.status).toBe(200);
      listing = await res.json();
    }
    const ids: number[] = listing.images.map((i: { id: number }) => i.id);
    expect(ids).toHaveLength(3);
    const served = await t.request(`${listing.images[0].url}?w=480`, { headers: { cookie: owner.cookie } });
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    const reordered = await call(t, owner.cookie, 'PUT', `/api/listings/${id}/photos/order`, {
      imageIds: [ids[2], ids[0], ids[1]],
    });
    expect(reordered.status).toBe(200);
    expect((await reordered.json()).images.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[0], ids[1]]);
    const partial = await call(t, owner.cookie, 'PUT', `/api/listings/${id}/photos/order`, { imageIds: [ids[0]] });
    expect(partial.status).toBe(400);

    const removed = await call(t, owner.cookie, 'DELETE', `/api/listings/${id}/photos/${ids[0]}`);
    expect(removed.status).toBe(200);
    expect((await removed.json()).images.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[1]]);
  });

  it('takes a phone’s HEIC photo (HEVC, which libvips cannot read) and keeps its picture', async () => {
    const id = await newDraft();
    const heic = await readFile(new URL('../../../test/fixtures/red-64x48.heic', import.meta.url));
    expect((await sharp(heic).metadata()).compression).toBe('hevc');
    const res = await uploadPhoto(t, owner.cookie, id, heic, 'IMG_0001.HEIC');
    expect(res.status).toBe(200);
    const [image] = (await res.json()).images;
    const served = await t.request(`${image.url}?w=480`, { headers: { cookie: owner.cookie } });
    const { data, info } = await sharp(Buffer.from(await served.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([64, 48]);
    // The red of the original (#cc3322), give or take the two lossy encodings.
    expect(Math.abs(data[0]! - 0xcc)).toBeLessThan(16);
    expect(Math.abs(data[1]! - 0x33)).toBeLessThan(16);
  });

  it('refuses a file that is not an image (400), an image over 10 MB (413) and an eleventh photo, keeping the draft', async () => {
    const id = await newDraft();
    const text = await uploadPhoto(t, owner.cookie, id, Buffer.from('not an image at all'), 'x.jpg');
    expect(text.status).toBe(400);
    expect((await text.json()).error.message).toContain('JPEG, PNG, WebP o HEIC');

    const huge = await uploadPhoto(t, owner.cookie, id, Buffer.alloc(11 * 1024 * 1024, 1), 'huge.jpg');
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.message).toContain('10 MB');

    const photo = await jpegWithExif();
    for (let i = 0; i < 10; i++) expect((await uploadPhoto(t, owner.cookie, id, photo)).status).toBe(200);
    const eleventh = await uploadPhoto(t, owner.cookie, id, photo);
    expect(eleventh.status).toBe(400);
    expect((await eleventh.json()).error.message).toContain('10 fotos');
    const mine = await (await call(t, owner.cookie, 'GET', `/api/my-listings/${id}`)).json();
    expect(mine.images).toHaveLength(10);
  });

  it('answers 413 from the Content-Length before reading the body', async () => {
    const id = await newDraft();
    const res = await t.request(`/api/listings/${id}/photos`, {
      method: 'POST',
      headers: {
        cookie: owner.cookie,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(50 * 1024 * 1024),
      },
      body: '--x\r\n',
    });
    expect(res.status).toBe(413);
  });
});

describe('publishing and managing', () => {
  it('refuses to publish an incomplete draft, naming what is missing', async () => {
    const id = await newDraft();
    const res = await call(t, owner.cookie, 'POST', `/api/listings/${id}/publish`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain('title');
    await call(t, owner.cookie, 'PATCH', `/api/listings/${id}`, COMPLETE_LISTING);
    const noPhoto = await call(t, owner.cookie, 'POST', `/api/listings/${id}/publish`);
    expect(noPhoto.status).toBe(400);
    expect((await noPhoto.json()).error.message).toBe('Agrega al menos una foto antes de publicar.');
  });

  it('publishes at once: search, suggestions, map, home statistics; pause and resume take it out and back', async () => {
    const statsBefore = await (await call(t, null, 'GET', '/api/stats')).json();
    // Warm the caches so the test proves they are refreshed, not merely empty.
    await call(t, null, 'GET', '/api/search?q=zorbanita');
    await mapAt();
    const id = await publishedListing(t, owner.cookie, { title: 'Zorbanita inflable gigante' });

    const found = await (await call(t, null, 'GET', '/api/search?q=zorbanita')).json();
    expect(found.items.map((i: { id: number }) => i.id)).toContain(id);
    expect(found.total).toBe(1);
    const suggestions = await (await call(t, null, 'GET', '/api/search/suggestions?q=zorban')).json();
    expect(JSON.stringify(suggestions)).toContain('Zorbanita inflable gigante');
    const statsAfter = await (await call(t, null, 'GET', '/api/stats')).json();
    expect(statsAfter.listings).toBe(statsBefore.listings + 1);
    await expect.poll(async () => JSON.stringify(await mapAt()), { timeout: 5000 }).toContain(`"id":${id}`);

    expect((await call(t, owner.cookie, 'POST', `/api/listings/${id}/pause`)).status).toBe(200);
    expect((await (await call(t, null, 'GET', '/api/search?q=zorbanita')).json()).total).toBe(0);
    expect((await call(t, null, 'GET', `/api/listings/${id}`)).status).toBe(404);
    await expect.poll(async () => JSON.stringify(await mapAt()), { timeout: 5000 }).not.toContain(`"id":${id}`);
    expect((await call(t, owner.cookie, 'POST', `/api/listings/${id}/resume`)).status).toBe(200);
    expect((await (await call(t, null, 'GET', '/api/search?q=zorbanita')).json()).total).toBe(1);

    const mine = await (await call(t, owner.cookie, 'GET', '/api/my-listings')).json();
    expect(mine.items.find((l: { id: number }) => l.id === id)).toMatchObject({
      status: 'live',
      weeklyDiscountPct: 10,
    });
    expect(mine.items.every((l: { owner: { id: string } }) => l.owner.id === owner.id)).toBe(true);
  });

  it('edits a live listing but keeps it publishable', async () => {
    const id = await publishedListing(t, owner.cookie);
    const ok = await call(t, owner.cookie, 'PATCH', `/api/listings/${id}`, { pricePerDay: 50_000 });
    expect(ok.status).toBe(200);
    expect((await (await call(t, null, 'GET', `/api/listings/${id}`)).json()).pricePerDay).toBe(50_000);
  });

  it('duplicates into a new draft with the photos', async () => {
    const id = await publishedListing(t, owner.cookie);
    const res = await call(t, owner.cookie, 'POST', `/api/listings/${id}/duplicate`);
    expect(res.status).toBe(201);
    const copy = await res.json();
    expect(copy).toMatchObject({ status: 'draft', title: COMPLETE_LISTING.title, pricePerDay: 45_000 });
    expect(copy.id).not.toBe(id);
    expect(copy.images).toHaveLength(1);
  });

  it('refuses to delete while a booking holds future dates, then deletes once it does not', async () => {
    const id = await publishedListing(t, owner.cookie);
    const db = t.deps.database.db;
    const [booking] = await db
      .insert(bookings)
      .values({
        listingId: id,
        renterId: other.id,
        ownerId: owner.id,
        startDate: inDays(10),
        endDate: inDays(12),
        status: 'paid',
        holds: true,
        instantBooking: true,
        currency: 'MXN',
        days: 2,
        itemCost: 90_000,
        insuranceCost: 0,
        deliveryCost: 0,
        deposit: 0,
        total: 90_000,
        commission: 27_000,
        ownerEarnings: 63_000,
      })
      .returning();
    const refused = await call(t, owner.cookie, 'DELETE', `/api/listings/${id}`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toContain('1 reserva(s) con fechas pendientes');
    const mine = await (await call(t, owner.cookie, 'GET', `/api/my-listings/${id}`)).json();
    expect(mine.nextBooking).toEqual({ startDate: inDays(10), endDate: inDays(12) });

    const { eq } = await import('drizzle-orm');
    await db.update(bookings).set({ status: 'cancelled', holds: false }).where(eq(bookings.id, booking!.id));
    expect((await call(t, owner.cookie, 'DELETE', `/api/listings/${id}`)).status).toBe(204);
    expect((await call(t, owner.cookie, 'GET', `/api/my-listings/${id}`)).status).toBe(404);
  });
});

async function mapAt(): Promise<unknown> {
  const res = await call(
    t,
    null,
    'GET',
    '/api/map/listings?north=19.5&south=19.2&east=-99&west=-99.3&zoom=16&q=zorbanita',
  );
  return res.json();
}
