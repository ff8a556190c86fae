import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { toasterMounted } from '@/lib/lazy-toast';

/** sonner's region and close-button labels are English by default: they are read out, so they follow the language. */
export function LocalizedToaster() {
  const { t, i18n } = useTranslation('shell');
  // After the Toaster's own effect (a child's effects run first), so it already listens.
  useEffect(toasterMounted, []);
  return (
    // One toast at a time, 4 s by default, 356 px wide (spec section 9); Alt+T is sonner's own hotkey.
    <Toaster
      visibleToasts={1}
      duration={4000}
      richColors
      closeButton
      position="top-center"
      dir={i18n.dir()}
      customAriaLabel={t('toasts.region')}
      toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
    />
  );
}
