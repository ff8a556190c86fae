import type { Listing } from '@vira/domain/listing';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useAddToCartWithNotice } from '../hooks/use-add-to-cart-with-notice';
import { OtherWaysToBook } from './other-ways-to-book';
import { ServiceSlotFields, slotFields, useServiceSlot } from './service-slot-fields';

/**
 * The Reservar tab of a service: a date and the spec's hour pickers (00:00–23:00), or whole days; the price is
 * the domain's (hours × hourly rate or days × daily rate, no deposit), the server's cart charges the same. The
 * request and pay-now dialogs offer the same choice.
 */
export function ServiceReservePanel({ listing }: { listing: Listing }) {
  const { t } = useTranslation('booking');
  const cart = useAddToCartWithNotice();
  const state = useServiceSlot(listing);

  const submit = () => {
    if (!state.slot) return toast.error(t('service.pickSlot'));
    cart.add({ listingId: listing.id, ...slotFields(state.slot), withInsurance: false, deliveryMethod: 'pickup' });
  };

  return (
    <div className="grid gap-4" data-testid="service-reserve-panel">
      <ServiceSlotFields listing={listing} state={state} idPrefix="service" />
      <Button onClick={submit} disabled={!state.ready || cart.isPending}>
        {t('addToCart')}
      </Button>
      <OtherWaysToBook listing={listing} />
    </div>
  );
}
