import { createContext, useContext } from 'react';

/**
 * The listing dialog's own element. Overlays opened from inside it (the lightbox) are portalled into it, so the
 * dialog's focus trap counts them as inside and keyboard focus can enter them.
 */
export const DialogPortalContainer = createContext<HTMLElement | null>(null);

export function useDialogPortalContainer(): HTMLElement | null {
  return useContext(DialogPortalContainer);
}
