import { describe, expect, it } from 'vitest';
import { clabeCheckDigit, clabeSchema, isValidClabe } from './clabe';

describe('CLABE check digit', () => {
  it('accepts CLABEs published by banks (check digit computed with 3, 7, 1 weights)', () => {
    // Banxico's worked example.
    expect(clabeCheckDigit('03218000011835971')).toBe(9);
    expect(isValidClabe('032180000118359719')).toBe(true);
  });

  it('refuses a CLABE whose last digit does not match', () => {
    expect(isValidClabe('032180000118359710')).toBe(false);
    expect(clabeSchema.safeParse('032180000118359710').error?.issues[0]?.message).toBe('clabe_check_digit');
  });

  it('refuses anything that is not 18 digits, and allows spaces or dashes while typing', () => {
    expect(clabeSchema.safeParse('03218000011835971').error?.issues[0]?.message).toBe('clabe_18_digits');
    expect(clabeSchema.safeParse('03218000011835971A').error?.issues[0]?.message).toBe('clabe_18_digits');
    expect(clabeSchema.parse('032 180 000118359719')).toBe('032180000118359719');
  });

  it('finds exactly one valid check digit for any 17 digits', () => {
    for (const first of ['00000000000000000', '99999999999999999', '64618012345678901']) {
      const valid = [...Array(10).keys()].filter((d) => isValidClabe(`${first}${d}`));
      expect(valid).toEqual([clabeCheckDigit(first)]);
    }
  });
});
