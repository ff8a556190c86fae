import type { NearbyResponse } from '@vira/domain/map';
import { MAP_NEAR_ME_RADIUS_KM } from '@vira/domain/map';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { fetchNearby } from '../api/map-api';
import { currentPosition, GeolocationUnsupportedError } from '../hooks/current-position';

/** 'Near me': the browser's position, then listings within 50 km sorted by distance, with the spec's toasts. */
export function useNearMe(onPosition: (p: { lat: number; lng: number }) => void) {
  const { t } = useTranslation('map');
  const [position, setPosition] = useState<{ lat: number; lng: number } | null>(null);
  const [nearby, setNearby] = useState<NearbyResponse | null>(null);
  const [locating, setLocating] = useState(false);

  async function locate() {
    setLocating(true);
    try {
      const p = await currentPosition();
      setPosition(p);
      onPosition(p);
      setNearby(await fetchNearby({ lat: p.lat, lng: p.lng, radiusKm: MAP_NEAR_ME_RADIUS_KM }));
      toast.success(t('nearMe.found'), { description: t('nearMe.foundDescription') });
    } catch (error) {
      if (error instanceof GeolocationUnsupportedError) {
        toast.error(t('nearMe.unsupportedTitle'), { description: t('nearMe.unsupported') });
      } else {
        toast.error(t('nearMe.deniedTitle'), { description: t('nearMe.denied') });
      }
    } finally {
      setLocating(false);
    }
  }

  return { position, nearby, locating, locate, clear: () => setNearby(null) };
}
