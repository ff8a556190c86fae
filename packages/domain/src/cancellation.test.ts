import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationRefund, type BookingCharge } from './cancellation';
import { CANCELLATION_POLICIES } from './listing-editor';

const DAY = 86_400_000;
const start = new Date('2027-03-10T00:00:00Z');
const charge: BookingCharge = { itemCost: 100_000, insuranceCost: 5_000, deliveryCost: 15_000, deposit: 200_000 };
const at = (msBefore: number) => new Date(start.getTime() - msBefore);
const renter = (policy: (typeof CANCELLATION_POLICIES)[number], msBefore: number) =>
  cancellationRefund({ policy, cancelledBy: 'renter', start, now: at(msBefore), charge });

describe('cancellation refunds (docs/product-rules.md "Cancellations and refunds")', () => {
  it('flexible: everything back up to 24 h before the start, then the rental is kept', () => {
    expect(renter('flexible', DAY).refund).toBe(320_000);
    expect(renter('flexible', DAY - 1).refund).toBe(220_000);
  });

  it('moderate: everything up to 5 days before, then half the rental', () => {
    expect(renter('moderate', 5 * DAY).refund).toBe(320_000);
    expect(renter('moderate', 5 * DAY - 1).refund).toBe(270_000);
    expect(renter('moderate', -DAY).rentalRefund).toBe(50_000);
  });

  it('strict: half the rental up to 7 days before, then none of it', () => {
    expect(renter('strict', 30 * DAY).rentalRefund).toBe(50_000);
    expect(renter('strict', 7 * DAY - 1).rentalRefund).toBe(0);
    expect(renter('strict', 7 * DAY - 1).refund).toBe(220_000);
  });

  it('an owner who cancels refunds everything under every policy', () => {
    for (const policy of CANCELLATION_POLICIES)
      expect(cancellationRefund({ policy, cancelledBy: 'owner', start, now: at(0), charge }).refund).toBe(320_000);
  });

  const charges = fc.record({
    itemCost: fc.integer({ min: 0, max: 50_000_000 }),
    insuranceCost: fc.integer({ min: 0, max: 5_000_000 }),
    deliveryCost: fc.integer({ min: 0, max: 5_000_000 }),
    deposit: fc.integer({ min: 0, max: 50_000_000 }),
  });
  const policies = fc.constantFrom(...CANCELLATION_POLICIES);
  const offsets = fc.integer({ min: -30 * DAY, max: 400 * DAY });

  it('never refunds more than was charged, never less than deposit + insurance + delivery', () => {
    fc.assert(
      fc.property(
        charges,
        policies,
        offsets,
        fc.constantFrom('renter' as const, 'owner' as const),
        (c, policy, off, by) => {
          const r = cancellationRefund({ policy, cancelledBy: by, start, now: at(off), charge: c });
          const total = c.itemCost + c.insuranceCost + c.deliveryCost + c.deposit;
          expect(r.refund).toBeLessThanOrEqual(total);
          expect(r.refund).toBeGreaterThanOrEqual(c.insuranceCost + c.deliveryCost + c.deposit);
          expect(r.rentalRefund + r.rentalKept).toBe(c.itemCost);
          expect(Number.isInteger(r.refund)).toBe(true);
        },
      ),
    );
  });

  it('cancelling earlier never gives back less', () => {
    fc.assert(
      fc.property(charges, policies, offsets, offsets, (c, policy, a, b) => {
        const [early, late] = a >= b ? [a, b] : [b, a];
        const r1 = cancellationRefund({ policy, cancelledBy: 'renter', start, now: at(early), charge: c });
        const r2 = cancellationRefund({ policy, cancelledBy: 'renter', start, now: at(late), charge: c });
        expect(r1.refund).toBeGreaterThanOrEqual(r2.refund);
      }),
    );
  });

  it('a discounted rental plus its refund never exceeds what was charged', () => {
    fc.assert(
      fc.property(charges, policies, offsets, fc.integer({ min: 0, max: 100 }), (c, policy, off, pct) => {
        const discounted = { ...c, itemCost: Math.round((c.itemCost * (100 - pct)) / 100) };
        const r = cancellationRefund({ policy, cancelledBy: 'renter', start, now: at(off), charge: discounted });
        expect(r.refund).toBeLessThanOrEqual(discounted.itemCost + c.insuranceCost + c.deliveryCost + c.deposit);
      }),
    );
  });
});
