import { zodResolver } from '@hookform/resolvers/zod';
import { CURRENCY_CODES, minorUnitFactor, toCurrencyCode } from '@vira/domain/currencies';
import {
  CANCELLATION_POLICIES,
  listingPricingSchema,
  listingPricingStepSchema,
  type OwnerListing,
} from '@vira/domain/listing-editor';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { defaultInsuranceCover } from '@vira/domain/insurance-cover';
import { Input } from '@/components/ui/input';
import { useCurrency } from '@/lib/currency';
import { Field, selectClass } from './field';
import { fieldError } from './step-form';
import { StepActions } from './step-actions';

type Pricing = z.infer<typeof listingPricingSchema>;
const MONEY = ['pricePerDay', 'insuranceCostPerDay', 'deposit', 'deliveryCost'] as const;
const SWITCHES = ['hasInsurance', 'homeDelivery', 'publicPickup', 'instantBooking'] as const;

/** The owner types major units (450.50); the API stores integer minor units of the currency. */
const formSchema = z.preprocess((raw) => {
  const values = { ...(raw as Record<string, unknown>) };
  const factor = minorUnitFactor(toCurrencyCode(values.currency));
  for (const key of MONEY) {
    const n = Number(values[key]);
    values[key] = values[key] === '' || Number.isNaN(n) ? undefined : Math.round(n * factor);
  }
  // Left empty, the cover is the category's default (null), not zero.
  const cover = values.insuranceCover;
  values.insuranceCover =
    cover === '' || cover == null ? null : Number.isNaN(Number(cover)) ? cover : Math.round(Number(cover) * factor);
  return values;
}, listingPricingStepSchema);

type FormValues = Record<string, unknown>;

export function PricingStep({
  listing,
  onSave,
  saving,
}: {
  listing: OwnerListing;
  onSave: (v: Pricing) => void;
  saving: boolean;
}) {
  const { t } = useTranslation('publish');
  const factor = minorUnitFactor(toCurrencyCode(listing.currency));
  const form = useForm<FormValues, unknown, Pricing>({
    resolver: zodResolver(formSchema as never) as never,
    defaultValues: {
      currency: listing.currency,
      pricePerDay: listing.pricePerDay ? listing.pricePerDay / factor : '',
      insuranceCostPerDay: listing.insuranceCostPerDay / factor,
      insuranceCover: listing.insuranceCover === null ? '' : listing.insuranceCover / factor,
      deposit: listing.deposit / factor,
      deliveryCost: listing.deliveryCost / factor,
      hasInsurance: listing.hasInsurance,
      homeDelivery: listing.homeDelivery,
      publicPickup: listing.publicPickup,
      instantBooking: listing.instantBooking,
      minDays: listing.minDays,
      maxDays: listing.maxDays ?? '',
      weeklyDiscountPct: listing.weeklyDiscountPct,
      monthlyDiscountPct: listing.monthlyDiscountPct,
      cancellationPolicy: listing.cancellationPolicy,
    },
  });
  const { register, handleSubmit, formState, control } = form;
  const currency = String(useWatch({ control, name: 'currency' }) ?? listing.currency);
  const { charged } = useCurrency();
  const int = { setValueAs: (v: string | number) => (v === '' || v == null ? undefined : Number(v)) };
  const errors = formState.errors;
  const error = (name: string) => fieldError(errors, name, t);
  return (
    <form onSubmit={handleSubmit(onSave)} className="space-y-4" noValidate>
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
        {MONEY.map((name) => (
          <Field key={name} id={name} label={t(`pricing.${name}`)} error={error(name)}>
            <Input id={name} inputMode="decimal" aria-invalid={!!errors[name]} {...register(name)} />
          </Field>
        ))}
        <Field
          id="insuranceCover"
          label={t('pricing.insuranceCover')}
          error={error('insuranceCover')}
          hint={t('pricing.insuranceCoverHint', {
            amount: charged(defaultInsuranceCover(listing.category, toCurrencyCode(currency)), currency),
          })}
        >
          <Input
            id="insuranceCover"
            inputMode="decimal"
            aria-invalid={!!errors.insuranceCover}
            {...register('insuranceCover')}
          />
        </Field>
        <Field id="minDays" label={t('pricing.minDays')} error={error('minDays')}>
          <Input id="minDays" inputMode="numeric" aria-invalid={!!errors.minDays} {...register('minDays', int)} />
        </Field>
        <Field id="maxDays" label={t('pricing.maxDays')} error={error('maxDays')} hint={t('pricing.maxDaysHint')}>
          <Input
            id="maxDays"
            inputMode="numeric"
            aria-invalid={!!errors.maxDays}
            {...register('maxDays', { setValueAs: (v: string | number) => (v === '' || v == null ? null : Number(v)) })}
          />
        </Field>
        <Field id="weeklyDiscountPct" label={t('pricing.weeklyDiscountPct')} error={error('weeklyDiscountPct')}>
          <Input id="weeklyDiscountPct" inputMode="numeric" {...register('weeklyDiscountPct', int)} />
        </Field>
        <Field id="monthlyDiscountPct" label={t('pricing.monthlyDiscountPct')} error={error('monthlyDiscountPct')}>
          <Input id="monthlyDiscountPct" inputMode="numeric" {...register('monthlyDiscountPct', int)} />
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
      <fieldset className="grid gap-2 sm:grid-cols-2">
        {SWITCHES.map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-brand-600" {...register(name)} />
            {t(`pricing.${name}`)}
          </label>
        ))}
      </fieldset>
      <StepActions saving={saving} />
    </form>
  );
}
