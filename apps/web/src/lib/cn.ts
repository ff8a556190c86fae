import { clsx, type ClassValue } from 'clsx';
import { loadOnce } from './load-once';

type Merge = (classes: string) => string;
let merge: Merge | undefined;

/**
 * tailwind-merge (8 KB gz) is not part of the home route's first JavaScript (decision 033): it loads beside a first
 * screen that needs it, and after the home screen's first paint (its classes never conflict: cn-first-screen.test.ts
 * checks that twMerge leaves them unchanged); every chunk loaded later waits for it (`afterMerge`), so nothing that
 * needs merging renders without it.
 */
export const loadMerge: () => Promise<void> = loadOnce(() =>
  import('tailwind-merge').then((m) => {
    // Its first call builds its class map (tens of milliseconds on a phone): done here, when it has loaded, rather
    // than inside the first render that merges (decision 031, session 11).
    m.twMerge('');
    merge = m.twMerge;
  }),
);
// Not loaded when this module runs: a screen that needs merging asks for it through afterMerge (router.tsx's
// page(), so beside its own chunk); on the home screen, which does not, the chunks it loads once it is painted do.

/** Joins class names, letting later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  return merge ? merge(joined) : joined;
}

/**
 * A chunk loader for code outside the first screen (React.lazy, deferred widgets, routes): it resolves only once
 * tailwind-merge is there too. Every lazy chunk of a first-screen module must load through it.
 */
export function afterMerge<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadMerge()]).then(([loaded]) => loaded);
}
