import type { SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { provided } from '../../provided';

/**
 * What owner-listings reads of the renting module (the ranges bookings hold, which bookings hold, and whether a
 * write met the bookings' exclusion constraint). Renting reaches owner-listings through services and
 * verification, so these are provided at start-up rather than imported (decision 054).
 */
export interface RentingReads {
  findHeldRanges(db: AppDb, listingId: number, from: string, to: string): Promise<{ start: string; end: string }[]>;
  holdsNow(table?: string): SQL;
  isExclusionViolation(error: unknown): boolean;
}

export const rentingReads = provided<RentingReads>("The renting module's reads for owner listings");
