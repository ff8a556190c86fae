import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysAllowed, discountedItemCost, MONTH_DAYS, quoteLine, rentalDiscount, WEEK_DAYS } from './pricing';

const sheet = fc.record({
  pricePerDay: fc.integer({ min: 0, max: 10_000_000 }),
  weeklyDiscountPct: fc.integer({ min: 0, max: 90 }),
  monthlyDiscountPct: fc.integer({ min: 0, max: 90 }),
});
const days = fc.integer({ min: 1, max: 400 });

describe('weekly and monthly discounts', () => {
  it('are applied from 7 and from 28 days, the better one from 28', () => {
    const price = { pricePerDay: 10_000, weeklyDiscountPct: 10, monthlyDiscountPct: 25 };
    expect(discountedItemCost(price, WEEK_DAYS - 1)).toBe(60_000);
    expect(discountedItemCost(price, WEEK_DAYS)).toBe(63_000);
    expect(discountedItemCost(price, MONTH_DAYS - 1)).toBe(243_000);
    // 28 days at 25 % (210,000) would undercut 27 days at 10 % (243,000): floored there.
    expect(discountedItemCost(price, MONTH_DAYS)).toBe(243_000);
    expect(discountedItemCost(price, 40)).toBe(300_000);
    expect(discountedItemCost({ ...price, monthlyDiscountPct: 5 }, 30)).toBe(270_000);
    expect(discountedItemCost({ pricePerDay: 10_000 }, 30)).toBe(300_000);
  });

  it('reach the quote: the server charges the discounted rental', () => {
    const quote = quoteLine({
      price: { pricePerDay: 10_000, insuranceCostPerDay: 0, deposit: 0, deliveryCost: 0, weeklyDiscountPct: 10 },
      startDate: '2026-03-01',
      endDate: '2026-03-11',
      withInsurance: false,
      deliveryMethod: 'pickup',
    });
    expect(quote).toMatchObject({ days: 10, itemCost: 90_000, total: 90_000 });
  });

  it('are said in the quote: which discount, and how much it took off (the money issue: 1,575 instead of 1,750)', () => {
    const quote = quoteLine({
      price: { pricePerDay: 25_000, insuranceCostPerDay: 0, deposit: 0, deliveryCost: 0, weeklyDiscountPct: 10 },
      startDate: '2026-03-01',
      endDate: '2026-03-08',
      withInsurance: false,
      deliveryMethod: 'pickup',
    });
    expect(quote).toMatchObject({ days: 7, itemCost: 157_500, discount: { kind: 'weekly', amount: 17_500 } });
    const price = { pricePerDay: 10_000, weeklyDiscountPct: 10, monthlyDiscountPct: 25 };
    expect(rentalDiscount(price, WEEK_DAYS - 1)).toBeNull();
    expect(rentalDiscount(price, 40)).toEqual({ kind: 'monthly', amount: 100_000 });
    expect(rentalDiscount({ ...price, monthlyDiscountPct: 5 }, 30)).toEqual({ kind: 'weekly', amount: 30_000 });
    expect(rentalDiscount({ pricePerDay: 10_000 }, 30)).toBeNull();
  });

  it('add up: the discounted rental plus its discount is the full daily price times the days', () => {
    fc.assert(
      fc.property(sheet, days, (price, d) => {
        const discount = rentalDiscount(price, d);
        expect(discountedItemCost(price, d) + (discount?.amount ?? 0)).toBe(price.pricePerDay * d);
        if (discount) expect(discount.amount).toBeGreaterThan(0);
      }),
    );
  });

  it('are never negative and never above the undiscounted price', () => {
    fc.assert(
      fc.property(sheet, days, (price, d) => {
        const cost = discountedItemCost(price, d);
        expect(cost).toBeGreaterThanOrEqual(0);
        expect(cost).toBeLessThanOrEqual(price.pricePerDay * d);
        expect(Number.isInteger(cost)).toBe(true);
      }),
    );
  });

  it('are monotonic in days: a longer rental never costs less', () => {
    fc.assert(
      fc.property(sheet, days, (price, d) => {
        expect(discountedItemCost(price, d + 1)).toBeGreaterThanOrEqual(discountedItemCost(price, d));
      }),
    );
  });
});

describe('minimum and maximum days', () => {
  it('accept only rentals within the owner’s range', () => {
    expect(daysAllowed(2, { minDays: 3, maxDays: 10 })).toBe(false);
    expect(daysAllowed(3, { minDays: 3, maxDays: 10 })).toBe(true);
    expect(daysAllowed(11, { minDays: 3, maxDays: 10 })).toBe(false);
    // No maximum set: at most 90 days, so one unpaid hold cannot take a listing off the market for most of a year.
    expect(daysAllowed(90, { minDays: 1, maxDays: null })).toBe(true);
    expect(daysAllowed(91, { minDays: 1, maxDays: null })).toBe(false);
    // An owner who allows longer rentals says so.
    expect(daysAllowed(400, { minDays: 1, maxDays: 400 })).toBe(true);
  });
});
