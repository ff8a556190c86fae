import { useQuery } from '@tanstack/react-query';
import {
  locationSuggestionsQuery,
  postalSuggestionsQuery,
  searchResultsQuery,
  titleSuggestionsQuery,
} from '@/lib/queries/search-queries';

export function useSearchResults(apiQuery: string) {
  return useQuery(searchResultsQuery(apiQuery));
}

export function useTitleSuggestions(q: string) {
  return useQuery(titleSuggestionsQuery(q));
}

export function useLocationSuggestions(q: string, enabled: boolean) {
  return useQuery(locationSuggestionsQuery(q, enabled));
}

export function usePostalSuggestions(q: string) {
  return useQuery(postalSuggestionsQuery(q));
}
