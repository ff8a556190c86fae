import { zodResolver } from '@hookform/resolvers/zod';
import { CURRENCY_CODES, minorUnitFactor, toCurrencyCode } from '@vira/domain/currencies';
import {
  CANCELLATION_POLICIES,
  listingPricingSchema,
  type ListingPatch,
  type OwnerListing,
} from '@vira/domain/listing-editor';
import { serviceFieldsSchema, WEEKDAYS, type Weekday } from '@vira/domain/service';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { z } from 'zod';
import { fieldProblem } from '@/components/ui/field-problem';
import { HourSelect } from '@/components/ui/hour-select';
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

const rules = serviceFieldsSchema.shape;
const pricing = listingPricingSchema.shape;
const dayInput = z.object({ on: z.boolean(), start: z.number(), end: z.number() });

/** What the provider types: prices and numbers as text, each weekday as a switch and two hours. */
const serviceFormInput = z.object({
  currency: pricing.currency,
  pricePerHour: z.string(),
  pricePerDay: z.string(),
  minHours: z.string(),
  serviceRadiusKm: z.string(),
  timeZone: z.string(),
  instantBooking: pricing.instantBooking,
  cancellationPolicy: pricing.cancellationPolicy,
  weeklyHours: z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayInput])) as { [K in Weekday]: typeof dayInput }),
});
type Values = z.input<typeof serviceFormInput>;

/** Blank is no number; anything else that is not a number stays NaN, so the server's number rule names it. */
const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Turned into the patch the server takes, then checked with the server's own service rules (serviceFieldsSchema:
 * a price per hour or per day, minimum hours, radius, at least one working day with its end after its start).
 * The owner types major units (450.50); the API stores integer minor units of the currency.
 */
const serviceFormSchema = serviceFormInput
  .transform((v) => {
    const factor = minorUnitFactor(toCurrencyCode(v.currency));
    const minor = (text: string) => (text.trim() === '' ? 0 : Math.round(Number(text) * factor));
    const hourly = minor(v.pricePerHour);
    return {
      type: 'service' as const,
      currency: v.currency,
      pricePerHour: hourly === 0 ? null : hourly,
      pricePerDay: minor(v.pricePerDay),
      minHours: typedNumber(v.minHours),
      serviceRadiusKm: typedNumber(v.serviceRadiusKm),
      weeklyHours: Object.fromEntries(
        WEEKDAYS.map((d) => {
          const day = v.weeklyHours[d];
          return [d, day.on ? { start: day.start, end: day.end } : null];
        }),
      ),
      timeZone: v.timeZone,
      instantBooking: v.instantBooking,
      cancellationPolicy: v.cancellationPolicy,
    };
  })
  .pipe(
    z
      .object({
        type: z.literal('service'),
        currency: pricing.currency,
        instantBooking: pricing.instantBooking,
        cancellationPolicy: pricing.cancellationPolicy,
      })
      .and(serviceFieldsSchema),
  );

function defaults(listing: OwnerListing): Values {
  const service = listing.service;
  const factor = minorUnitFactor(toCurrencyCode(listing.currency));
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return {
    currency: listing.currency as Values['currency'],
    pricePerHour: service?.pricePerHour ? String(service.pricePerHour / factor) : '',
    pricePerDay: listing.pricePerDay ? String(listing.pricePerDay / factor) : '',
    minHours: String(service?.minHours ?? 1),
    serviceRadiusKm: String(service?.serviceRadiusKm ?? 25),
    timeZone: service?.timeZone ?? (ZONES.includes(browserZone) ? browserZone : ZONES[0]!),
    instantBooking: listing.instantBooking,
    cancellationPolicy: listing.cancellationPolicy,
    weeklyHours: Object.fromEntries(
      WEEKDAYS.map((d, i) => {
        const saved = service?.weeklyHours?.[d];
        return [d, saved ? { on: true, ...saved } : { on: !service?.weeklyHours && i < 5, start: 9, end: 18 }];
      }),
    ) as Values['weeklyHours'],
  };
}

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
  const { register, handleSubmit, control, formState } = useForm<Values, unknown, ListingPatch>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: defaults(listing),
  });
  const days = useWatch({ control, name: 'weeklyHours' });
  const timeZone = useWatch({ control, name: 'timeZone' });
  const errors = formState.errors;

  const hourly = fieldProblem(
    'pricePerHour',
    errors.pricePerHour,
    errors.pricePerHour?.message === 'price_required' ? t('service.errors.priceRequired') : t('service.errors.price'),
  );
  const daily = fieldProblem('pricePerDay', errors.pricePerDay, t('service.errors.price'));
  const minHours = fieldProblem(
    'minHours',
    errors.minHours,
    t('service.errors.minHours', { min: rules.minHours.minValue ?? 1, max: rules.minHours.maxValue ?? 24 }),
  );
  const radius = fieldProblem(
    'serviceRadiusKm',
    errors.serviceRadiusKm,
    t('service.errors.radius', { max: rules.serviceRadiusKm.maxValue ?? 0 }),
  );
  // The root rule (no working day) is on weeklyHours itself; a day's own rule (end after start) is on its end.
  const noDay = fieldProblem('weekly-hours', errors.weeklyHours?.message, t('service.errors.noDay'));

  return (
    <form onSubmit={(e) => void handleSubmit(onSave)(e)} className="space-y-4" noValidate data-testid="service-step">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="currency" label={t('pricing.currency')}>
          <select id="currency" className={selectClass} {...register('currency')}>
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </Field>
        <Field id="pricePerHour" label={t('service.pricePerHour')} hint={t('service.priceHint')} problem={hourly}>
          <Input id="pricePerHour" inputMode="decimal" {...hourly.field} {...register('pricePerHour')} />
        </Field>
        <Field id="pricePerDay" label={t('pricing.pricePerDay')} hint={t('service.priceHint')} problem={daily}>
          <Input id="pricePerDay" inputMode="decimal" {...daily.field} {...register('pricePerDay')} />
        </Field>
        <Field id="minHours" label={t('service.minHours')} problem={minHours}>
          <Input id="minHours" inputMode="numeric" {...minHours.field} {...register('minHours')} />
        </Field>
        <Field id="serviceRadiusKm" label={t('service.radius')} hint={t('service.radiusHint')} problem={radius}>
          <Input id="serviceRadiusKm" inputMode="decimal" {...radius.field} {...register('serviceRadiusKm')} />
        </Field>
        <Field id="timeZone" label={t('service.timeZone')}>
          <select id="timeZone" className={selectClass} {...register('timeZone')}>
            {[...new Set([...ZONES, timeZone])].map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </select>
        </Field>
        <Field id="cancellationPolicy" label={t('pricing.cancellationPolicy')}>
          <select id="cancellationPolicy" className={selectClass} {...register('cancellationPolicy')}>
            {CANCELLATION_POLICIES.map((p) => (
              <option key={p} value={p}>
                {t(`policies.${p}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <fieldset className="space-y-2" {...noDay.field}>
        <legend className="text-sm font-medium">{t('service.weeklyHours')}</legend>
        {WEEKDAYS.map((d) => {
          const day = t(`service.days.${d}`);
          const order = fieldProblem(
            `weekly-hours-${d}`,
            errors.weeklyHours?.[d]?.end,
            t('service.errors.endAfterStart', { day }),
          );
          return (
            <div key={d} className="space-y-1">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <label className="flex w-32 items-center gap-2">
                  <input type="checkbox" className="size-4 accent-brand-600" {...register(`weeklyHours.${d}.on`)} />
                  {day}
                </label>
                <HourSelect
                  aria-label={`${day} ${t('service.from')}`}
                  className="h-9 rounded-md border px-2"
                  disabled={!days[d].on}
                  {...register(`weeklyHours.${d}.start`, { valueAsNumber: true })}
                />
                <span>–</span>
                <HourSelect
                  aria-label={`${day} ${t('service.to')}`}
                  className="h-9 rounded-md border px-2"
                  disabled={!days[d].on}
                  {...order.field}
                  {...register(`weeklyHours.${d}.end`, { valueAsNumber: true })}
                />
              </div>
              {order.message}
            </div>
          );
        })}
        {noDay.message}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-brand-600" {...register('instantBooking')} />
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
