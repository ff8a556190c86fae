import { z } from 'zod';
import { idSchema } from './id';
import { calendarDateSchema } from './calendar-date';
import { textSchema } from './text';
import { CURRENCY_CODES } from './currencies';
import { hourSchema } from './service';

const currency = z.enum(CURRENCY_CODES as [string, ...string[]]);

/** Also the database column's values (apps/api db/schema): one list. */
export const DELIVERY_METHODS = ['pickup', 'home_delivery'] as const;
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS);

/** Body of "add to cart" (an upsert per listing) and of "change an item". The client never sends a price. */
export const cartItemInputSchema = z.object({
  listingId: idSchema,
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  withInsurance: z.boolean().default(false),
  deliveryMethod: deliveryMethodSchema.default('pickup'),
  deliveryAddress: textSchema({ multiline: true }).trim().max(500).optional().nullable(),
  /** Services booked by the hour: hours [startHour, endHour) of startDate (00:00-23:00); omitted for whole days. */
  startHour: hourSchema.nullable().optional(),
  endHour: hourSchema.nullable().optional(),
});
// Date order and the delivery address are checked by the server's rules, which answer with the spec's messages.
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

export const cartItemPatchSchema = z.object({
  startDate: calendarDateSchema.optional(),
  endDate: calendarDateSchema.optional(),
  withInsurance: z.boolean().optional(),
  deliveryMethod: deliveryMethodSchema.optional(),
  deliveryAddress: textSchema({ multiline: true }).trim().max(500).nullable().optional(),
  startHour: hourSchema.nullable().optional(),
  endHour: hourSchema.nullable().optional(),
});
export type CartItemPatch = z.infer<typeof cartItemPatchSchema>;

export const lineQuoteSchema = z.object({
  days: z.number().int().positive(),
  /** The rental after the owner's discount. */
  itemCost: z.number().int(),
  /** The owner's weekly or monthly discount the rental got (kept on the booking), shown as its own line. */
  discount: z
    .object({ kind: z.enum(['weekly', 'monthly']), amount: z.number().int().positive() })
    .nullable()
    .optional(),
  insuranceCost: z.number().int(),
  deliveryCost: z.number().int(),
  deposit: z.number().int(),
  total: z.number().int(),
});

export const totalsSchema = z.object({
  currency,
  subtotal: z.number().int(),
  insuranceCost: z.number().int(),
  deliveryCost: z.number().int(),
  deposit: z.number().int(),
  total: z.number().int(),
});
export type CurrencyTotals = z.infer<typeof totalsSchema>;

export const cartListingSchema = z.object({
  id: z.number().int(),
  type: z.enum(['product', 'service']),
  title: z.string(),
  imageUrl: z.string().nullable(),
  location: z.string(),
  currency,
  dailyPrice: z.number().int(),
  /** Services: the hourly rate, null when not booked by the hour. */
  hourlyPrice: z.number().int().nullable(),
  insuranceCost: z.number().int(),
  depositAmount: z.number().int(),
  deliveryCost: z.number().int(),
  hasInsurance: z.boolean(),
  homeDelivery: z.boolean(),
  instantBooking: z.boolean(),
});

export const cartItemSchema = z.object({
  id: z.string(),
  listingId: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  startHour: z.number().int().nullable(),
  endHour: z.number().int().nullable(),
  withInsurance: z.boolean(),
  deliveryMethod: deliveryMethodSchema,
  deliveryAddress: z.string().nullable(),
  quantity: z.literal(1),
  listing: cartListingSchema,
  quote: lineQuoteSchema,
  /**
   * This listing rents only to identity-verified people (its owner's switch, or a deposit above
   * VERIFICATION_REQUIRED_ABOVE_DEPOSIT) and the person is not verified: checkout says so before payment and the
   * API refuses the payment (403 `verified_renter_required`). A line added before the rule applied shows it too.
   */
  needsVerification: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The cart with server-computed totals, one entry per currency the items are priced in. */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  count: z.number().int(),
  totals: z.array(totalsSchema),
});
export type Cart = z.infer<typeof cartSchema>;

export const heldRangeSchema = z.object({
  /** First held day (inclusive). */
  start: z.string(),
  /** First free day again (exclusive): a return day can be the next pickup day. */
  end: z.string(),
});
export const availabilitySchema = z.object({
  listingId: z.number().int(),
  held: z.array(heldRangeSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;
export const availabilityQuerySchema = z.object({
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
});
