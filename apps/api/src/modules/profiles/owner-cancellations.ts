import type { AppDb } from '../../db/client';
import { provided } from '../../provided';

/**
 * How many bookings an owner cancelled (the renting module's count), shown on their public profile. Renting
 * reaches profiles through verification, so the count is provided at start-up rather than imported (054).
 */
export const ownerCancellations = provided<(db: AppDb, ownerId: string) => Promise<number>>(
  "The renting module's owner cancellations",
);
