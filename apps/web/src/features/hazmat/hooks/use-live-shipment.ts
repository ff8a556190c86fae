import { useQueryClient } from '@tanstack/react-query';
import { parseLiveEvent } from '@vira/domain/live-event';
import { useEffect } from 'react';
import { hazmatKeys } from '@/lib/queries/hazmat-queries';

/**
 * Keeps a shipment's page current without reloading: the public stream of the live module sends the whole
 * tracking view on every position; it needs no sign-in, so it is its own EventSource, not the person's stream.
 */
export function useLiveShipment(code: string) {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/hazmat/shipments/${encodeURIComponent(code)}/live`);
    source.addEventListener('shipment', (raw) => {
      let data: unknown;
      try {
        data = JSON.parse((raw as MessageEvent<string>).data);
      } catch {
        return;
      }
      // A malformed event changes nothing; the next one carries the whole view again.
      const event = parseLiveEvent((raw as MessageEvent<string>).lastEventId, 'shipment', data);
      if (event?.kind === 'shipment') client.setQueryData(hazmatKeys.shipment(code), event.data);
    });
    return () => source.close();
  }, [client, code]);
}
