import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { SUGGESTION_MIN_CHARS } from '@vira/domain/search-options';
import { api, data } from '../api';

export const searchKeys = {
  all: ['search'] as const,
  results: (apiQuery: string) => ['search', 'results', apiQuery] as const,
  suggestions: (text: string) => ['search', 'suggestions', text] as const,
  locations: (text: string) => ['search', 'locations', text] as const,
  postal: (text: string) => ['search', 'postal', text] as const,
};

/**
 * `apiQuery` is the search URL's own query string (the URL is the source of truth for filters); the API
 * validates it, so it goes through as it is.
 */
export function searchResultsQuery(apiQuery: string) {
  return queryOptions({
    queryKey: searchKeys.results(apiQuery),
    queryFn: ({ signal }) => data(api.GET('/api/search', { signal, querySerializer: () => apiQuery })),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function titleSuggestionsQuery(q: string) {
  const text = q.trim();
  return queryOptions({
    queryKey: searchKeys.suggestions(text),
    queryFn: ({ signal }) => data(api.GET('/api/search/suggestions', { signal, params: { query: { q: text } } })),
    enabled: text.length >= SUGGESTION_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}

export function locationSuggestionsQuery(q: string, enabled: boolean) {
  const text = q.trim();
  return queryOptions({
    queryKey: searchKeys.locations(text),
    queryFn: ({ signal }) => data(api.GET('/api/search/locations', { signal, params: { query: { q: text } } })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function postalSuggestionsQuery(q: string) {
  const text = q.trim();
  return queryOptions({
    queryKey: searchKeys.postal(text),
    queryFn: ({ signal }) => data(api.GET('/api/search/postal', { signal, params: { query: { q: text } } })),
    enabled: text.length >= SUGGESTION_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}
