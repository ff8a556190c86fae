import { toCurrencyCode } from '@vira/domain/currencies';
import type { Listing } from '@vira/domain/listing';
import {
  quoteService,
  withinWeeklyHours,
  type ServiceQuote,
  type ServiceSlot,
  type WeeklyHours,
} from '@vira/domain/service';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { HourSelect } from '@/components/ui/hour-select';
import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';
import { useCurrency } from '@/lib/currency';
import { todayDate } from '@/lib/dates';

export interface ServiceSlotState {
  mode: 'hours' | 'days';
  setMode(mode: 'hours' | 'days'): void;
  date: string;
  setDate(date: string): void;
  endDate: string;
  setEndDate(date: string): void;
  startHour: number;
  setStartHour(hour: number): void;
  endHour: number;
  setEndHour(hour: number): void;
  /** The picked hours of one date or whole days; null until the dates are picked. */
  slot: ServiceSlot | null;
  quote: ServiceQuote | null;
  /** The picked hours fall outside the provider's weekly hours. */
  closed: boolean;
  /** The slot can be sent: priced by the domain's rule and inside the weekly hours. */
  ready: boolean;
}

/**
 * A service's date and hours (00:00–23:00) or whole days, priced by the domain's `quoteService` (the rule the
 * server's cart and checkout apply). The reserve panel and both booking dialogs share it.
 */
export function useServiceSlot(listing: Listing): ServiceSlotState {
  // Called unconditionally by the dialogs, which serve items too: an item has no service and never a quote.
  const service = listing.service;
  const hourly = (service?.pricePerHour ?? 0) > 0;
  const [mode, setMode] = useState<'hours' | 'days'>(hourly ? 'hours' : 'days');
  const [date, setDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [startHour, setStartHour] = useState(9);
  const [endHour, setEndHour] = useState(9 + Math.max(service?.minHours ?? 1, 1));
  const slot: ServiceSlot | null = !service
    ? null
    : mode === 'hours'
      ? date
        ? { mode, date, startHour, endHour }
        : null
      : date && endDate
        ? { mode, startDate: date, endDate }
        : null;
  const quote = slot && service ? quoteService({ ...service, pricePerDay: listing.pricePerDay }, slot) : null;
  const closed =
    slot?.mode === 'hours' && service?.weeklyHours
      ? !withinWeeklyHours(service.weeklyHours as WeeklyHours, slot.date, slot.startHour, slot.endHour)
      : false;
  return {
    mode,
    setMode,
    date,
    setDate,
    endDate,
    setEndDate,
    startHour,
    setStartHour,
    endHour,
    setEndHour,
    slot,
    quote,
    closed,
    ready: !!quote?.ok && !closed,
  };
}

/** The fields of `useServiceSlot` and its quote (no deposit); `idPrefix` keeps label ids unique per form. */
export function ServiceSlotFields({
  listing,
  state,
  idPrefix,
}: {
  listing: Listing;
  state: ServiceSlotState;
  idPrefix: string;
}) {
  const { t } = useTranslation('booking');
  const { format } = useCurrency();
  const service = listing.service!;
  const hourly = (service.pricePerHour ?? 0) > 0;
  const daily = listing.pricePerDay > 0;
  const { mode, quote } = state;
  const money = (minor: number) => format(minor, toCurrencyCode(listing.currency));
  const selectClass = 'h-9 w-full rounded-md border bg-white px-2 text-sm';

  return (
    <div className="grid gap-3">
      {hourly && daily && (
        <div className="grid grid-cols-2 gap-2" role="group" aria-label={t('service.mode')}>
          <Button
            type="button"
            variant={mode === 'hours' ? 'default' : 'outline'}
            onClick={() => state.setMode('hours')}
            aria-pressed={mode === 'hours'}
          >
            {t('service.byHours')}
          </Button>
          <Button
            type="button"
            variant={mode === 'days' ? 'default' : 'outline'}
            onClick={() => state.setMode('days')}
            aria-pressed={mode === 'days'}
          >
            {t('service.byDays')}
          </Button>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1">
          <Label htmlFor={`${idPrefix}-date`}>{mode === 'hours' ? t('service.date') : t('service.startDate')}</Label>
          <DateField id={`${idPrefix}-date`} min={todayDate()} value={state.date} onChange={(v) => state.setDate(v)} />
        </div>
        {mode === 'hours' ? (
          <>
            <div className="grid gap-1">
              <Label htmlFor={`${idPrefix}-start`}>{t('service.startHour')}</Label>
              <HourSelect
                id={`${idPrefix}-start`}
                className={selectClass}
                value={state.startHour}
                onChange={(e) => state.setStartHour(Number(e.target.value))}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${idPrefix}-end`}>{t('service.endHour')}</Label>
              <HourSelect
                id={`${idPrefix}-end`}
                className={selectClass}
                value={state.endHour}
                onChange={(e) => state.setEndHour(Number(e.target.value))}
              />
            </div>
          </>
        ) : (
          <div className="grid gap-1">
            <Label htmlFor={`${idPrefix}-end-date`}>{t('service.endDate')}</Label>
            <DateField
              id={`${idPrefix}-end-date`}
              min={state.date || todayDate()}
              value={state.endDate}
              onChange={(v) => state.setEndDate(v)}
            />
          </div>
        )}
      </div>
      {hourly && <p className="text-xs text-slate-600">{t('service.minHours', { count: service.minHours })}</p>}
      {state.closed && <p className="text-sm text-amber-700">{t('service.closed')}</p>}
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
    </div>
  );
}

/** The picked slot as the API's fields (the cart's: startDate/endDate plus hours for a booking by the hour). */
export function slotFields(slot: ServiceSlot): {
  startDate: string;
  endDate: string;
  startHour: number | null;
  endHour: number | null;
} {
  return slot.mode === 'hours'
    ? { startDate: slot.date, endDate: slot.date, startHour: slot.startHour, endHour: slot.endHour }
    : { startDate: slot.startDate, endDate: slot.endDate, startHour: null, endHour: null };
}
