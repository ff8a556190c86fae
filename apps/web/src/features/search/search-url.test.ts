import { describe, expect, it } from 'vitest';
import { homeSearchHref } from './components/home-search-form';
import { countActiveFilters, FILTER_KEYS, readView, toApiQuery, withChanges } from './search-url';

describe('home search form URL', () => {
  const empty = { category: 'all', q: '', location: '', startDate: '', endDate: '' };

  it('omits the category "all" and blank text', () => {
    expect(homeSearchHref(empty)).toBe('/search');
    expect(homeSearchHref({ ...empty, q: '   ', location: ' ' })).toBe('/search');
  });

  it('sends category, trimmed text and place, and both dates', () => {
    expect(
      homeSearchHref({
        category: 'cement',
        q: ' dron ',
        location: ' Puebla ',
        startDate: '2030-01-02',
        endDate: '2030-01-05',
      }),
    ).toBe('/search?category=cement&q=dron&location=Puebla&startDate=2030-01-02&endDate=2030-01-05');
  });

  it('leaves out a lone date, which the API would refuse', () => {
    expect(homeSearchHref({ ...empty, startDate: '2030-01-02' })).toBe('/search');
  });
});

describe('search URL state', () => {
  it('counts chips and advanced filters, the price range once', () => {
    expect(countActiveFilters(new URLSearchParams(''))).toBe(0);
    expect(
      countActiveFilters(
        new URLSearchParams(
          'instant=true&insurance=false&minRating=4.5&maxDistanceKm=5&priceMin=1000&priceMax=5000&q=x',
        ),
      ),
    ).toBe(4);
  });

  it('counts dates from the home page as a filter that "Limpiar" clears', () => {
    const params = new URLSearchParams('q=x&startDate=2030-05-01&endDate=2030-05-04');
    expect(countActiveFilters(params)).toBe(1);
    const cleared = withChanges(params, Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined])));
    expect(cleared.toString()).toBe('q=x');
  });

  it('resets the page on any change but keeps it when asked', () => {
    const params = new URLSearchParams('q=dron&page=3');
    expect(withChanges(params, { instant: true }).toString()).toBe('q=dron&instant=true');
    expect(withChanges(params, { instant: false }).toString()).toBe('q=dron');
    expect(withChanges(params, { view: 'list' }, { keepPage: true }).toString()).toBe('q=dron&page=3&view=list');
  });

  it('sends the API only the keys it reads, with the page size', () => {
    expect(toApiQuery(new URLSearchParams('q=dron&view=list&listing=12&tab=contact&sort=rating'), 24)).toBe(
      'q=dron&sort=rating&pageSize=24',
    );
  });

  it('asks by taxonomy id: a sample catalogue key in the address is its alias, an unknown category is dropped', () => {
    expect(toApiQuery(new URLSearchParams('category=drones'), 24)).toBe('category=technology&pageSize=24');
    expect(toApiQuery(new URLSearchParams('category=cement'), 24)).toBe('category=cement&pageSize=24');
    expect(toApiQuery(new URLSearchParams('category=nada'), 24)).toBe('pageSize=24');
  });
});

describe('view mode', () => {
  it('reads list and map from the URL and falls back to the grid', () => {
    expect(readView(new URLSearchParams('view=list'))).toBe('list');
    expect(readView(new URLSearchParams('q=dron&view=map'))).toBe('map');
    expect(readView(new URLSearchParams('view=table'))).toBe('grid');
    expect(readView(new URLSearchParams())).toBe('grid');
  });
});
