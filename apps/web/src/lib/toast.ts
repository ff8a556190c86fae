import type { toast as sonnerToast } from 'sonner';
import { lazyToast } from './lazy-toast';

type Message = Parameters<typeof sonnerToast.success>[0];
type Options = Parameters<typeof sonnerToast.success>[1];

/** sonner's `toast`, `toast.success` and `toast.error`, shown through lazyToast (the only way the app toasts). */
export const toast = Object.assign(
  (message: Message, options?: Options) => void lazyToast((show) => show(message, options)),
  {
    success: (message: Message, options?: Options) => void lazyToast((show) => show.success(message, options)),
    error: (message: Message, options?: Options) => void lazyToast((show) => show.error(message, options)),
  },
);
