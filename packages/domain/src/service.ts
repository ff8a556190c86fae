import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { textSchema } from './text';
import { SERVICE_CATEGORIES, type ServiceCategory } from './category-taxonomy';
import { dayNumber, rentalDays } from './pricing';

/**
 * Professional services (issue 14, docs/product-rules.md "Services"): a listing of type `service`, booked by hours
 * of one day or by whole days, priced here and nowhere else. No deposit, no insurance, no delivery.
 */

export const serviceCategorySchema = z.enum(SERVICE_CATEGORIES as unknown as [ServiceCategory, ...ServiceCategory[]]);

/** These cannot go live without a verified cédula profesional of their provider. */
export const MEDICAL_SERVICE_CATEGORIES = [
  'surgeon',
  'emergency_doctor',
  'anesthesiologist',
  'psychiatrist',
  'psychologist',
] as const satisfies readonly ServiceCategory[];

export function needsVerifiedCedula(category: string): boolean {
  return (MEDICAL_SERVICE_CATEGORIES as readonly string[]).includes(category);
}

/** Whether a provider with these verified credential types may publish a service of `category` live. */
export function mayGoLive(category: string, verifiedCredentialTypes: readonly string[]): boolean {
  return !needsVerifiedCedula(category) || verifiedCredentialTypes.includes('cedula_profesional');
}

/** The spec's hour pickers: 00:00 to 23:00, whole hours. */
export const hourSchema = z.number().int('invalid_hour').min(0, 'invalid_hour').max(23, 'invalid_hour');

export const MAX_SERVICE_RADIUS_KM = 500;
export const radiusKmSchema = z.number().gt(0, 'invalid_radius').max(MAX_SERVICE_RADIUS_KM, 'invalid_radius');

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One weekday's working hours, [start, end) in the listing's time zone. */
export const dayHoursSchema = z
  .object({ start: hourSchema, end: hourSchema })
  .refine((d) => d.end > d.start, { message: 'end_before_start', path: ['end'] });

/** Hours per weekday; a missing or null day is a day off. At least one working day. */
export const weeklyHoursSchema = z
  .object(
    Object.fromEntries(WEEKDAYS.map((d) => [d, dayHoursSchema.nullable().optional()])) as {
      [K in Weekday]: z.ZodOptional<z.ZodNullable<typeof dayHoursSchema>>;
    },
  )
  .refine((w) => WEEKDAYS.some((d) => w[d]), { message: 'no_day_chosen' });
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** An IANA time zone the runtime knows (the listing's, in which its hours are meant). */
export const timeZoneSchema = textSchema().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'invalid_time_zone');

/** What a service charges, in minor units of its currency. A null or 0 rate is not offered. */
export interface ServicePriceSheet {
  pricePerHour: number | null;
  /** The listing's `pricePerDay`; 0 when the provider does not work by the day. */
  pricePerDay: number;
  minHours: number;
}

/** The service fields of the publishing wizard's service steps. */
export const serviceFieldsSchema = z
  .object({
    pricePerHour: z.number().int().min(0).max(100_000_000).nullable(),
    pricePerDay: z.number().int().min(0).max(100_000_000),
    minHours: z.number().int().min(1, 'invalid_min_hours').max(24, 'invalid_min_hours'),
    serviceRadiusKm: radiusKmSchema,
    weeklyHours: weeklyHoursSchema,
    timeZone: timeZoneSchema,
  })
  .refine((s) => (s.pricePerHour ?? 0) > 0 || s.pricePerDay > 0, { message: 'price_required', path: ['pricePerHour'] });
export type ServiceFields = z.infer<typeof serviceFieldsSchema>;

/** A booking request: hours of one date, or whole days (picked up on A, ends on B, like items). */
export const serviceSlotSchema = z.discriminatedUnion('mode', [
  z
    .object({ mode: z.literal('hours'), date: calendarDateSchema, startHour: hourSchema, endHour: hourSchema })
    .refine((s) => s.endHour > s.startHour, { message: 'end_before_start', path: ['endHour'] }),
  z
    .object({ mode: z.literal('days'), startDate: calendarDateSchema, endDate: calendarDateSchema })
    .refine((s) => s.endDate >= s.startDate, { message: 'end_before_start', path: ['endDate'] }),
]);
export type ServiceSlot = z.infer<typeof serviceSlotSchema>;

export type ServiceQuote =
  | { ok: true; unit: 'hour' | 'day'; units: number; itemCost: number }
  | { ok: false; reason: 'hourly_not_offered' | 'daily_not_offered' | 'below_min_hours' | 'end_before_start' };

/** Hours × hourly rate (at least the minimum hours) or days × daily rate. Nothing else is charged for a service. */
export function quoteService(price: ServicePriceSheet, slot: ServiceSlot): ServiceQuote {
  if (slot.mode === 'hours') {
    if (!price.pricePerHour) return { ok: false, reason: 'hourly_not_offered' };
    const hours = slot.endHour - slot.startHour;
    if (hours <= 0) return { ok: false, reason: 'end_before_start' };
    if (hours < price.minHours) return { ok: false, reason: 'below_min_hours' };
    return { ok: true, unit: 'hour', units: hours, itemCost: hours * price.pricePerHour };
  }
  if (!price.pricePerDay) return { ok: false, reason: 'daily_not_offered' };
  if (slot.endDate < slot.startDate) return { ok: false, reason: 'end_before_start' };
  const days = rentalDays(slot.startDate, slot.endDate);
  return { ok: true, unit: 'day', units: days, itemCost: days * price.pricePerDay };
}

/** The weekday of a calendar date (the date is a local date of the listing, so no time zone is involved). */
export function weekdayOf(date: string): Weekday {
  // 1970-01-01 was a Thursday.
  return WEEKDAYS[(((dayNumber(date) + 3) % 7) + 7) % 7]!;
}

/** Whether hours [startHour, endHour) of `date` fall inside that weekday's working hours. */
export function withinWeeklyHours(weekly: WeeklyHours, date: string, startHour: number, endHour: number): boolean {
  const day = weekly[weekdayOf(date)];
  return !!day && startHour >= day.start && endHour <= day.end;
}

/** Minutes the zone is ahead of UTC at the instant `utcMs`. */
function zoneOffsetMinutes(timeZone: string, utcMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - utcMs) / 60_000);
}

/**
 * The instant of `hour`:00 on `date` in `timeZone`. Two passes settle the offset across a daylight-saving
 * change; an hour that does not exist on that day (spring forward) lands on the following real hour.
 */
export function zonedInstant(date: string, hour: number, timeZone: string): Date {
  const wall = dayNumber(date) * 86_400_000 + hour * 3_600_000;
  let utc = wall - zoneOffsetMinutes(timeZone, wall) * 60_000;
  utc = wall - zoneOffsetMinutes(timeZone, utc) * 60_000;
  return new Date(utc);
}

/** The half-open time range a slot keeps the provider busy, as instants (what the database constraint compares). */
export function slotInstants(slot: ServiceSlot, timeZone: string): { start: Date; end: Date } {
  if (slot.mode === 'hours') {
    return {
      start: zonedInstant(slot.date, slot.startHour, timeZone),
      end: zonedInstant(slot.date, slot.endHour, timeZone),
    };
  }
  const days = rentalDays(slot.startDate, slot.endDate);
  const end = new Date(dayNumber(slot.startDate) * 86_400_000 + days * 86_400_000).toISOString().slice(0, 10);
  return { start: zonedInstant(slot.startDate, 0, timeZone), end: zonedInstant(end, 0, timeZone) };
}

/** `HH:00` as the bookings table stores a picked hour. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** GET /api/services: the services page's search. Prices are per hour in `priceCurrency` major units. */
export const SERVICES_PAGE_SIZE = 24;
const coercedHour = z.coerce.number().int('invalid_hour').min(0, 'invalid_hour').max(23, 'invalid_hour');
export const servicesQuerySchema = z
  .object({
    q: textSchema().trim().max(100).optional(),
    category: serviceCategorySchema.optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    radiusKm: z.coerce.number().gt(0, 'invalid_radius').max(MAX_SERVICE_RADIUS_KM, 'invalid_radius').optional(),
    date: calendarDateSchema.optional(),
    startHour: coercedHour.optional(),
    endHour: coercedHour.optional(),
    maxPricePerHour: z.coerce.number().positive().max(10_000_000).optional(),
    priceCurrency: textSchema()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    page: z.coerce.number().int().min(1).max(1_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(48).optional(),
  })
  .refine((q) => q.startHour == null || q.endHour == null || q.endHour > q.startHour, {
    message: 'end_before_start',
    path: ['endHour'],
  });
export type ServicesQuery = z.output<typeof servicesQuerySchema>;

export const serviceCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  currency: z.string(),
  pricePerHour: z.number().int().nullable(),
  pricePerDay: z.number().int(),
  minHours: z.number().int(),
  serviceRadiusKm: z.number().nullable(),
  location: z.string(),
  city: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  instantBooking: z.boolean(),
  imageUrl: z.string().nullable(),
  ownerVerified: z.boolean(),
  /** Credential types of the provider an admin verified (cédula profesional, licences…). */
  verifiedCredentials: z.array(z.string()),
  distanceKm: z.number().nullable(),
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

export const servicesResponseSchema = z.object({
  items: z.array(serviceCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Live services per category under the same filters except the category (the page's category chips). */
  categories: z.array(z.object({ category: z.string(), count: z.number().int() })),
});
export type ServicesResponse = z.infer<typeof servicesResponseSchema>;
