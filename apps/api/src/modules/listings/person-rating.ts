import type { AnyColumn, SQL } from 'drizzle-orm';

type PersonRating = (userId: SQL | AnyColumn) => SQL<number>;

let provided: PersonRating | undefined;

/**
 * A person's rating, as the reviews module computes it (shown rather than stored, decision 037). Listings,
 * owner-listings and profiles show it beside an owner, and reviews writes through them, so reviews hands its SQL
 * over at start-up (`bootstrap.ts`) instead of being imported by them (no import circle, decision 054).
 */
export function providePersonRating(rating: PersonRating): void {
  provided = rating;
}

export function personRatingSql(userId: SQL | AnyColumn): SQL<number> {
  if (!provided) throw new Error('The person rating is read before the reviews module provided it (bootstrap.ts).');
  return provided(userId);
}
