import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, inDays, newPerson, rentableListing } from '../../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// On PostgreSQL too: racing checkouts meet the exclusion constraint.

let t: TestApp;
beforeAll(async () => {
  // E2E relaxes the per-address sign-up limit so one test can create 50 people.
  t = await createTestApp({ E2E: 'true' });
});
afterAll(() => t?.close());

describe('50 people checking out the same listing and dates at once', () => {
  it('lets exactly one hold them; the others get a 409 and no bookings overlap', async () => {
    const listingId = await rentableListing(t);
    const people = [];
    for (let i = 0; i < 50; i++) people.push(await newPerson(t, 'crowd'));
    for (const p of people) {
      const added = await call(t, p.cookie, 'POST', '/api/cart/items', {
        listingId,
        startDate: inDays(7),
        endDate: inDays(9),
      });
      expect(added.status).toBe(200);
    }
    const answers = await Promise.all(
      people.map((p) =>
        call(t, p.cookie, 'POST', '/api/checkout', { paymentMethod: 'credit_card', acceptTerms: true }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const conflict = await answers.find((a) => a.status === 409)!.json();
    expect(conflict.error.message).toBe('Esas fechas ya no están disponibles para este artículo. Elige otras fechas.');
    const overlaps = await t.deps.database.db.execute(sql`
      select count(*)::int as n from bookings a join bookings b
        on a.listing_id = b.listing_id and a.id < b.id and a.holds and b.holds and a.held_range && b.held_range`);
    expect((overlaps as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const holding = await t.deps.database.db.execute(
      sql`select count(*)::int as n from bookings where listing_id = ${listingId} and holds`,
    );
    expect((holding as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  }, 120_000);
});
