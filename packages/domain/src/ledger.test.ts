import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingAllocation, unbalancedCurrencies } from './ledger';

describe('ledger entries', () => {
  it('names each currency whose lines do not sum to zero', () => {
    expect(
      unbalancedCurrencies([
        { currency: 'MXN', amount: 100 },
        { currency: 'MXN', amount: -100 },
        { currency: 'USD', amount: 5 },
      ]),
    ).toEqual(['USD']);
    expect(unbalancedCurrencies([])).toEqual([]);
  });

  it("a booking's allocation always balances: what the renter used is all owed, earned, taxed or held", () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        (total, refunded, ownerEarnings, commission, depositHeld) => {
          const a = bookingAllocation({ total, refunded, ownerEarnings, commission, depositHeld });
          expect(Object.values(a).reduce((s, x) => s + x, 0)).toBe(0);
          expect(a.commission + a.tax).toBe(-commission);
        },
      ),
    );
  });

  it('a paid two-day rental: owner 35,000, commission 15,000 with its IVA, deposit held, nothing else', () => {
    expect(
      bookingAllocation({ total: 150_000, refunded: 0, ownerEarnings: 35_000, commission: 15_000, depositHeld: 100_000 }),
    ).toEqual({ renter: 150_000, owner: -35_000, commission: -12_931, tax: -2_069, deposits: -100_000, services: -0 });
  });
});
