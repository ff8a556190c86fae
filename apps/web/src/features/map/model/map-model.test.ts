import { describe, expect, it } from 'vitest';
import { explorerFiltersFromUrl } from './explorer-filters-from-url';
import { ALL_FILTERS, countActiveFilters, filterParams, narrowest, priceBoundsMxn } from './map-filters';
import { placeCategory, zoneOf } from './place-zones';

describe('map filters', () => {
  it('counts active filters among the three, each defaulting to all', () => {
    expect(countActiveFilters(ALL_FILTERS)).toBe(0);
    expect(countActiveFilters({ continent: 'Europa', category: null, price: null })).toBe(1);
    expect(
      countActiveFilters({ continent: 'Europa', category: 'technology', price: { min: 20, max: null, currency: 'USD' } }),
    ).toBe(3);
  });

  it('sends price bounds only when narrowed', () => {
    expect(filterParams({ ...ALL_FILTERS, price: undefined })).toEqual({});
    expect(filterParams({ ...ALL_FILTERS, price: { min: null, max: 5000 } })).toEqual({ maxPrice: '5000' });
  });

  it('sends a range chosen in the display currency to the API in pesos, widened to whole pesos', () => {
    expect(priceBoundsMxn({ min: 10, max: 20, currency: 'USD' })).toEqual({ min: 170, max: 340 });
    expect(priceBoundsMxn({ min: null, max: 1, currency: 'EUR' })).toEqual({ min: null, max: 19 });
    expect(priceBoundsMxn(null)).toEqual({ min: null, max: null });
    expect(narrowest({ min: 100, max: null }, { min: 50, max: 400 })).toEqual({ min: 100, max: 400 });
  });
});

describe('explorer filters from the /search URL', () => {
  it('reads the same keys the list uses, converting prices to pesos', () => {
    const f = explorerFiltersFromUrl(
      new URLSearchParams(
        'q=taladro&location=Oaxaca&category=herramientas&instant=true&minRating=4.5&priceMax=100&priceCurrency=USD',
      ),
    );
    expect(f).toMatchObject({
      q: 'taladro',
      location: 'Oaxaca',
      category: 'tools',
      instantBooking: true,
      minRating: 4.5,
    });
    expect(f.maxPrice).toBe(1700);
    expect(f.minPrice).toBeNull();
  });

  it('reads a sample catalogue key as its taxonomy alias, and ignores a category that means nothing', () => {
    expect(explorerFiltersFromUrl(new URLSearchParams('category=drones')).category).toBe('technology');
    expect(explorerFiltersFromUrl(new URLSearchParams('category=all')).category).toBeNull();
    expect(explorerFiltersFromUrl(new URLSearchParams('category=nada')).category).toBeNull();
  });

  it('reads a price range without priceCurrency in US dollars, as the search API does', () => {
    expect(explorerFiltersFromUrl(new URLSearchParams('priceMin=10')).minPrice).toBe(170);
  });
});

describe('place zones', () => {
  const centre = { lat: 19.43, lng: -99.13 };
  it('is centro within 2 km and a compass zone beyond', () => {
    expect(zoneOf(centre, centre, 0)).toBe('centro');
    expect(zoneOf(centre, { lat: 19.53, lng: -99.13 }, 11)).toBe('norte');
    expect(zoneOf(centre, { lat: 19.33, lng: -99.03 }, 15)).toBe('sureste');
    expect(zoneOf(centre, { lat: 19.53, lng: -99.23 }, 15)).toBe('noroeste');
  });

  it('names the area type after the category most offered there', () => {
    expect(placeCategory(['sports', 'sports', 'technology'])).toBe('Deportivo');
    expect(placeCategory([])).toBe('Mixto');
  });
});
