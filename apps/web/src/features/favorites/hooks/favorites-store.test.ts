import { afterEach, describe, expect, it } from 'vitest';
import { parseFavorites, readFavorites, writeFavorites } from './favorites-store';

afterEach(() => localStorage.clear());

describe('favourites in browser storage (spec keys)', () => {
  it("keeps a guest's list under 'favorites' and a person's under 'favorites_{userId}', as text ids", () => {
    writeFavorites(null, [12, 6]);
    writeFavorites('u-1', [1]);
    expect(localStorage.getItem('favorites')).toBe('["12","6"]');
    expect(localStorage.getItem('favorites_u-1')).toBe('["1"]');
    expect(readFavorites(null)).toEqual([12, 6]);
    expect(readFavorites('u-1')).toEqual([1]);
    expect(readFavorites('u-2')).toEqual([]);
  });

  it('reads lists written as numbers or text, drops junk and duplicates', () => {
    expect(parseFavorites('[1, "2", "2", "x", -3, 4.5]')).toEqual([1, 2]);
    expect(parseFavorites('not json')).toEqual([]);
    expect(parseFavorites('{"a":1}')).toEqual([]);
    expect(parseFavorites(null)).toEqual([]);
  });
});
