import type { Listing } from '@vira/domain/listing';
import { quoteLine, rentalDatesProblem } from '@vira/domain/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useAuth } from '@/lib/auth/use-auth';
import { useBillingInfo, useCreatePayment } from '../api/booking-api';
import { todayDate } from '@/lib/dates';
import { InvoiceRequest } from './invoice-request';
import { DaysOutOfRange, daysOutOfRange } from './days-out-of-range';
import { RentalQuote } from './rental-quote';
import { ServiceSlotFields, slotFields, useServiceSlot } from './service-slot-fields';

/**
 * Full booking dialog: dates, card (stripe) or crypto, optional invoice; pays in a new tab. A service is paid for
 * hours of one date or whole days (the reserve panel's fields), with no deposit.
 */
export function FullBookingDialog({
  listing,
  open,
  onOpenChange,
}: {
  listing: Listing;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('booking');
  const { user } = useAuth();
  const create = useCreatePayment();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [method, setMethod] = useState<'stripe' | 'crypto'>('stripe');
  const [invoice, setInvoice] = useState(false);
  const [billingOpen, setBillingOpen] = useState(false);
  const billing = useBillingInfo(open && user !== null);
  const billingInfo = billing.data?.billingInfo ?? null;
  const service = useServiceSlot(listing);
  const isService = !!listing.service;
  // The one rule of docs/product-rules.md "Rental days", as in the Reservar tab and the cart: the end may be the start's day (a one-day rental).
  const problem = start && end ? rentalDatesProblem(start, end) : null;
  const quote =
    !isService && start && end && problem !== 'end_before_start'
      ? quoteLine({ price: listing, startDate: start, endDate: end, withInsurance: false, deliveryMethod: 'pickup' })
      : null;

  const submit = () => {
    if (!user) return toast.error(t('full.signIn'));
    let dates: { start_date: string; end_date: string; start_hour?: number | null; end_hour?: number | null };
    if (isService) {
      if (!service.slot) return toast.error(t('service.pickSlot'));
      if (!service.ready) return;
      const picked = slotFields(service.slot);
      dates = {
        start_date: picked.startDate,
        end_date: picked.endDate,
        start_hour: picked.startHour,
        end_hour: picked.endHour,
      };
    } else {
      if (!start || !end) return toast.error(t('full.pickDates'));
      if (start < todayDate()) return toast.error(t('full.startPast'));
      if (problem === 'end_before_start') return toast.error(t('full.endBeforeStart'));
      if (daysOutOfRange(quote?.days ?? null, listing)) return;
      dates = { start_date: start, end_date: end };
    }
    if (invoice && method === 'stripe' && !billingInfo) {
      setBillingOpen(true);
      return toast.error(t('full.billingNeeded'));
    }
    create.mutate(
      { kind: method, listing_id: listing.id, ...dates, invoice: invoice && !!billingInfo },
      {
        onSuccess: (result) => {
          if (!result.url) return toast.error(t('full.noSession'));
          window.open(result.url, '_blank', 'noopener');
          onOpenChange(false);
        },
        onError: (error) => toast.error(error.message || t('full.genericError')),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="full-booking-dialog">
        <DialogHeader>
          <DialogTitle>{t('full.title')}</DialogTitle>
          <DialogDescription>{listing.title}</DialogDescription>
        </DialogHeader>
        {isService ? (
          <ServiceSlotFields listing={listing} state={service} idPrefix="full-service" />
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1">
              <Label htmlFor="full-start">{t('startDate')}</Label>
              <DateField id="full-start" min={todayDate()} value={start} onChange={(v) => setStart(v)} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="full-end">{t('endDate')}</Label>
              <DateField id="full-end" min={start || todayDate()} value={end} onChange={(v) => setEnd(v)} />
            </div>
          </div>
        )}
        <RadioGroup
          value={method}
          onValueChange={(v) => setMethod(v as 'stripe' | 'crypto')}
          className="grid gap-2 text-sm"
        >
          <Label className="flex items-center gap-2">
            <RadioGroupItem value="stripe" /> {t('full.card')}
          </Label>
          <Label className="flex items-center gap-2">
            <RadioGroupItem value="crypto" /> {t('full.crypto')}
          </Label>
        </RadioGroup>
        <InvoiceRequest
          checked={invoice}
          onCheckedChange={setInvoice}
          formOpen={billingOpen}
          onFormOpenChange={setBillingOpen}
          enabled={open && user !== null}
        />
        {/* What the renter pays; the platform's commission comes out of the owner's earnings (docs/product-rules.md "Fees"). */}
        {quote && <RentalQuote quote={quote} currency={listing.currency} />}
        <DaysOutOfRange days={quote?.days ?? null} rules={listing} />
        <DialogFooter>
          <Button
            onClick={submit}
            disabled={create.isPending || (isService ? !service.ready : daysOutOfRange(quote?.days ?? null, listing))}
          >
            {create.isPending ? t('full.processing') : t('full.pay')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
