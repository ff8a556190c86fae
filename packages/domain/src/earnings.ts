import { z } from 'zod';

/**
 * An owner's earnings (docs/product-rules.md). They add up: `gross` (the rentals as booked) − `refunded` (the part
 * of the rental given back on a cancellation or dispute) − `commission` (30 % of what was kept) + `depositKept`
 * (deposit the owner kept on a damage claim or dispute) = `net`, which is split into pending (rental not
 * finished), releasable (completed, not yet paid out) and paid out. Integer minor units of `currency`; one row
 * per currency when an owner prices listings in several.
 */
const figures = {
  currency: z.string(),
  bookings: z.number().int(),
  gross: z.number().int(),
  refunded: z.number().int(),
  commission: z.number().int(),
  depositKept: z.number().int(),
  net: z.number().int(),
  pending: z.number().int(),
  releasable: z.number().int(),
  paid: z.number().int(),
};

export const earningsSchema = z.object({
  months: z.array(z.object({ month: z.string(), ...figures })),
  listings: z.array(z.object({ listingId: z.number().int(), title: z.string(), ...figures })),
  upcoming: z.array(
    z.object({
      bookingId: z.string(),
      listingId: z.number().int(),
      title: z.string(),
      kind: z.enum(['handover', 'return']),
      date: z.string(),
    }),
  ),
});
export type Earnings = z.infer<typeof earningsSchema>;

/** How far ahead the dashboard lists handovers and returns. */
export const UPCOMING_DAYS = 14;
