import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first two words, as every avatar shows them', () => {
    expect(initials('Carlos Mendoza')).toBe('CM');
    expect(initials('  María   Fernández  ')).toBe('MF');
    expect(initials('Álvaro')).toBe('ÁL');
    expect(initials('')).toBe('?');
    expect(initials(null)).toBe('?');
  });
});
