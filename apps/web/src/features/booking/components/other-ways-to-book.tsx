import type { Listing } from '@vira/domain/listing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FullBookingDialog } from './full-booking-dialog';
import { SimpleBookingDialog } from './simple-booking-dialog';

/** Under the cart button of either Reservar tab: ask the owner first, or book and pay at once, in a dialog. */
export function OtherWaysToBook({ listing }: { listing: Listing }) {
  const { t } = useTranslation('booking');
  const [dialog, setDialog] = useState<'simple' | 'full' | null>(null);
  return (
    <>
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
    </>
  );
}
