import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, inDays, newPerson, rentableListing } from '../../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('rental dates in the cart (docs/product-rules.md "Rental days": one rule: same-day is one day)', () => {
  it('accepts a same-day rental as one day', async () => {
    const renter = await newPerson(t);
    const listingId = await rentableListing(t);
    const res = await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId,
      startDate: inDays(8),
      endDate: inDays(8),
    });
    expect(res.status).toBe(200);
    const cart = await res.json();
    expect(cart.items[0].quote.days).toBe(1);
  });

  it('refuses an end before the start with words that match that rule', async () => {
    const renter = await newPerson(t);
    const listingId = await rentableListing(t);
    const res = await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId,
      startDate: inDays(8),
      endDate: inDays(7),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('La fecha de fin no puede ser anterior a la fecha de inicio');
  });
});
