import { clsx, type ClassValue } from 'clsx';
import { loadOnce } from './load-once';

type Merge = (classes: string) => string;
let merge: Merge | undefined;

/**
 * tailwind-merge (8 KB gz) is not part of the home route's first JavaScript (decision 033): it loads beside the
 * first screen, whose classes never conflict (cn-first-screen.test.ts checks that twMerge leaves them unchanged),
 * and every chunk loaded later waits for it (`afterMerge`), so nothing that needs merging renders without it.
 */
export const loadMerge: () => Promise<void> = loadOnce(() =>
  import('tailwind-merge').then((m) => {
    merge = m.twMerge;
  }),
);

// At once, beside the first screen's chunk and words; whoever needs it waits for it through afterMerge.
loadMerge().catch(() => undefined);

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
