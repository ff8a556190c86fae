import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  earliestStartDate,
  MAX_DAYS_AHEAD,
  ownerEarnings,
  platformCommission,
  quoteLine,
  rentalDatesProblem,
  rentalDays,
  sumQuotes,
  type LineInput,
} from './pricing';

const money = fc.integer({ min: 0, max: 10_000_000 });
const date = fc.integer({ min: 0, max: 40_000 }).map((n) => addDays('2000-01-01', n));
const line = fc
  .record({
    price: fc.record({ pricePerDay: money, insuranceCostPerDay: money, deposit: money, deliveryCost: money }),
    startDate: date,
    span: fc.integer({ min: 0, max: 400 }),
    withInsurance: fc.boolean(),
    deliveryMethod: fc.constantFrom('pickup' as const, 'home_delivery' as const),
  })
  .map(({ span, ...rest }): LineInput => ({ ...rest, endDate: addDays(rest.startDate, span) }));

describe('rental days', () => {
  it('is the date difference, at least one, without the +1', () => {
    expect(rentalDays('2026-03-10', '2026-03-10')).toBe(1);
    expect(rentalDays('2026-03-10', '2026-03-11')).toBe(1);
    expect(rentalDays('2026-03-10', '2026-03-13')).toBe(3);
    expect(rentalDays('2026-02-27', '2026-03-02')).toBe(3);
    expect(rentalDays('2024-02-27', '2024-03-02')).toBe(4);
  });

  it('rejects dates that do not exist', () => {
    expect(() => rentalDays('2026-02-30', '2026-03-01')).toThrow(RangeError);
    expect(() => rentalDays('tomorrow', '2026-03-01')).toThrow(RangeError);
  });

  it('equals max(1, span) for any span', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 2000 }), (start, span) => {
        expect(rentalDays(start, addDays(start, span))).toBe(Math.max(1, span));
      }),
    );
  });
});

describe('line quote', () => {
  it('prices a known example', () => {
    const quote = quoteLine({
      price: { pricePerDay: 45000, insuranceCostPerDay: 5000, deposit: 200000, deliveryCost: 15000 },
      startDate: '2026-03-10',
      endDate: '2026-03-13',
      withInsurance: true,
      deliveryMethod: 'home_delivery',
    });
    expect(quote).toEqual({
      days: 3,
      itemCost: 135000,
      discount: null,
      insuranceCost: 15000,
      deliveryCost: 15000,
      deposit: 200000,
      total: 365000,
    });
  });

  it('follows the cart rule for any input', () => {
    fc.assert(
      fc.property(line, (input) => {
        const q = quoteLine(input);
        expect(q.itemCost).toBe(input.price.pricePerDay * q.days);
        expect(q.insuranceCost).toBe(input.withInsurance ? input.price.insuranceCostPerDay * q.days : 0);
        expect(q.deliveryCost).toBe(input.deliveryMethod === 'home_delivery' ? input.price.deliveryCost : 0);
        expect(q.deposit).toBe(input.price.deposit);
        expect(q.total).toBe(q.itemCost + q.insuranceCost + q.deliveryCost + q.deposit);
        // No discount on this sheet: the rental is the full daily price times the days.
        expect(q.discount).toBeNull();
        const { discount: _none, ...amounts } = q;
        for (const v of Object.values(amounts)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
      }),
    );
  });

  it('never charges less for a longer rental', () => {
    fc.assert(
      fc.property(line, fc.integer({ min: 1, max: 30 }), (input, extra) => {
        const longer = { ...input, endDate: addDays(input.endDate, extra) };
        expect(quoteLine(longer).total).toBeGreaterThanOrEqual(quoteLine(input).total);
      }),
    );
  });
});

describe('cart totals', () => {
  it('are the sums of the lines and total = subtotal + insurance + delivery + deposit', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (inputs) => {
        const quotes = inputs.map(quoteLine);
        const t = sumQuotes(quotes);
        expect(t.subtotal).toBe(quotes.reduce((s, q) => s + q.itemCost, 0));
        expect(t.deposit).toBe(quotes.reduce((s, q) => s + q.deposit, 0));
        expect(t.total).toBe(t.subtotal + t.insuranceCost + t.deliveryCost + t.deposit);
        expect(t.total).toBe(quotes.reduce((s, q) => s + q.total, 0));
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (inputs) => {
        const quotes = inputs.map(quoteLine);
        expect(sumQuotes([...quotes].reverse())).toEqual(sumQuotes(quotes));
      }),
    );
  });
});

describe('commission', () => {
  it('is 30% and comes out of the owner earnings, in whole minor units', () => {
    expect(platformCommission(10000)).toBe(3000);
    expect(ownerEarnings(10000)).toBe(7000);
    fc.assert(
      fc.property(money, (subtotal) => {
        const c = platformCommission(subtotal);
        expect(Number.isInteger(c)).toBe(true);
        expect(c + ownerEarnings(subtotal)).toBe(subtotal);
        expect(Math.abs(c - subtotal * 0.3)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('rentalDatesProblem: the one calendar rule for a rental', () => {
  const now = new Date('2026-05-10T12:00:00Z');

  it('accepts today and yesterday (a person west of UTC), refuses the day before', () => {
    expect(rentalDatesProblem('2026-05-10', '2026-05-10', { now })).toBeNull();
    expect(rentalDatesProblem('2026-05-09', '2026-05-12', { now })).toBeNull();
    expect(rentalDatesProblem('2026-05-08', '2026-05-12', { now })).toBe('start_in_past');
  });

  it('counts the same day as one day: only an end before the start is refused', () => {
    expect(rentalDatesProblem('2026-06-01', '2026-05-31', { now })).toBe('end_before_start');
    expect(rentalDatesProblem('2026-06-01', '2026-06-01', { now })).toBeNull();
  });

  it('refuses a rental ending more than MAX_DAYS_AHEAD days ahead', () => {
    expect(rentalDatesProblem('2026-06-01', addDays('2026-05-09', MAX_DAYS_AHEAD), { now })).toBeNull();
    expect(rentalDatesProblem('2026-06-01', addDays('2026-05-09', MAX_DAYS_AHEAD + 1), { now })).toBe('too_far_ahead');
  });

  it('never passes a start before the earliest start day, whatever the dates', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 30 }), (start, span) => {
        const problem = rentalDatesProblem(start, addDays(start, span), { now });
        if (start < earliestStartDate(now)) expect(problem).toBe('start_in_past');
      }),
    );
  });
});
