import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';

const toastError = (title: string, description: string) => toast.error(title, { description });

/**
 * The person's position from the browser, for distance filters when no place was chosen. Failures are told
 * with the spec's messages and resolve to null.
 */
export function useUserPoint() {
  const { t } = useTranslation('search');
  return useCallback(
    () =>
      new Promise<{ lat: number; lng: number } | null>((resolve) => {
        if (!('geolocation' in navigator)) {
          toastError(t('noGeolocationTitle'), t('noGeolocation'));
          return resolve(null);
        }
        navigator.geolocation.getCurrentPosition(
          (position) =>
            resolve({
              lat: Math.round(position.coords.latitude * 1e4) / 1e4,
              lng: Math.round(position.coords.longitude * 1e4) / 1e4,
            }),
          () => {
            toastError(t('locationDeniedTitle'), t('locationDenied'));
            resolve(null);
          },
          { timeout: 10_000, enableHighAccuracy: true },
        );
      }),
    [t],
  );
}
