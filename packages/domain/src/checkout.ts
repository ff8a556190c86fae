import { z } from 'zod';
import { textSchema } from './text';
import { CURRENCY_CODES } from './currencies';
import { lineQuoteSchema, totalsSchema } from './cart';
import { ORDER_STATUSES, BOOKING_STATUSES } from './booking-state';

export const CHECKOUT_PAYMENT_METHODS = ['credit_card', 'mercadopago', 'oxxo'] as const;
export const checkoutPaymentMethodSchema = z.enum(CHECKOUT_PAYMENT_METHODS);
export type CheckoutPaymentMethod = z.infer<typeof checkoutPaymentMethodSchema>;

/** Every way a person can pay: the checkout's three plus crypto (full booking dialog). */
export const PAYMENT_METHODS = [...CHECKOUT_PAYMENT_METHODS, 'crypto'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const checkoutRequestSchema = z.object({
  paymentMethod: checkoutPaymentMethodSchema,
  notes: textSchema({ multiline: true }).trim().max(1000).optional(),
  acceptTerms: z.boolean(),
  /** The currency the person is looking at; stored on the order with the rate used to show the charge. */
  displayCurrency: z.enum(CURRENCY_CODES as [string, ...string[]]).optional(),
  /** The renter wants a tax invoice (CFDI) with their saved billing data once this is paid. */
  invoice: z.boolean().optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Another order of the same checkout (a cart in two currencies is paid as one order per currency). */
export const checkoutPaymentSchema = z.object({
  orderId: z.string(),
  currency: z.string(),
  total: z.number().int(),
  url: z.string(),
});
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>;

export const paymentSessionSchema = z.object({
  orderId: z.string(),
  url: z.string(),
  transactionId: z.string(),
  /** Every order this checkout made, the first being this session's; one element unless currencies differ. */
  payments: z.array(checkoutPaymentSchema).optional(),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

export const orderBookingSchema = z.object({
  id: z.string(),
  listingId: z.number().int(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(BOOKING_STATUSES),
  quote: lineQuoteSchema,
});

/**
 * What happened to the renter's money, from the payments and refunds: `awaiting` a payment (an unpaid voucher),
 * `authorised` (a hold on the card while owners answer: nothing charged yet), `captured`, `refunded` (all of what
 * was taken went back), `voided` (the hold released: never charged) or `unpaid` (failed, expired or abandoned).
 * `captured` is what was taken, `refunded` what went or is going back, `net` what the renter paid in the end.
 */
export const ORDER_CHARGE_STATES = ['awaiting', 'authorised', 'captured', 'refunded', 'voided', 'unpaid'] as const;
export type OrderChargeState = (typeof ORDER_CHARGE_STATES)[number];
export const orderChargeSchema = z.object({
  state: z.enum(ORDER_CHARGE_STATES),
  currency: z.string(),
  captured: z.number().int(),
  refunded: z.number().int(),
  net: z.number().int(),
});
export type OrderCharge = z.infer<typeof orderChargeSchema>;

export const orderSchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.string(),
  totals: totalsSchema,
  displayCurrency: z.string(),
  displayRate: z.number(),
  deliveryAddress: z.string().nullable(),
  notes: z.string().nullable(),
  holdExpiresAt: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  bookings: z.array(orderBookingSchema),
  charge: orderChargeSchema,
  /** Orders of the same checkout still waiting to be paid, each with its own payment page. */
  unpaidSiblings: z.array(checkoutPaymentSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** Paying an accepted request: the method the renter chose. */
export const paymentMethodInputSchema = z.object({ paymentMethod: paymentMethodSchema });
