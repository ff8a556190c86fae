import { quoteLine, type DeliveryMethod } from '@vira/domain/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useCurrency } from '@/lib/currency';
import { toCurrencyCode } from '@vira/domain/currencies';
import { useAvailability, useRentalListing } from '../api/booking-api';
import { useAddToCartWithNotice } from '../hooks/use-add-to-cart-with-notice';
import { todayDate } from '@/lib/dates';
import { DateRangeCalendar, type DateRange } from './date-range-calendar';
import { DaysOutOfRange, daysOutOfRange } from './days-out-of-range';
import { RentalQuote } from './rental-quote';
import { ServiceReservePanel } from './service-reserve-panel';
import { OtherWaysToBook } from './other-ways-to-book';

/** The detail dialog's Reservar tab: dates (held days disabled), insurance, delivery, then the cart. */
export function ReservePanel({ listingId }: { listingId: number }) {
  const { t } = useTranslation('booking');
  const { format } = useCurrency();
  const listing = useRentalListing(listingId);
  const availability = useAvailability(listingId);
  const cart = useAddToCartWithNotice();
  const [range, setRange] = useState<DateRange>({ start: null, end: null });
  const [insurance, setInsurance] = useState(false);
  const [delivery, setDelivery] = useState<DeliveryMethod>('pickup');
  const [address, setAddress] = useState('');

  if (listing.isPending || availability.isPending) return <p className="p-4 text-sm text-slate-600">{t('loading')}</p>;
  if (listing.isError) return <p className="p-4 text-sm text-red-700">{listing.error.message}</p>;
  const l = listing.data;
  if (l.type === 'service' && l.service) return <ServiceReservePanel listing={l} />;
  const money = (minor: number) => format(minor, toCurrencyCode(l.currency));
  const complete = range.start !== null && range.end !== null;
  const quote = complete
    ? quoteLine({
        price: l,
        startDate: range.start!,
        endDate: range.end!,
        withInsurance: insurance,
        deliveryMethod: delivery,
      })
    : null;
  // The owner's minimum and maximum days, said before the cart refuses them (the same rule the server applies).
  const outOfRange = daysOutOfRange(quote?.days ?? null, l);

  const submit = () => {
    if (!complete) return toast.error(t('errors.pickDates'));
    if (outOfRange) return;
    if (delivery === 'home_delivery' && !address.trim()) return toast.error(t('errors.address'));
    cart.add({
      listingId,
      startDate: range.start!,
      endDate: range.end!,
      withInsurance: insurance,
      deliveryMethod: delivery,
      deliveryAddress: delivery === 'home_delivery' ? address.trim() : null,
    });
  };

  return (
    <div className="grid gap-4" data-testid="reserve-panel">
      <DateRangeCalendar value={range} onChange={setRange} held={availability.data?.held ?? []} today={todayDate()} />
      {l.hasInsurance && (
        <label className="flex items-center gap-2 text-sm">
          <Checkbox checked={insurance} onCheckedChange={(v) => setInsurance(v === true)} aria-label={t('insurance')} />
          {t('insuranceWithPrice', { price: money(l.insuranceCostPerDay) })}
        </label>
      )}
      <RadioGroup
        value={delivery}
        onValueChange={(v) => setDelivery(v as DeliveryMethod)}
        className="grid gap-2 text-sm"
      >
        <Label className="flex items-center gap-2">
          <RadioGroupItem value="pickup" /> {t('pickup')}
        </Label>
        {l.homeDelivery && (
          <Label className="flex items-center gap-2">
            <RadioGroupItem value="home_delivery" /> {t('homeDelivery', { price: money(l.deliveryCost) })}
          </Label>
        )}
      </RadioGroup>
      {delivery === 'home_delivery' && (
        <Input
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          placeholder={t('addressPlaceholder')}
          aria-label={t('address')}
        />
      )}
      {quote && <RentalQuote quote={quote} currency={l.currency} />}
      <DaysOutOfRange days={quote?.days ?? null} rules={l} />
      <Button onClick={submit} disabled={!complete || outOfRange || cart.isPending}>
        {t('addToCart')}
      </Button>
      <OtherWaysToBook listing={l} />
    </div>
  );
}
