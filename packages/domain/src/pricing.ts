/**
 * The one pricing module (DESIGN.md section 5). The server computes every amount with it; the web only shows
 * the server's quote. All money is integer minor units of the listing's currency.
 */

/** What a listing charges, in minor units of its own currency. */
export interface PriceSheet {
  pricePerDay: number;
  insuranceCostPerDay: number;
  deposit: number;
  deliveryCost: number;
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
  itemCost: number;
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

/** Picked up on A, returned on B: B − A days, at least 1 (a same-day rental is one day). No '+1'. */
export function rentalDays(startDate: string, endDate: string): number {
  return Math.max(1, dayNumber(endDate) - dayNumber(startDate));
}

export function quoteLine(input: LineInput): LineQuote {
  const days = rentalDays(input.startDate, input.endDate);
  const itemCost = input.price.pricePerDay * days;
  const insuranceCost = input.withInsurance ? input.price.insuranceCostPerDay * days : 0;
  // Delivery is charged once per item, not per day.
  const deliveryCost = input.deliveryMethod === 'home_delivery' ? input.price.deliveryCost : 0;
  const deposit = input.price.deposit;
  return {
    days,
    itemCost,
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
