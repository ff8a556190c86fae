import { describe, expect, it } from 'vitest';
import { isValidS10, s10, s10CheckDigit } from './upu-s10';

describe('UPU S10 check digit', () => {
  it('matches the standard’s example and its two special cases', () => {
    expect(isValidS10('RR473124829GB')).toBe(true);
    expect(isValidS10('RR473124828GB')).toBe(false);
    // 11 − (sum mod 11) = 11 → 5; = 10 → 0.
    expect(s10CheckDigit('00000000')).toBe(5);
    expect(s10('ZZ', 0, 'MX')).toBe('ZZ000000005MX');
    expect(s10CheckDigit('00000008')).toBe(0);
  });

  it('judges only codes shaped like S10', () => {
    expect(isValidS10('1Z999AA10123456784')).toBe(false);
    expect(isValidS10('EE12345678MX')).toBe(false);
  });
});
