import { toCurrencyCode } from '@vira/domain/currencies';
import type { Listing } from '@vira/domain/listing';
import { quoteService, withinWeeklyHours, type ServiceSlot, type WeeklyHours } from '@vira/domain/service';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { HourSelect } from '@/components/ui/hour-select';
import { Label } from '@/components/ui/label';
import { useCurrency } from '@/lib/currency';
import { useAddToCart } from '../api/booking-api';
import { todayDate } from '../hooks/today';

/**
 * The Reservar tab of a service: a date and the spec's hour pickers (00:00–23:00), or whole days; the price is
 * the domain's (hours × hourly rate or days × daily rate, no deposit), the server's cart charges the same.
 */
export function ServiceReservePanel({ listing }: { listing: Listing }) {
  const { t } = useTranslation('booking');
  const { format } = useCurrency();
  const navigate = useNavigate();
  const add = useAddToCart();
  const service = listing.service!;
  const hourly = (service.pricePerHour ?? 0) > 0;
  const daily = listing.pricePerDay > 0;
  const [mode, setMode] = useState<'hours' | 'days'>(hourly ? 'hours' : 'days');
  const [date, setDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [startHour, setStartHour] = useState(9);
  const [endHour, setEndHour] = useState(9 + Math.max(service.minHours, 1));
  const money = (minor: number) => format(minor, toCurrencyCode(listing.currency));

  const slot: ServiceSlot | null =
    mode === 'hours'
      ? date
        ? { mode, date, startHour, endHour }
        : null
      : date && endDate
        ? { mode, startDate: date, endDate }
        : null;
  const quote = slot ? quoteService({ ...service, pricePerDay: listing.pricePerDay }, slot) : null;
  const closed =
    slot?.mode === 'hours' && service.weeklyHours
      ? !withinWeeklyHours(service.weeklyHours as WeeklyHours, slot.date, slot.startHour, slot.endHour)
      : false;

  const submit = () => {
    if (!slot) return toast.error(t('service.pickSlot'));
    add.mutate(
      slot.mode === 'hours'
        ? {
            listingId: listing.id,
            startDate: slot.date,
            endDate: slot.date,
            startHour,
            endHour,
            withInsurance: false,
            deliveryMethod: 'pickup',
          }
        : {
            listingId: listing.id,
            startDate: slot.startDate,
            endDate: slot.endDate,
            withInsurance: false,
            deliveryMethod: 'pickup',
          },
      {
        onSuccess: () =>
          toast.success(t('added'), { action: { label: t('viewCart'), onClick: () => void navigate('/cart') } }),
        onError: (error) => toast.error(t('addError'), { description: error.message }),
      },
    );
  };
  const selectClass = 'h-9 w-full rounded-md border bg-white px-2 text-sm';

  return (
    <div className="grid gap-4" data-testid="service-reserve-panel">
      {hourly && daily && (
        <div className="grid grid-cols-2 gap-2" role="group" aria-label={t('service.mode')}>
          <Button
            type="button"
            variant={mode === 'hours' ? 'default' : 'outline'}
            onClick={() => setMode('hours')}
            aria-pressed={mode === 'hours'}
          >
            {t('service.byHours')}
          </Button>
          <Button
            type="button"
            variant={mode === 'days' ? 'default' : 'outline'}
            onClick={() => setMode('days')}
            aria-pressed={mode === 'days'}
          >
            {t('service.byDays')}
          </Button>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1">
          <Label htmlFor="service-date">{mode === 'hours' ? t('service.date') : t('service.startDate')}</Label>
          <Input
            id="service-date"
            type="date"
            min={todayDate()}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        {mode === 'hours' ? (
          <>
            <div className="grid gap-1">
              <Label htmlFor="service-start">{t('service.startHour')}</Label>
              <HourSelect
                id="service-start"
                className={selectClass}
                value={startHour}
                onChange={(e) => setStartHour(Number(e.target.value))}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="service-end">{t('service.endHour')}</Label>
              <HourSelect
                id="service-end"
                className={selectClass}
                value={endHour}
                onChange={(e) => setEndHour(Number(e.target.value))}
              />
            </div>
          </>
        ) : (
          <div className="grid gap-1">
            <Label htmlFor="service-end-date">{t('service.endDate')}</Label>
            <Input
              id="service-end-date"
              type="date"
              min={date || todayDate()}
              value={endDate}
              onChange={(e) => setEndDate(e.target.value)}
            />
          </div>
        )}
      </div>
      {hourly && <p className="text-xs text-slate-600">{t('service.minHours', { count: service.minHours })}</p>}
      {closed && <p className="text-sm text-amber-700">{t('service.closed')}</p>}
      {quote && !quote.ok && (
        <p className="text-sm text-red-700" role="alert">
          {t(`service.reasons.${quote.reason}`, { count: service.minHours })}
        </p>
      )}
      {quote?.ok && (
        <dl className="grid grid-cols-2 gap-y-1 rounded-md bg-slate-50 p-3 text-sm" data-testid="service-quote">
          <dt>
            {quote.unit === 'hour'
              ? t('service.hours', { count: quote.units })
              : t('service.days', { count: quote.units })}
          </dt>
          <dd className="text-end">{money(quote.itemCost)}</dd>
          <dt>{t('service.noDeposit')}</dt>
          <dd className="text-end">{money(0)}</dd>
          <dt className="font-semibold">{t('service.total')}</dt>
          <dd className="text-end font-semibold">{money(quote.itemCost)}</dd>
        </dl>
      )}
      <Button onClick={submit} disabled={!quote?.ok || closed || add.isPending}>
        {t('addToCart')}
      </Button>
    </div>
  );
}
