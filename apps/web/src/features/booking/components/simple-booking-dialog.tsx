import type { Listing } from '@vira/domain/listing';
import { toCurrencyCode } from '@vira/domain/currencies';
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
import { formatHour } from '@/components/ui/hour-select';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCurrency } from '@/lib/currency';
import { useRequestBooking } from '../api/booking-api';
import { DaysOutOfRange, daysOutOfRange } from './days-out-of-range';
import { todayDate } from '@/lib/dates';
import { ServiceSlotFields, slotFields, useServiceSlot } from './service-slot-fields';

const HOURS = Array.from({ length: 24 }, (_, h) => formatHour(h));

/**
 * Simple booking dialog: dates and hours, an estimate, and a request the owner answers. A service asks for the
 * hours of one date or whole days instead (the reserve panel's fields).
 */
export function SimpleBookingDialog({
  listing,
  open,
  onOpenChange,
}: {
  listing: Listing;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('booking');
  const { format } = useCurrency();
  const request = useRequestBooking();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [startHour, setStartHour] = useState('');
  const [endHour, setEndHour] = useState('');
  const today = todayDate();
  const complete = !!(start && end && startHour && endHour);
  // The same rule as everywhere: the end may be the start's day (one day), never before it.
  const datesFit = !!(start && end) && rentalDatesProblem(start, end) !== 'end_before_start';
  const quote =
    !listing.service && datesFit
      ? quoteLine({ price: listing, startDate: start, endDate: end, withInsurance: false, deliveryMethod: 'pickup' })
      : null;
  const service = useServiceSlot(listing);
  const isService = !!listing.service;
  const valid = isService
    ? service.ready
    : complete && start >= today && datesFit && !daysOutOfRange(quote?.days ?? null, listing);

  const confirm = () => {
    let body;
    if (isService) {
      if (!service.slot) return toast.error(t('service.pickSlot'));
      const picked = slotFields(service.slot);
      body = {
        listingId: listing.id,
        startDate: picked.startDate,
        endDate: picked.endDate,
        startHour: picked.startHour === null ? null : formatHour(picked.startHour),
        endHour: picked.endHour === null ? null : formatHour(picked.endHour),
      };
    } else {
      if (!complete) return toast.error(t('simple.incompleteTitle'), { description: t('simple.incompleteText') });
      body = { listingId: listing.id, startDate: start, endDate: end, startHour, endHour };
    }
    request.mutate(body, {
      onSuccess: () => {
        toast.success(t('simple.requested'), { description: t('simple.requestedText') });
        onOpenChange(false);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="simple-booking-dialog">
        <DialogHeader>
          <DialogTitle>{t('simple.title')}</DialogTitle>
          <DialogDescription>{listing.title}</DialogDescription>
        </DialogHeader>
        {isService ? (
          <ServiceSlotFields listing={listing} state={service} idPrefix="simple-service" />
        ) : (
          <>
            <div className="grid grid-cols-2 gap-3">
              <div className="grid gap-1">
                <Label htmlFor="simple-start">{t('startDate')}</Label>
                <DateField id="simple-start" min={today} value={start} onChange={(v) => setStart(v)} />
              </div>
              <div className="grid gap-1">
                <Label htmlFor="simple-end">{t('endDate')}</Label>
                <DateField id="simple-end" min={start || today} value={end} onChange={(v) => setEnd(v)} />
              </div>
              <HourSelect label={t('simple.startHour')} value={startHour} onChange={setStartHour} />
              <HourSelect label={t('simple.endHour')} value={endHour} onChange={setEndHour} />
            </div>
            {quote && (
              <p className="text-sm">
                {t('simple.estimate', {
                  count: quote.days,
                  total: format(quote.total, toCurrencyCode(listing.currency)),
                })}
              </p>
            )}
            <DaysOutOfRange days={quote?.days ?? null} rules={listing} />
          </>
        )}
        <DialogFooter>
          <Button disabled={!valid || request.isPending} onClick={confirm}>
            {t('simple.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** One of the two hour pickers: every hour from 00:00 to 23:00. */
function HourSelect({ label, value, onChange }: { label: string; value: string; onChange(hour: string): void }) {
  return (
    <div className="grid gap-1">
      <Label>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger aria-label={label}>
          <SelectValue placeholder="--:--" />
        </SelectTrigger>
        <SelectContent>
          {HOURS.map((h) => (
            <SelectItem key={h} value={h}>
              {h}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
