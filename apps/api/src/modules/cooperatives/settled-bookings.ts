import type { SQL } from 'drizzle-orm';
import { provided } from '../../provided';

/**
 * When a booking's earnings are the owner's to have (the renting module's rule, `SETTLED`, over a booking `b`):
 * cooperatives split those earnings, and renting's payouts call the split, so the rule is provided at start-up,
 * not imported (decision 054).
 */
export const settledBookings = provided<SQL>("The renting module's settled-booking rule");
