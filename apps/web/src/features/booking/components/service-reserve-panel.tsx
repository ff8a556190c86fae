import type { Listing } from '@vira/domain/listing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useAddToCart } from '../api/booking-api';
import { FullBookingDialog } from './full-booking-dialog';
import { ServiceSlotFields, slotFields, useServiceSlot } from './service-slot-fields';
import { SimpleBookingDialog } from './simple-booking-dialog';

/**
 * The Reservar tab of a service: a date and the spec's hour pickers (00:00–23:00), or whole days; the price is
 * the domain's (hours × hourly rate or days × daily rate, no deposit), the server's cart charges the same. The
 * request and pay-now dialogs offer the same choice.
 */
export function ServiceReservePanel({ listing }: { listing: Listing }) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const add = useAddToCart();
  const state = useServiceSlot(listing);
  const [dialog, setDialog] = useState<'simple' | 'full' | null>(null);

  const submit = () => {
    if (!state.slot) return toast.error(t('service.pickSlot'));
    add.mutate(
      { listingId: listing.id, ...slotFields(state.slot), withInsurance: false, deliveryMethod: 'pickup' },
      {
        onSuccess: () =>
          toast.success(t('added'), { action: { label: t('viewCart'), onClick: () => void navigate('/cart') } }),
        onError: (error) => toast.error(t('addError'), { description: error.message }),
      },
    );
  };

  return (
    <div className="grid gap-4" data-testid="service-reserve-panel">
      <ServiceSlotFields listing={listing} state={state} idPrefix="service" />
      <Button onClick={submit} disabled={!state.ready || add.isPending}>
        {t('addToCart')}
      </Button>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={() => setDialog('simple')}>
          {t('requestBooking')}
        </Button>
        <Button variant="outline" onClick={() => setDialog('full')}>
          {t('bookAndPay')}
        </Button>
      </div>
      <SimpleBookingDialog
        listing={listing}
        open={dialog === 'simple'}
        onOpenChange={(o) => setDialog(o ? 'simple' : null)}
      />
      <FullBookingDialog
        listing={listing}
        open={dialog === 'full'}
        onOpenChange={(o) => setDialog(o ? 'full' : null)}
      />
    </div>
  );
}
