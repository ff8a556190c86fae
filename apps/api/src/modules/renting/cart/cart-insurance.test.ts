import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, inDays, newPerson, rentableListing } from '../../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { listings } from '../../../db/schema/listings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('insurance in the cart', () => {
  it('is refused on a listing that does not offer it, adding or changing an item', async () => {
    const renter = await newPerson(t);
    const listingId = await rentableListing(t);
    await t.deps.database.db.update(listings).set({ hasInsurance: false }).where(eq(listings.id, listingId));
    const item = { listingId, startDate: inDays(8), endDate: inDays(10) };

    const refused = await call(t, renter.cookie, 'POST', '/api/cart/items', { ...item, withInsurance: true });
    expect(refused.status).toBe(400);
    const { error } = await refused.json();
    expect(error.message).toBe('Este artículo no ofrece seguro; quítalo para continuar.');
    expect(error.fields).toEqual({ withInsurance: 'unavailable' });

    const added = await call(t, renter.cookie, 'POST', '/api/cart/items', item);
    expect(added.status).toBe(200);
    const cart = await added.json();
    expect(cart.items[0]).toMatchObject({ withInsurance: false, quote: { insuranceCost: 0 } });
    const change = await call(t, renter.cookie, 'PATCH', `/api/cart/items/${cart.items[0].id}`, {
      withInsurance: true,
    });
    expect(change.status).toBe(400);
  });

  it('is charged on a listing that offers it', async () => {
    const renter = await newPerson(t);
    const listingId = await rentableListing(t);
    const res = await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId,
      startDate: inDays(8),
      endDate: inDays(10),
      withInsurance: true,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).items[0].quote.insuranceCost).toBe(6_000);
  });
});
