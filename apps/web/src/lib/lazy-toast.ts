type Toast = typeof import('sonner').toast;

let markMounted: () => void;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));
let wanted = false;
const listeners = new Set<() => void>();

/** Called by the toaster once it listens: sonner's Toaster starts empty, so a toast made before that is lost. */
export function toasterMounted(): void {
  markMounted();
}

/** For App: the toaster mounts with the first toast asked for, not with the page (decision 031). */
export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const isToasterWanted = () => wanted;

/**
 * Shows a toast once sonner has loaded and its Toaster listens. sonner (9 KB gz) injects its stylesheet when it
 * loads, which restyles the whole page: 58 + 84 ms of main thread on a 4× slower CPU after `/search`'s first paint.
 * So nothing loads it until a toast is wanted. `ready` is what the toast's words wait for.
 */
export function lazyToast(show: (toast: Toast) => unknown, ready?: Promise<unknown>): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return Promise.all([import('sonner'), ready, mounted]).then(([{ toast }]) => void show(toast));
}
