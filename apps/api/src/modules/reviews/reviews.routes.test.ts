import type { ApiErrorBody } from '@vira/domain/api-error';
import type { Listing } from '@vira/domain/listing';
import type { ReviewPage } from '@vira/domain/review';
import type { SearchResponse } from '@vira/domain/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { bookings } from '../../db/schema/bookings';
import { reviews } from '../../db/schema/reviews';
import { signUpAndVerify } from '../../../test/auth-helpers';
import { insertListing, insertProfile } from '../../../test/listing-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { saveListingReview, summarize } from './reviews.service';

let t: TestApp;
let listingId: number;
let emptyListingId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.database.db;
  listingId = await insertListing(db, 'review-owner');
  emptyListingId = await insertListing(db, 'review-owner', 'Sin reseñas');
  await insertProfile(db, 'r-ana', 'Ana López', true);
  await insertProfile(db, 'r-beto', 'Beto Ruiz');
  await insertProfile(db, 'r-caro', null);
  // Ratings 5, 4, 4: average 4.333… shows as 4.3.
  await db.insert(reviews).values([
    {
      listingId,
      reviewerId: 'r-ana',
      rating: 5,
      comment: 'Excelente, todo perfecto.',
      createdAt: new Date('2026-03-01T10:00:00Z'),
    },
    {
      listingId,
      reviewerId: 'r-beto',
      rating: 4,
      comment: 'Muy bueno, lo recomiendo.',
      createdAt: new Date('2026-05-01T10:00:00Z'),
    },
    {
      listingId,
      reviewerId: 'r-caro',
      rating: 4,
      comment: 'Cumplió con lo esperado.',
      createdAt: new Date('2026-04-01T10:00:00Z'),
    },
  ]);
});
afterAll(async () => {
  await t.close();
});

const getPage = async (path: string) => (await (await t.request(path)).json()) as ReviewPage;
const user = (id: string, name: string | null = null) => ({ id, name, email: `${id}@example.com` });

describe('GET /api/listings/{id}/reviews', () => {
  it('answers the summary (average to 1 decimal, bars 5..1) and the list newest first', async () => {
    const res = await t.request(`/api/listings/${listingId}/reviews`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ReviewPage;
    expect(body.summary).toEqual({
      average: 4.3,
      count: 3,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 2 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
    expect(body.items.map((r) => r.reviewer.fullName)).toEqual(['Beto Ruiz', null, 'Ana López']);
    expect(body.items[2]!.reviewer.isVira).toBe(true);
    expect(body.items[0]!.verifiedRental).toBe(false);
    expect(body.total).toBe(3);
  });

  it('pages the list while the summary still counts everything', async () => {
    const body = await getPage(`/api/listings/${listingId}/reviews?page=2&pageSize=2`);
    expect(body.items).toHaveLength(1);
    expect(body.summary.count).toBe(3);
    expect(body.page).toBe(2);
  });

  it('answers an empty summary for an item without reviews', async () => {
    const body = await getPage(`/api/listings/${emptyListingId}/reviews`);
    expect(body.summary.average).toBe(0);
    expect(body.summary.count).toBe(0);
    expect(body.items).toEqual([]);
  });

  it('answers 404 for a listing that does not exist and 400 for a bad page', async () => {
    expect((await t.request('/api/listings/200/reviews')).status).toBe(404);
    expect((await t.request('/api/listings/abc/reviews')).status).toBe(404);
    expect((await t.request(`/api/listings/${listingId}/reviews?page=0`)).status).toBe(400);
    expect((await t.request(`/api/listings/${listingId}/reviews?pageSize=x`)).status).toBe(400);
  });
});

describe('renta verificada', () => {
  it('marks the review of someone who rented and received the item', async () => {
    const money = {
      currency: 'MXN',
      days: 2,
      itemCost: 50_000,
      insuranceCost: 0,
      deliveryCost: 0,
      deposit: 0,
      total: 50_000,
      commission: 15_000,
      ownerEarnings: 35_000,
    };
    await t.deps.database.db.insert(bookings).values([
      {
        listingId,
        renterId: 'r-beto',
        ownerId: 'review-owner',
        startDate: '2026-04-01',
        endDate: '2026-04-03',
        status: 'completed',
        instantBooking: true,
        ...money,
      },
      // Cancelled before the handover: not a verified rental.
      {
        listingId,
        renterId: 'r-caro',
        ownerId: 'review-owner',
        startDate: '2026-04-05',
        endDate: '2026-04-07',
        status: 'cancelled',
        instantBooking: true,
        ...money,
      },
    ]);
    const body = await getPage(`/api/listings/${listingId}/reviews`);
    const flags = Object.fromEntries(body.items.map((r) => [r.reviewer.id, r.verifiedRental]));
    expect(flags).toEqual({ 'r-ana': false, 'r-beto': true, 'r-caro': false });
  });
});

describe('GET /api/users/{userId}/reviews', () => {
  it('gathers the reviews of the items a person publishes', async () => {
    const body = await getPage('/api/users/review-owner/reviews');
    expect(body.summary.count).toBeGreaterThanOrEqual(3);
  });

  it('answers an empty summary for a person nobody reviewed', async () => {
    const body = await getPage('/api/users/nobody-at-all/reviews');
    expect(body.summary).toMatchObject({ average: 0, count: 0 });
  });
});

describe('POST /api/listings/{id}/reviews', () => {
  it('refuses a guest with 401 and the spec message', async () => {
    const res = await t.request(`/api/listings/${listingId}/reviews`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rating: 5, comment: 'Un comentario suficientemente largo' }),
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as ApiErrorBody).error.message).toBe('Debes iniciar sesión para dejar una reseña');
  });

  it('refuses a rating outside 1..5 with 400', async () => {
    const res = await t.request(`/api/listings/${listingId}/reviews`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rating: 6, comment: 'Un comentario suficientemente largo' }),
    });
    expect(res.status).toBe(400);
  });

  it('refuses a trimmed comment under 10 characters with the spec message', async () => {
    const db = t.deps.database.db;
    const error = await saveListingReview(db, user('r-dani'), String(listingId), {
      rating: 5,
      comment: '   corto   ',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).text.es).toBe('Por favor escribe al menos 10 caracteres');
  });

  it('keeps one review per person per item: a second one edits the first and the listing figures follow', async () => {
    const db = t.deps.database.db;
    const first = await saveListingReview(db, user('r-eva', 'Eva Soto'), String(emptyListingId), {
      rating: 2,
      comment: '  Llegó tarde y sucio.  ',
    });
    expect(first.created).toBe(true);
    expect(first.review.comment).toBe('Llegó tarde y sucio.');
    expect(first.review.reviewer.fullName).toBe('Eva Soto');
    const second = await saveListingReview(db, user('r-eva', 'Eva Soto'), String(emptyListingId), {
      rating: 5,
      comment: 'Lo volví a rentar y todo excelente.',
    });
    expect(second.created).toBe(false);
    expect(second.review.id).toBe(first.review.id);

    const body = await getPage(`/api/listings/${emptyListingId}/reviews`);
    expect(body.summary).toMatchObject({ average: 5, count: 1 });
    const listing = (await (await t.request(`/api/listings/${emptyListingId}`)).json()) as Listing;
    expect(listing.reviewCount).toBe(1);
    expect(listing.rating).toBe(5);
  });

  it('changes the search figures and the rating filter at once, not after their cache expires', async () => {
    const db = t.deps.database.db;
    const itemId = await insertListing(db, 'review-owner', 'Astrolabio de reseña');
    const search = async (extra = '') =>
      (await (await t.request(`/api/search?q=astrolabio${extra}`)).json()) as SearchResponse;
    const before = await search();
    expect(before.stats).toMatchObject({ total: 1, averageRating: null });
    expect((await search('&minRating=4')).total).toBe(0);

    await saveListingReview(db, user('r-gil', 'Gil Mora'), String(itemId), {
      rating: 4,
      comment: 'Preciso y bien cuidado.',
    });
    expect((await search()).stats.averageRating).toBe(4);
    expect((await search('&minRating=4')).items.map((l) => l.id)).toEqual([itemId]);
  });

  it('falls back to the e-mail as the reviewer name', async () => {
    const saved = await saveListingReview(t.deps.database.db, user('r-fer'), String(emptyListingId), {
      rating: 4,
      comment: 'Buen artículo, gracias.',
    });
    expect(saved.review.reviewer.fullName).toBe('r-fer@example.com');
  });

  it('does not let an owner review their own item', async () => {
    const error = await saveListingReview(t.deps.database.db, user('review-owner'), String(listingId), {
      rating: 5,
      comment: 'Mi propio artículo es genial.',
    }).catch((e: unknown) => e);
    expect((error as AppError).status).toBe(403);
  });
});

describe('POST /api/listings/{id}/reviews signed in', () => {
  let cookie: string;
  let itemId: number;
  beforeAll(async () => {
    cookie = await signUpAndVerify(t, {
      email: 'resenas@example.com',
      password: 'secreto123',
      fullName: 'Rosa Reseñas',
    });
    itemId = await insertListing(t.deps.database.db, 'review-owner', 'Bicicleta de prueba');
  });
  const post = (body: unknown) =>
    t.request(`/api/listings/${itemId}/reviews`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie },
      body: JSON.stringify(body),
    });

  it('answers 400 with the spec message for a comment under 10 characters after trimming', async () => {
    const res = await post({ rating: 4, comment: '  muy bien  ' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).error.message).toBe('Por favor escribe al menos 10 caracteres');
  });

  it('publishes with 201, then a second review by the same person edits it (200) instead of adding one', async () => {
    const first = await post({ rating: 3, comment: 'Funcionó, pero llegó tarde.' });
    expect(first.status).toBe(201);
    const created = (await first.json()) as { id: number; reviewer: { fullName: string } };
    expect(created.reviewer.fullName).toBe('Rosa Reseñas');
    expect((created as unknown as { updated: boolean }).updated).toBe(false);
    const second = await post({ rating: 5, comment: 'Al final todo salió excelente.' });
    expect(second.status).toBe(200);
    const edited = (await second.json()) as { id: number; updated: boolean };
    expect(edited.id).toBe(created.id);
    // The web says 'updated' rather than 'published' from this flag.
    expect(edited.updated).toBe(true);
    const body = await getPage(`/api/listings/${itemId}/reviews`);
    expect(body.summary).toMatchObject({ average: 5, count: 1 });
    expect(body.items[0]!.comment).toBe('Al final todo salió excelente.');
  });
});

describe('my review of a listing', () => {
  it('lets the form open the person’s existing review for editing, and says null when there is none', async () => {
    const cookie = await signUpAndVerify(t, { email: 'mine@example.com', password: 'secreto1', fullName: 'Mía' });
    const itemId = await insertListing(t.deps.database.db, 'review-owner', 'Patines de prueba');
    const mine = async () => {
      const res = await t.request(`/api/listings/${itemId}/reviews/mine`, { headers: { cookie } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { review: { rating: number; comment: string } | null }).review;
    };
    expect(await mine()).toBeNull();
    await t.request(`/api/listings/${itemId}/reviews`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie },
      body: JSON.stringify({ rating: 4, comment: 'Ruedan muy bien, recomendados.' }),
    });
    expect(await mine()).toMatchObject({ rating: 4, comment: 'Ruedan muy bien, recomendados.' });
    // Someone else sees only their own (none), and a guest must sign in.
    const other = await signUpAndVerify(t, { email: 'otra@example.com', password: 'secreto1', fullName: 'Otra' });
    const theirs = await t.request(`/api/listings/${itemId}/reviews/mine`, { headers: { cookie: other } });
    expect(((await theirs.json()) as { review: unknown }).review).toBeNull();
    expect((await t.request(`/api/listings/${itemId}/reviews/mine`)).status).toBe(401);
    expect((await t.request('/api/listings/99999999/reviews/mine', { headers: { cookie } })).status).toBe(404);
  });
});

describe('sample reviews', () => {
  it('give featured listing 12 a few reviews, and its cached rating and count agree with them', async () => {
    const body = await getPage('/api/listings/12/reviews');
    expect(body.summary.count).toBeGreaterThanOrEqual(3);
    expect(body.items[0]!.reviewer.id).toMatch(/^sample-reviewer-/);
    const listing = (await (await t.request('/api/listings/12')).json()) as Listing;
    expect(listing.reviewCount).toBe(body.summary.count);
    expect(listing.rating).toBe(body.summary.average);
  });
});

describe('summarize', () => {
  it('rounds the average to 1 decimal and lists bars from 5 to 1', () => {
    const s = summarize([
      { rating: 5, count: 2 },
      { rating: 1, count: 1 },
    ]);
    expect(s.average).toBe(3.7);
    expect(s.distribution.map((d) => d.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(s.count).toBe(3);
  });
});
