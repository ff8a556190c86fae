import { z } from 'zod';
import { BOOKING_STATUSES } from './booking-state';
import { calendarDateSchema } from './cart';
import { hourSchema } from './service';

const hour = z.string().regex(/^([01]\d|2[0-3]):00$/, 'invalid_hour');

/**
 * Simple booking dialog: a request to the owner, with pickup and return hours. For a service the hours are the
 * booked hours of startDate (endDate = startDate); a service booked by whole days sends none.
 */
export const bookingRequestInputSchema = z.object({
  listingId: z.number().int().positive().max(2_147_483_647),
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  startHour: hour.nullable().optional(),
  endHour: hour.nullable().optional(),
});
export type BookingRequestInput = z.infer<typeof bookingRequestInputSchema>;

export const bookingSchema = z.object({
  id: z.string(),
  /** The order it was paid in: its page is /order-tracking/{orderId}. */
  orderId: z.string().nullable(),
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

/** A row of the requests screen (GET /api/bookings): the booking plus what a person needs to answer or pay it. */
export const bookingListItemSchema = bookingSchema.extend({
  listingTitle: z.string(),
  /** Empty when the other party has no account name (e.g. seeded listings). */
  renterName: z.string(),
  ownerName: z.string(),
  days: z.number().int(),
  /** True when the owner accepted a request and the renter can pay it now (POST /api/bookings/{id}/pay). */
  payable: z.boolean(),
  /** Until when an accepted request's dates are held for the renter's payment. */
  payBy: z.string().nullable(),
});
export type BookingListItem = z.infer<typeof bookingListItemSchema>;

/** Full booking dialog's payment calls (spec document 2): snake_case as the spec names them. */
export const rentalPaymentInputSchema = z.object({
  listing_id: z.coerce.number().int().positive().max(2_147_483_647),
  start_date: calendarDateSchema,
  end_date: calendarDateSchema,
  /** The card provider offers card and OXXO on its page; default card. */
  method: z.enum(['credit_card', 'oxxo']).optional(),
  /** The renter wants a tax invoice (CFDI) with their saved billing data once this is paid. */
  invoice: z.boolean().optional(),
  /** Services booked by the hour: hours [start_hour, end_hour) of start_date, as the cart's startHour/endHour. */
  start_hour: hourSchema.nullable().optional(),
  end_hour: hourSchema.nullable().optional(),
});
export type RentalPaymentInput = z.infer<typeof rentalPaymentInputSchema>;

export const paymentCallResultSchema = z.object({
  url: z.string(),
  transaction_id: z.string(),
});
