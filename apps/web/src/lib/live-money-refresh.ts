import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveEvent } from './live-events';
import { bookingKeys } from './queries/booking-queries';
import { earningsKeys } from './queries/earnings-queries';
import { invoiceKeys } from './queries/invoice-queries';
import { orderKeys } from './queries/order-queries';
import { payoutKeys } from './queries/payout-queries';
import { rentalKeys } from './queries/rental-queries';

/** Notices that mean the other person moved a rental or its money. */
const MONEY_NOTICES = new Set(['booking', 'payment']);

/**
 * The other side's step (an owner accepting, a renter paying or cancelling, an admin deciding) arrives as a
 * notification; the screens that show rentals and money read it again at once instead of waiting for a reload.
 */
export function useLiveMoneyRefresh(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.kind !== 'notification') return;
        const type = event.data.type;
        if (!type || !MONEY_NOTICES.has(type)) return;
        for (const queryKey of [
          bookingKeys.all,
          rentalKeys.all,
          orderKeys.all,
          earningsKeys.mine,
          payoutKeys.mine,
          invoiceKeys.mine,
        ])
          void client.invalidateQueries({ queryKey });
      }),
    [client],
  );
}
