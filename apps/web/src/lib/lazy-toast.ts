type Toast = typeof import('sonner').toast;

let markMounted: () => void;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

/** Called by the toaster once it listens: sonner's Toaster starts empty, so a toast made before that is lost. */
export function toasterMounted(): void {
  markMounted();
}

/**
 * Shows a toast once sonner (9 KB gz) has loaded and its Toaster listens: screens that may toast do not carry it
 * before their first paint (decision 031). `ready` is what the toast's words wait for.
 */
export function lazyToast(show: (toast: Toast) => unknown, ready?: Promise<unknown>): Promise<void> {
  return Promise.all([import('sonner'), ready, mounted]).then(([{ toast }]) => void show(toast));
}
