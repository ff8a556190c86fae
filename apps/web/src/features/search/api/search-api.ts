import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LocationsResponse, PostalResponse, SearchResponse, SuggestionsResponse } from '@vira/domain/search';
import { SUGGESTION_MIN_CHARS } from '@vira/domain/search';
import { apiFetch } from '@/lib/api-client';

export function useSearchResults(apiQuery: string) {
  return useQuery({
    queryKey: ['search', apiQuery],
    queryFn: ({ signal }) => apiFetch<SearchResponse>(`/api/search?${apiQuery}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useTitleSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['search', 'suggestions', text],
    queryFn: ({ signal }) =>
      apiFetch<SuggestionsResponse>(`/api/search/suggestions?q=${encodeURIComponent(text)}`, { signal }),
    enabled: text.length >= SUGGESTION_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}

export function useLocationSuggestions(q: string, enabled: boolean) {
  const text = q.trim();
  return useQuery({
    queryKey: ['search', 'locations', text],
    queryFn: ({ signal }) =>
      apiFetch<LocationsResponse>(`/api/search/locations?q=${encodeURIComponent(text)}`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function usePostalSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['search', 'postal', text],
    queryFn: ({ signal }) => apiFetch<PostalResponse>(`/api/search/postal?q=${encodeURIComponent(text)}`, { signal }),
    enabled: text.length >= SUGGESTION_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}
