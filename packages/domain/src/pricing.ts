/**
 * The one pricing module (docs/product-rules.md). The server computes every amount with it; the web only shows
 * the server's quote. All money is integer minor units of the listing's currency.
 */

/** What a listing charges, in minor units of its own currency. */
export interface PriceSheet {
  pricePerDay: number;
  insuranceCostPerDay: number;
  deposit: number;
  deliveryCost: number;
  /** Owner's discounts in whole percent (0-90): weekly from 7 days, monthly from 28 days. */
  weeklyDiscountPct?: number;
  monthlyDiscountPct?: number;
}

/**
 * Hours of work a day of a service priced only by the hour stands for, when it is compared with what rents by the
 * day: the search's price filter and order and the catalogue's price bounds (issue 34, item 8). Never charged.
 */
export const SERVICE_HOURS_PER_DAY = 8;

/**
 * The price per day a listing is compared on: its daily price, or, for a service priced only by the hour, its
 * hourly price times SERVICE_HOURS_PER_DAY. The SQL twin is `vira_day_price` (migration 0034), which the search's
 * price index is built on; `catalogue-figures.test.ts` holds them to the same figures.
 */
export function comparableDayPrice(pricePerDay: number, pricePerHour: number | null | undefined): number {
  return pricePerDay > 0 ? pricePerDay : (pricePerHour ?? 0) * SERVICE_HOURS_PER_DAY;
}

/** A rental of at least this many days gets the weekly discount; of at least MONTH_DAYS, the monthly one. */
export const WEEK_DAYS = 7;
export const MONTH_DAYS = 28;

function percentOff(amount: number, pct: number): number {
  return amount - Math.round((amount * Math.min(Math.max(pct, 0), 90)) / 100);
}

/**
 * The rental of `days` days, discounted: weekly discount from 7 days, the better of weekly and monthly from 28.
 * A longer rental never costs less than a shorter one (a 90 % weekly discount would otherwise make 7 days cheaper
 * than 6), so each tier is floored at the cost of the day before it; nothing is ever negative or above the
 * undiscounted price.
 */
export function discountedItemCost(
  price: Pick<PriceSheet, 'pricePerDay' | 'weeklyDiscountPct' | 'monthlyDiscountPct'>,
  days: number,
): number {
  const full = price.pricePerDay * days;
  const weekly = price.weeklyDiscountPct ?? 0;
  const monthly = Math.max(price.monthlyDiscountPct ?? 0, weekly);
  if (days >= MONTH_DAYS && monthly > 0) {
    return Math.max(percentOff(full, monthly), discountedItemCost(price, MONTH_DAYS - 1));
  }
  if (days >= WEEK_DAYS && weekly > 0) {
    return Math.max(percentOff(full, weekly), price.pricePerDay * (WEEK_DAYS - 1));
  }
  return full;
}

export type DiscountKind = 'weekly' | 'monthly';

/** The owner's discount a rental got: which one, and how much it took off the rental (minor units, above 0). */
export interface LineDiscount {
  kind: DiscountKind;
  amount: number;
}

/**
 * What `discountedItemCost` took off `days` days at the full daily price, and under which discount, so every
 * breakdown can show it as its own line ('Descuento semanal −175.00'). From MONTH_DAYS the monthly percentage
 * applies unless the weekly one is larger (discountedItemCost takes the better of the two). Null without one.
 */
export function rentalDiscount(
  price: Pick<PriceSheet, 'pricePerDay' | 'weeklyDiscountPct' | 'monthlyDiscountPct'>,
  days: number,
): LineDiscount | null {
  const amount = price.pricePerDay * days - discountedItemCost(price, days);
  if (amount <= 0) return null;
  const monthly = price.monthlyDiscountPct ?? 0;
  const kind = days >= MONTH_DAYS && monthly > 0 && monthly >= (price.weeklyDiscountPct ?? 0) ? 'monthly' : 'weekly';
  return { kind, amount };
}

/**
 * The longest booking when the owner set no maximum: dates held for a renter are dates nobody else can rent,
 * so one booking cannot hold a listing for most of a year unless its owner allows it.
 */
export const DEFAULT_MAX_RENTAL_DAYS = 90;

/** Whether a rental of `days` days respects the owner's minimum and maximum. */
export function daysAllowed(days: number, rules: { minDays?: number; maxDays?: number | null }): boolean {
  return days >= (rules.minDays ?? 1) && days <= (rules.maxDays ?? DEFAULT_MAX_RENTAL_DAYS);
}

export type DeliveryMethod = 'pickup' | 'home_delivery';

export interface LineInput {
  price: PriceSheet;
  /** Calendar dates `YYYY-MM-DD`: pickup day and return day. */
  startDate: string;
  endDate: string;
  withInsurance: boolean;
  deliveryMethod: DeliveryMethod;
}

export interface LineQuote {
  days: number;
  /** The rental after the owner's discount: the full daily price × days − `discount.amount`. */
  itemCost: number;
  /** The owner's discount, null without one (kept on the booking as `discount_kind`/`discount_amount`). */
  discount?: LineDiscount | null;
  insuranceCost: number;
  deliveryCost: number;
  deposit: number;
  total: number;
}

export interface Totals {
  subtotal: number;
  insuranceCost: number;
  deliveryCost: number;
  deposit: number;
  total: number;
}

/** The platform's commission on the rental subtotal, paid out of the owner's earnings (not by the renter). */
export const PLATFORM_COMMISSION_RATE = 0.3;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for a calendar date; throws on anything that is not a real `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  return ms / 86_400_000;
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** How far ahead a rental may end, counted from the earliest start day. */
export const MAX_DAYS_AHEAD = 400;

/** Today as a calendar date, a day early: a person west of UTC is never refused their own today. */
export function earliestStartDate(now: Date = new Date()): string {
  return addDays(now.toISOString().slice(0, 10), -1);
}

export type RentalDatesProblem = 'start_in_past' | 'end_before_start' | 'too_far_ahead';

/**
 * The one calendar rule for a rental's dates: the start is not in the past, the end is not before the start (the
 * same day is one day), and it ends within MAX_DAYS_AHEAD days. Null when the dates are fine.
 */
export function rentalDatesProblem(
  startDate: string,
  endDate: string,
  options: { now?: Date } = {},
): RentalDatesProblem | null {
  const earliest = earliestStartDate(options.now);
  if (startDate < earliest) return 'start_in_past';
  if (endDate < startDate) return 'end_before_start';
  if (dayNumber(endDate) - dayNumber(earliest) > MAX_DAYS_AHEAD) return 'too_far_ahead';
  return null;
}

/** Picked up on A, returned on B: B − A days, at least 1 (a same-day rental is one day). No '+1'. */
export function rentalDays(startDate: string, endDate: string): number {
  return Math.max(1, dayNumber(endDate) - dayNumber(startDate));
}

export function quoteLine(input: LineInput): LineQuote {
  const days = rentalDays(input.startDate, input.endDate);
  const itemCost = discountedItemCost(input.price, days);
  const discount = rentalDiscount(input.price, days);
  const insuranceCost = input.withInsurance ? input.price.insuranceCostPerDay * days : 0;
  // Delivery is charged once per item, not per day.
  const deliveryCost = input.deliveryMethod === 'home_delivery' ? input.price.deliveryCost : 0;
  const deposit = input.price.deposit;
  return {
    days,
    itemCost,
    discount,
    insuranceCost,
    deliveryCost,
    deposit,
    total: itemCost + insuranceCost + deliveryCost + deposit,
  };
}

/** Sums line quotes (all in the same currency). total = subtotal + insurance + delivery + deposit. */
export function sumQuotes(lines: readonly LineQuote[]): Totals {
  const totals = { subtotal: 0, insuranceCost: 0, deliveryCost: 0, deposit: 0, total: 0 };
  for (const line of lines) {
    totals.subtotal += line.itemCost;
    totals.insuranceCost += line.insuranceCost;
    totals.deliveryCost += line.deliveryCost;
    totals.deposit += line.deposit;
  }
  totals.total = totals.subtotal + totals.insuranceCost + totals.deliveryCost + totals.deposit;
  return totals;
}

/** The platform's share of a rental subtotal, rounded to the nearest minor unit. */
export function platformCommission(subtotal: number): number {
  return Math.round(subtotal * PLATFORM_COMMISSION_RATE);
}

/** What the owner earns: the rental subtotal minus the commission (insurance, delivery, deposit are not earnings). */
export function ownerEarnings(subtotal: number): number {
  return subtotal - platformCommission(subtotal);
}
