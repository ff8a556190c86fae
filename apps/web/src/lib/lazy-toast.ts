type Toast = typeof import('sonner').toast;

/**
 * Shows a toast once sonner (9 KB gz) has loaded: screens that may toast do not carry it before their first paint
 * (decision 031); sonner shows toasts made before its Toaster mounted. `ready` is what the toast's words wait for.
 */
export function lazyToast(show: (toast: Toast) => unknown, ready?: Promise<unknown>): Promise<void> {
  return Promise.all([import('sonner'), ready]).then(([{ toast }]) => void show(toast));
}
