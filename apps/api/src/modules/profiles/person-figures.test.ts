import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedListing, paidRental, setDates, type Person } from '../../../test/rental-helpers';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Paid, received, returned in good condition: the booking is completed. */
async function completedRental(renter: Person, owner: Person, listingId: number, from: number): Promise<string> {
  const { bookingId } = await paidRental(t, renter, listingId, inDays(from), inDays(from + 1));
  await setDates(t, bookingId, inDays(0), inDays(1));
  expect((await call(t, renter.cookie, 'POST', `/api/bookings/${bookingId}/confirm-receipt`)).status).toBe(200);
  const returned = await call(t, owner.cookie, 'POST', `/api/bookings/${bookingId}/confirm-return`);
  expect((await returned.json()).status).toBe('completed');
  return bookingId;
}

const review = (person: Person, bookingId: string, rating: number) =>
  call(t, person.cookie, 'POST', `/api/bookings/${bookingId}/review`, {
    rating,
    comment: 'Todo salió bien, muy recomendable.',
  });

const figures = async (person: Person) => {
  const pub = await (await call(t, null, 'GET', `/api/profiles/${person.id}`)).json();
  const own = await (await call(t, person.cookie, 'GET', '/api/profile')).json();
  // The public profile and the person's own dashboard read the same figures.
  expect({ rating: own.rating, totalRentals: own.totalRentals, totalListings: own.totalListings }).toEqual({
    rating: pub.rating,
    totalRentals: pub.totalRentals,
    totalListings: pub.totalListings,
  });
  return { rating: pub.rating as number, totalRentals: pub.totalRentals as number, totalListings: pub.totalListings };
};

describe("a person's rating and rental count", () => {
  it('move with completed rentals and the two-sided reviews after them', async () => {
    const { owner, listingId } = await ownedListing(t);
    const renters = [await newPerson(t), await newPerson(t), await newPerson(t)];
    const bookings: string[] = [];
    for (const [i, renter] of renters.entries())
      bookings.push(await completedRental(renter, owner, listingId, 3 * i + 2));

    expect(await figures(owner)).toMatchObject({ rating: 0, totalRentals: 3, totalListings: 1 });
    expect(await figures(renters[0]!)).toMatchObject({ rating: 0, totalRentals: 1, totalListings: 0 });

    // One side only: the review stays hidden, so it does not count yet.
    expect((await review(renters[0]!, bookings[0]!, 5)).status).toBe(200);
    expect((await figures(owner)).rating).toBe(0);

    expect((await review(owner, bookings[0]!, 4)).status).toBe(200);
    for (const [i, stars] of [
      [1, 4],
      [2, 4],
    ] as const) {
      expect((await review(renters[i]!, bookings[i]!, stars)).status).toBe(200);
      expect((await review(owner, bookings[i]!, 3)).status).toBe(200);
    }

    // (5 + 4 + 4) / 3, rounded to one decimal as the reviews' summary is.
    expect(await figures(owner)).toMatchObject({ rating: 4.3, totalRentals: 3 });
    expect(await figures(renters[0]!)).toMatchObject({ rating: 4, totalRentals: 1 });
    expect(await figures(renters[2]!)).toMatchObject({ rating: 3, totalRentals: 1 });

    // The listing dialog's owner card shows the same rating.
    const listing = await (await call(t, null, 'GET', `/api/listings/${listingId}`)).json();
    expect(listing.owner.rating).toBe(4.3);
  });

  it('does not count a rental that is paid but not yet completed', async () => {
    const { owner, listingId } = await ownedListing(t);
    const renter = await newPerson(t);
    await paidRental(t, renter, listingId, inDays(4), inDays(6));
    expect((await figures(owner)).totalRentals).toBe(0);
    expect((await figures(renter)).totalRentals).toBe(0);
  });
});
