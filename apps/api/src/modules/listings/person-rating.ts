import type { AnyColumn, SQL } from 'drizzle-orm';
import { provided } from '../../provided';

/**
 * A person's rating, as the reviews module computes it (shown rather than stored, decision 037). Listings,
 * owner-listings and profiles show it beside an owner, and reviews writes through them, so reviews' SQL is
 * provided at start-up instead of imported (no import circle, decision 054).
 */
export const personRating = provided<(userId: SQL | AnyColumn) => SQL<number>>("The reviews module's person rating");

export function personRatingSql(userId: SQL | AnyColumn): SQL<number> {
  return personRating.get()(userId);
}
