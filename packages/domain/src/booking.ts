import { z } from 'zod';
import { BOOKING_STATUSES } from './booking-state';
import { calendarDateSchema } from './cart';

const hour = z.string().regex(/^([01]\d|2[0-3]):00$/, 'invalid_hour');

/** Simple booking dialog: a request to the owner, with pickup and return hours. */
export const bookingRequestInputSchema = z.object({
  listingId: z.number().int().positive().max(2_147_483_647),
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  startHour: hour,
  endHour: hour,
});
export type BookingRequestInput = z.infer<typeof bookingRequestInputSchema>;

export const bookingSchema = z.object({
  id: z.string(),
  listingId: z.number().int(),
  renterId: z.string(),
  ownerId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startHour: z.string().nullable(),
  endHour: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  currency: z.string(),
  total: z.number().int(),
  /** The owner's share: rental subtotal minus the platform's 30 %. */
  ownerEarnings: z.number().int(),
  respondBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** Full booking dialog's payment calls (spec document 2): snake_case as the spec names them. */
export const rentalPaymentInputSchema = z.object({
  listing_id: z.coerce.number().int().positive().max(2_147_483_647),
  start_date: calendarDateSchema,
  end_date: calendarDateSchema,
  /** The card provider offers card and OXXO on its page; default card. */
  method: z.enum(['credit_card', 'oxxo']).optional(),
});
export type RentalPaymentInput = z.infer<typeof rentalPaymentInputSchema>;

export const paymentCallResultSchema = z.object({
  url: z.string(),
  transaction_id: z.string(),
});
