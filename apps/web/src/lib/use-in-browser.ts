import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * False in the server's render and in the hydration that takes it over, true from the next render on: what only
 * the browser can do or know (a map, the person's time zone) waits for it, so both first renders match
 * (decision 044).
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

/**
 * The time zone to show a moment in: UTC while the page is the server's (its clock's zone), the person's own once
 * the app has taken over. A calendar date (`2026-12-12`) is always read in UTC, the zone it is written in.
 */
export function useDisplayTimeZone(): (iso: string) => string | undefined {
  const inBrowser = useInBrowser();
  return (iso) => (iso.length === 10 || !inBrowser ? 'UTC' : undefined);
}
