import type { SQL } from 'drizzle-orm';
import { provided } from '../../provided';

/**
 * Which bookings hold an item now (the renting module's rule, `holdsNow`): services reads it to find the hours
 * taken, and renting checks service lines through services, so the rule is provided at start-up, not imported.
 */
export const bookingHolds = provided<(table?: string) => SQL>("The renting module's booking holds");

export const holdsNow = (table?: string): SQL => bookingHolds.get()(table);
