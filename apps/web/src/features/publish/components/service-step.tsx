import { CANCELLATION_POLICIES, type ListingPatch, type OwnerListing } from '@vira/domain/listing-editor';
import { CURRENCY_CODES, minorUnitFactor, toCurrencyCode } from '@vira/domain/currencies';
import { WEEKDAYS, type Weekday } from '@vira/domain/service';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HourSelect } from '@/components/ui/hour-select';
import { Link } from 'react-router';
import { Input } from '@/components/ui/input';
import { Field, selectClass } from './field';
import { StepActions } from './step-actions';

/** Zones offered in the picker: Mexico's and a few of the other sample countries; the browser's own is added. */
const ZONES = [
  'America/Mexico_City',
  'America/Monterrey',
  'America/Merida',
  'America/Cancun',
  'America/Chihuahua',
  'America/Tijuana',
  'America/Bogota',
  'America/Lima',
  'America/Argentina/Buenos_Aires',
  'America/New_York',
  'Europe/Madrid',
];

type Day = { on: boolean; start: number; end: number };

/**
 * The service version of "Precio y reglas": price per hour and/or per day, minimum hours, the area it covers,
 * weekly hours and time zone. No deposit, insurance or delivery (the server zeroes them for services).
 */
export function ServiceStep({
  listing,
  onSave,
  saving,
}: {
  listing: OwnerListing;
  onSave: (patch: ListingPatch) => void;
  saving: boolean;
}) {
  const { t } = useTranslation('publish');
  const service = listing.service;
  const [currency, setCurrency] = useState(listing.currency);
  const factor = minorUnitFactor(toCurrencyCode(currency));
  const [hourly, setHourly] = useState(service?.pricePerHour ? String(service.pricePerHour / factor) : '');
  const [daily, setDaily] = useState(listing.pricePerDay ? String(listing.pricePerDay / factor) : '');
  const [minHours, setMinHours] = useState(String(service?.minHours ?? 1));
  const [radius, setRadius] = useState(String(service?.serviceRadiusKm ?? 25));
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [timeZone, setTimeZone] = useState(
    service?.timeZone ?? (ZONES.includes(browserZone) ? browserZone : ZONES[0]!),
  );
  const [instant, setInstant] = useState(listing.instantBooking);
  const [policy, setPolicy] = useState(listing.cancellationPolicy);
  const [days, setDays] = useState<Record<Weekday, Day>>(
    () =>
      Object.fromEntries(
        WEEKDAYS.map((d, i) => {
          const saved = service?.weeklyHours?.[d];
          return [d, saved ? { on: true, ...saved } : { on: !service?.weeklyHours && i < 5, start: 9, end: 18 }];
        }),
      ) as Record<Weekday, Day>,
  );
  const setDay = (d: Weekday, patch: Partial<Day>) => setDays((all) => ({ ...all, [d]: { ...all[d], ...patch } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const money = (v: string) => (v.trim() === '' ? 0 : Math.round(Number(v) * factor));
    onSave({
      type: 'service',
      currency: currency as ListingPatch['currency'],
      pricePerHour: money(hourly) || null,
      pricePerDay: money(daily),
      minHours: Number(minHours),
      serviceRadiusKm: Number(radius),
      weeklyHours: Object.fromEntries(
        WEEKDAYS.map((d) => [d, days[d].on ? { start: days[d].start, end: days[d].end } : null]),
      ) as ListingPatch['weeklyHours'],
      timeZone,
      instantBooking: instant,
      cancellationPolicy: policy,
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate data-testid="service-step">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="currency" label={t('pricing.currency')}>
          <select id="currency" className={selectClass} value={currency} onChange={(e) => setCurrency(e.target.value)}>
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </Field>
        <Field id="pricePerHour" label={t('service.pricePerHour')} hint={t('service.priceHint')}>
          <Input id="pricePerHour" inputMode="decimal" value={hourly} onChange={(e) => setHourly(e.target.value)} />
        </Field>
        <Field id="pricePerDay" label={t('pricing.pricePerDay')} hint={t('service.priceHint')}>
          <Input id="pricePerDay" inputMode="decimal" value={daily} onChange={(e) => setDaily(e.target.value)} />
        </Field>
        <Field id="minHours" label={t('service.minHours')}>
          <Input id="minHours" inputMode="numeric" value={minHours} onChange={(e) => setMinHours(e.target.value)} />
        </Field>
        <Field id="serviceRadiusKm" label={t('service.radius')} hint={t('service.radiusHint')}>
          <Input id="serviceRadiusKm" inputMode="decimal" value={radius} onChange={(e) => setRadius(e.target.value)} />
        </Field>
        <Field id="timeZone" label={t('service.timeZone')}>
          <select id="timeZone" className={selectClass} value={timeZone} onChange={(e) => setTimeZone(e.target.value)}>
            {[...new Set([...ZONES, timeZone])].map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </select>
        </Field>
        <Field id="cancellationPolicy" label={t('pricing.cancellationPolicy')}>
          <select
            id="cancellationPolicy"
            className={selectClass}
            value={policy}
            onChange={(e) => setPolicy(e.target.value as typeof policy)}
          >
            {CANCELLATION_POLICIES.map((p) => (
              <option key={p} value={p}>
                {t(`policies.${p}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('service.weeklyHours')}</legend>
        {WEEKDAYS.map((d) => (
          <div key={d} className="flex flex-wrap items-center gap-2 text-sm">
            <label className="flex w-32 items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={days[d].on}
                onChange={(e) => setDay(d, { on: e.target.checked })}
              />
              {t(`service.days.${d}`)}
            </label>
            <HourSelect
              aria-label={`${t(`service.days.${d}`)} ${t('service.from')}`}
              className="h-9 rounded-md border px-2"
              disabled={!days[d].on}
              value={days[d].start}
              onChange={(e) => setDay(d, { start: Number(e.target.value) })}
            />
            <span>–</span>
            <HourSelect
              aria-label={`${t(`service.days.${d}`)} ${t('service.to')}`}
              className="h-9 rounded-md border px-2"
              disabled={!days[d].on}
              value={days[d].end}
              onChange={(e) => setDay(d, { end: Number(e.target.value) })}
            />
          </div>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={instant}
          onChange={(e) => setInstant(e.target.checked)}
        />
        {t('pricing.instantBooking')}
      </label>
      <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
        {t('service.credentials')}{' '}
        <Link to="/profile" className="font-medium text-brand-700 underline">
          {t('service.credentialsLink')}
        </Link>
      </p>
      <StepActions saving={saving} />
    </form>
  );
}
