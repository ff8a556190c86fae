import { describe, expect, it } from 'vitest';
import { EMISSION_FACTORS, IMPACT_GROUPS, co2eAvoidedKg, impactGroupOf, rentVsBuy } from './impact';
import { CATALOGUE_TO_TAXONOMY } from './category-taxonomy';

describe('impact factors', () => {
  it('every factor names its source and a rental never claims more than one new item', () => {
    for (const group of IMPACT_GROUPS) {
      const f = EMISSION_FACTORS[group];
      expect(f.source.length).toBeGreaterThan(10);
      expect(co2eAvoidedKg(group, 1)).toBeLessThanOrEqual(f.kgCo2ePerItem);
      expect(co2eAvoidedKg(group, 1)).toBeGreaterThanOrEqual(0);
    }
  });

  it('a laptop rental avoids 0.3 of a laptop minus its 1/60 wear: 183 × (0.3 − 1/60) = 51.9 kg', () => {
    expect(impactGroupOf('tecnologia')).toBe('electronics');
    expect(co2eAvoidedKg('electronics', 1)).toBe(51.9);
    expect(co2eAvoidedKg('electronics', 10)).toBe(518.5);
  });

  it('spaces claim nothing and unknown categories fall back to "other"', () => {
    expect(co2eAvoidedKg(impactGroupOf('estacionamiento'), 100)).toBe(0);
    expect(impactGroupOf('no-such-category')).toBe('other');
    // Every category the sample catalogue uses has a deliberate group, and a subcategory counts with its parent.
    for (const id of Object.values(CATALOGUE_TO_TAXONOMY)) if (id) expect(impactGroupOf(id)).not.toBe('other');
    expect(impactGroupOf('cement')).toBe('construction');
  });
});

describe('rent versus buy', () => {
  it('a 200 MXN/day drill used 3 days a year: buying (2,000) pays off after 10 days, renting is cheaper', () => {
    const r = rentVsBuy({ pricePerDay: 200_00, usesPerYear: 3, daysPerUse: 1, category: 'herramientas' });
    expect(r.purchasePrice).toBe(2_000_00);
    expect(r.breakEvenDays).toBe(10);
    expect(r.rentingPerYear).toBe(600_00);
    expect(r.cheaper).toBe('rent');
    expect(r.breakEvenYears).toBe(3.3);
    expect(r.buyingKgCo2e).toBe(47);
    expect(r.rentingKgCo2e).toBe(0.9);
  });

  it('used every week, buying wins; an explicit purchase price overrides the category estimate', () => {
    const r = rentVsBuy({
      pricePerDay: 200_00,
      purchasePrice: 1_500_00,
      usesPerYear: 52,
      daysPerUse: 1,
      category: 'herramientas',
    });
    expect(r.breakEvenDays).toBe(8);
    expect(r.cheaper).toBe('buy');
  });

  it('rejects impossible input', () => {
    expect(() => rentVsBuy({ pricePerDay: 0, usesPerYear: 1, daysPerUse: 1, category: 'x' })).toThrow();
    expect(() => rentVsBuy({ pricePerDay: 100, usesPerYear: 400, daysPerUse: 1, category: 'x' })).toThrow();
  });
});
