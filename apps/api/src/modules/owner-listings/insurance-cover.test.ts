import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedListing } from '../../../test/owner-helpers';
import { call, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const detail = async (id: number) => (await call(t, null, 'GET', `/api/listings/${id}`)).json();

describe("an insured listing's damage cover", () => {
  it("is the category's default until the owner states one, in the listing's own currency", async () => {
    const owner = await newPerson(t, 'owner');
    const kayak = await publishedListing(t, owner.cookie);
    const van = await publishedListing(t, owner.cookie, { title: 'Camioneta de 12 plazas', category: 'vehicles' });
    const camera = await publishedListing(t, owner.cookie, {
      title: 'Cámara réflex',
      category: 'audiovisual',
      currency: 'USD',
      pricePerDay: 3_000,
    });
    // Before: every insured item said "covered up to $500.00", a kayak, a van and a camera alike.
    expect((await detail(kayak)).insuranceCover).toBe(1_000_000);
    expect((await detail(van)).insuranceCover).toBe(30_000_000);
    const inDollars = (await detail(camera)).insuranceCover;
    expect(inDollars).toBeGreaterThan(100_000);
    expect(inDollars).toBeLessThan(400_000);
    expect(inDollars % 100).toBe(0);

    const set = await call(t, owner.cookie, 'PATCH', `/api/listings/${kayak}`, { insuranceCover: 1_234_500 });
    expect(set.status).toBe(200);
    expect((await set.json()).insuranceCover).toBe(1_234_500);
    expect((await detail(kayak)).insuranceCover).toBe(1_234_500);
    // Emptied again: back to the category's default.
    await call(t, owner.cookie, 'PATCH', `/api/listings/${kayak}`, { insuranceCover: null });
    expect((await detail(kayak)).insuranceCover).toBe(1_000_000);
  });

  it('refuses a negative or fractional cover, and only the owner sets it', async () => {
    const owner = await newPerson(t, 'owner');
    const other = await newPerson(t);
    const id = await publishedListing(t, owner.cookie);
    for (const insuranceCover of [-1, 10.5, 'mucho']) {
      const res = await call(t, owner.cookie, 'PATCH', `/api/listings/${id}`, { insuranceCover });
      expect(res.status, String(insuranceCover)).toBe(400);
    }
    expect((await call(t, other.cookie, 'PATCH', `/api/listings/${id}`, { insuranceCover: 5 })).status).toBe(404);
    expect((await call(t, null, 'PATCH', `/api/listings/${id}`, { insuranceCover: 5 })).status).toBe(401);
    expect((await detail(id)).insuranceCover).toBe(1_000_000);
  });
});
