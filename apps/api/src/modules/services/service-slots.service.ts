import {
  hourLabel,
  quoteService,
  slotInstants,
  weeklyHoursSchema,
  withinWeeklyHours,
  type ServiceSlot,
} from '@vira/domain/service';
import type { LineQuote } from '@vira/domain/pricing';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import { servicesMessages } from './services.messages';
import { isHoursRangeHeld } from './services.repository';

/** What the booking rules of a service read from its listing. */
export interface ServiceListing {
  id: number;
  type: 'product' | 'service';
  pricePerDay: number;
  pricePerHour: number | null;
  minHours: number;
  weeklyHours: unknown;
  timeZone: string;
}

export interface ServiceLineInput {
  startDate: string;
  endDate: string;
  startHour: number | null;
  endHour: number | null;
}

export interface CheckedServiceLine {
  slot: ServiceSlot;
  quote: LineQuote;
  /** `[start,end)` instants for bookings.held_hours. */
  heldHours: string;
  startHour: string | null;
  endHour: string | null;
}

export function slotOf(line: ServiceLineInput): ServiceSlot {
  if (line.startHour == null && line.endHour == null) {
    return { mode: 'days', startDate: line.startDate, endDate: line.endDate };
  }
  return { mode: 'hours', date: line.startDate, startHour: line.startHour ?? 0, endHour: line.endHour ?? 0 };
}

/**
 * The rules of one service line (dates themselves are checked by the availability rules): hours of one day
 * inside the provider's weekly hours, at least the minimum hours, a unit the provider offers. Pure: the cart
 * and the checkout both run it; the database constraint decides who gets contested hours.
 */
export function checkServiceLine(listing: ServiceListing, line: ServiceLineInput): CheckedServiceLine {
  const slot = slotOf(line);
  if (slot.mode === 'hours') {
    if (line.endDate !== line.startDate) {
      throw new AppError(400, 'hours_one_day', servicesMessages.hoursNeedOneDay, {}, { endDate: 'one_day' });
    }
    if (slot.endHour <= slot.startHour) {
      throw new AppError(400, 'end_before_start', servicesMessages.endBeforeStart, {}, { endHour: 'before_start' });
    }
  }
  const quote = quoteService(listing, slot);
  if (!quote.ok) {
    if (quote.reason === 'below_min_hours') {
      throw new AppError(
        400,
        'below_min_hours',
        servicesMessages.belowMinHours,
        { min: listing.minHours },
        { endHour: 'min_hours' },
      );
    }
    if (quote.reason === 'end_before_start') {
      throw new AppError(400, 'end_before_start', servicesMessages.endBeforeStart, {}, { endDate: 'before_start' });
    }
    const text =
      quote.reason === 'hourly_not_offered' ? servicesMessages.hourlyNotOffered : servicesMessages.dailyNotOffered;
    throw new AppError(400, quote.reason, text);
  }
  const weekly = weeklyHoursSchema.safeParse(listing.weeklyHours);
  if (
    slot.mode === 'hours' &&
    weekly.success &&
    !withinWeeklyHours(weekly.data, slot.date, slot.startHour, slot.endHour)
  ) {
    throw new AppError(400, 'outside_weekly_hours', servicesMessages.outsideWeeklyHours, {}, { startHour: 'closed' });
  }
  const { start, end } = slotInstants(slot, listing.timeZone);
  return {
    slot,
    quote: {
      // A booking by hours keeps one calendar day; `days` stays the rental's day count for the order page.
      days: quote.unit === 'day' ? quote.units : 1,
      itemCost: quote.itemCost,
      // Services have no weekly or monthly discount (quoteService prices hours or days at the listed rate).
      discount: null,
      insuranceCost: 0,
      deliveryCost: 0,
      deposit: 0,
      total: quote.itemCost,
    },
    heldHours: `[${start.toISOString()},${end.toISOString()})`,
    startHour: slot.mode === 'hours' ? hourLabel(slot.startHour) : null,
    endHour: slot.mode === 'hours' ? hourLabel(slot.endHour) : null,
  };
}

export function hoursTakenError(): AppError {
  return new AppError(409, 'hours_unavailable', servicesMessages.hoursTaken);
}

/** Told early in the cart; the checkout's insert under the exclusion constraint is what decides. */
export async function assertHoursFree(db: AppDb, listingId: number, line: CheckedServiceLine): Promise<void> {
  const { slot } = line;
  const [start, end] = slot.mode === 'hours' ? [slot.date, slot.date] : [slot.startDate, slot.endDate];
  if (await isHoursRangeHeld(db, listingId, line.heldHours, start, end)) throw hoursTakenError();
}

/** A product line may not carry hours. */
export function assertNoHours(line: { startHour?: number | null; endHour?: number | null }): void {
  if (line.startHour != null || line.endHour != null) {
    throw new AppError(
      400,
      'hours_only_for_services',
      servicesMessages.hoursOnlyForServices,
      {},
      { startHour: 'not_a_service' },
    );
  }
}
