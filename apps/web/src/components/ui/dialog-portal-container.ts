import { createContext, useContext } from 'react';

/**
 * The element overlays opened from inside a dialog are portalled into (the listing dialog sets its own). Radix
 * focus traps only count what is inside their element: a dialog, menu or lightbox opened from the listing
 * dialog but portalled to <body> had the listing dialog's trap pull the focus back on every click, so nobody
 * could type into the booking dialog's dates or its billing form.
 */
export const DialogPortalContainer = createContext<HTMLElement | null>(null);

export function useDialogPortalContainer(): HTMLElement | null {
  return useContext(DialogPortalContainer);
}
