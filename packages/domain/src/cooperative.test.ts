import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cooperativeStatus, proposalOutcome, splitByShares } from './cooperative';

describe('earnings split by shares', () => {
  it('always sums exactly to the earnings, never negative, and follows the shares within one unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 30 }),
        (amount, shares) => {
          const parts = splitByShares(
            amount,
            shares.map((s) => ({ shares: s })),
          );
          const total = shares.reduce((a, b) => a + b, 0);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
          parts.forEach((p, i) => {
            expect(p).toBeGreaterThanOrEqual(0);
            expect(Math.abs(p - (amount * shares[i]!) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it('100.00 among three equal members: 33.34, 33.33, 33.33', () => {
    expect(splitByShares(100_00, [{ shares: 1 }, { shares: 1 }, { shares: 1 }])).toEqual([33_34, 33_33, 33_33]);
    expect(splitByShares(1_000, [{ shares: 3 }, { shares: 1 }])).toEqual([750, 250]);
  });
});

describe('status and votes', () => {
  it('is constituida from five active members (LGSC art. 11)', () => {
    expect(cooperativeStatus(4)).toBe('en_formacion');
    expect(cooperativeStatus(5)).toBe('constituida');
  });

  it('needs more than half of the members to vote, and more yes than no to pass', () => {
    expect(proposalOutcome({ yes: 2, no: 0, abstain: 0 }, 5)).toMatchObject({
      quorum: 3,
      quorumReached: false,
      passed: false,
    });
    expect(proposalOutcome({ yes: 2, no: 1, abstain: 0 }, 5)).toMatchObject({ quorumReached: true, passed: true });
    expect(proposalOutcome({ yes: 1, no: 1, abstain: 1 }, 5)).toMatchObject({ quorumReached: true, passed: false });
  });
});
