import { describe, expect, it } from 'vitest';
import { addressLocale, listingPath, listingSlug, parseListingSegment } from './listing-address';

describe("a listing's address", () => {
  it('reads as its title, accents dropped, other scripts kept', () => {
    expect(listingSlug('Estudio fotográfico 60 m²')).toBe('estudio-fotografico-60-m2');
    expect(listingSlug('Дрель Bosch')).toBe('дрель-bosch');
    expect(listingSlug('</script>')).toBe('script');
    expect(listingSlug('!!!')).toBe('listing');
    expect(listingPath(12, 'Estudio fotográfico', 'en')).toBe('/en/listings/12-estudio-fotografico');
    expect(listingPath(3, 'Дрель')).toBe('/listings/3-%D0%B4%D1%80%D0%B5%D0%BB%D1%8C');
  });

  it('names a listing only by a whole number within int4', () => {
    expect(parseListingSegment('12-anything')).toEqual({ id: 12, slug: 'anything' });
    expect(parseListingSegment('12')).toEqual({ id: 12, slug: '' });
    expect(parseListingSegment('2147483648-x')).toBeNull();
    expect(parseListingSegment('012-x')).toBeNull();
    expect(parseListingSegment('abc')).toBeNull();
    expect(addressLocale('/en/listings/1')).toBe('en');
    expect(addressLocale('/xx/listings/1')).toBeNull();
  });
});
