import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { withChanges } from '../search-url';

/**
 * The search URL and one way to change it. Every change is a new history entry, so the back button steps
 * through the searches; typing is not a change until it is submitted or a suggestion is chosen.
 */
export function useSearchUrl() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | number | boolean | undefined | null>, options?: { keepPage?: boolean }) =>
      setParams((current) => withChanges(current, changes, options), { preventScrollReset: true }),
    [setParams],
  );
  const replaceAll = useCallback((next: URLSearchParams) => setParams(next), [setParams]);
  return { params, update, replaceAll };
}
