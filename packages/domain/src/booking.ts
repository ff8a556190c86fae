import { z } from 'zod';
import { textSchema } from './text';
import { idSchema } from './id';
import { BOOKING_STATUSES } from './booking-state';
import { calendarDateSchema } from './calendar-date';
import { hourSchema } from './service';

const hour = textSchema().regex(/^([01]\d|2[0-3]):00$/, 'invalid_hour');

/**
 * Simple booking dialog: a request to the owner, with pickup and return hours. For a service the hours are the
 * booked hours of startDate (endDate = startDate); a service booked by whole days sends none.
 */
export const bookingRequestInputSchema = z.object({
  listingId: idSchema,
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
  listing_id: idSchema,
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

/** GET /api/bookings: the person's bookings as renter or as owner. */
export const bookingListSchema = z.object({ bookings: z.array(bookingListItemSchema) });

/** A payment provider's notification as recorded: received, and what it did (fulfilled, ignored, duplicate…). */
export const webhookReceiptSchema = z.object({ received: z.boolean(), outcome: z.string() });

/** What the sandbox provider's hosted page can do to a payment. */
export const SANDBOX_PAYMENT_ACTIONS = ['approve', 'decline', 'pay-at-store', 'confirm', 'cancel'] as const;

/** The sandbox provider's hosted page: one payment, as a provider's dashboard shows it. */
export const sandboxPaymentSchema = z.object({
  transactionId: z.string(),
  orderId: z.string(),
  method: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  orderStatus: z.string(),
  reference: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Still awaiting this payment: approve, decline, pay or confirm can change something. */
  open: z.boolean(),
  /** What was given back of this payment, as a provider's dashboard lists refunds. */
  refunds: z.array(
    z.object({
      id: z.string(),
      amount: z.number().int(),
      reason: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type SandboxPayment = z.infer<typeof sandboxPaymentSchema>;

/** After a sandbox action: the order's status and where the person goes next. */
export const sandboxActionResultSchema = z.object({ orderStatus: z.string(), redirectTo: z.string() });
