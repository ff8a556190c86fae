import { GEOLOCATION_TIMEOUT_MS } from '@vira/domain/map';

export class GeolocationUnsupportedError extends Error {}

/** The browser's position (high accuracy, 10 s timeout, per the spec). */
export function currentPosition(): Promise<{ lat: number; lng: number }> {
  if (!('geolocation' in navigator)) return Promise.reject(new GeolocationUnsupportedError());
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      reject,
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
