import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { toCurrencyCode, toMajor, toMinor, type CurrencyCode } from '@vira/domain/currencies';
import {
  checkShipment,
  customsDeclarationSchema,
  customsItemSchema,
  CUSTOMS_CATEGORIES,
  INCOTERM_CODES,
  INCOTERMS,
  SHIPMENT_LEGS,
  SHIPPING_ISSUES,
  shipmentLegSchema,
  shipmentUpdateBodySchema,
  type ShipmentLeg,
  type ShippingDetail,
} from '@vira/domain/shipping';
import { useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { fieldProblem } from '@/components/ui/field-problem';
import { Input } from '@/components/ui/input';
import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { formatCalendarDate, formatDateRange } from '@/lib/dates';
import { shippableBookingsQuery } from '@/lib/queries/shipping-queries';
import { useCreateShipping, useUpdateShipping } from '../api/shipping-api';
import { countryName } from '../lib/country-names';
import { CountrySelect } from './country-select';
import { HsCodeField } from './hs-code-field';
import { CustomsPapersFields } from './customs-papers-fields';
import { emptyPapers, papersBody, papersFormSchema, papersOf } from './customs-papers';

const fields = shipmentUpdateBodySchema.shape;
const itemRules = customsItemSchema.shape;
const declarationRules = customsDeclarationSchema.shape;
/** A number field as typed (a string) checked against the server's own number rule; blank is not 0. */
const typedNumber = (rule: z.ZodNumber) => z.string().trim().min(1).transform(Number).pipe(rule);

/**
 * The server's own rules (the shipment's field schemas and checkShipment across fields) for what the person
 * types: the gross weight in kg is sent in grams, an item's value in the booking's currency is sent in minor
 * units, and an empty return date lets the server take the booking's end. The booking is chosen apart.
 */
function shipmentFormSchema(currency: CurrencyCode, storedLeg?: ShipmentLeg) {
  return z
    .object({
      leg: shipmentLegSchema,
      carrier: fields.carrier,
      trackingCode: fields.trackingCode,
      incoterm: fields.incoterm,
      originCountry: fields.originCountry,
      destinationCountry: fields.destinationCountry,
      weightKg: z
        .string()
        .trim()
        .min(1)
        .transform((kg) => Math.round(Number(kg) * 1000))
        .pipe(fields.weightGrams),
      returnDueOn: z
        .string()
        .transform((date) => date || null)
        .pipe(fields.returnDueOn.unwrap()),
      declaration: z.object({
        form: declarationRules.form,
        category: declarationRules.category,
        items: z.array(
          z.object({
            description: itemRules.description,
            quantity: typedNumber(itemRules.quantity),
            netWeightGrams: typedNumber(itemRules.netWeightGrams),
            value: z
              .string()
              .trim()
              .min(1)
              .transform((major) => toMinor(Number(major), currency))
              .pipe(itemRules.valueMinor),
            hsCode: itemRules.hsCode,
            originCountry: itemRules.originCountry,
          }),
        ),
      }),
      papers: papersFormSchema,
    })
    .transform(({ weightKg, declaration, papers, ...rest }) => ({
      ...rest,
      weightGrams: weightKg,
      declaration: {
        ...declaration,
        ...papersBody(papers, currency),
        items: declaration.items.map(({ value, ...i }) => ({ ...i, valueMinor: value })),
      },
    }))
    .superRefine((body, ctx) =>
      checkShipment(body, storedLeg ?? body.leg, {
        // The form types the gross weight in kg: its message goes under that field.
        addIssue: (issue) =>
          ctx.addIssue({ ...issue, path: issue.path[0] === 'weightGrams' ? ['weightKg'] : issue.path }),
      }),
    );
}
type FormSchema = ReturnType<typeof shipmentFormSchema>;
type Values = z.input<FormSchema>;
type Parsed = z.output<FormSchema>;
type Item = Values['declaration']['items'][number];

const emptyItem = (): Item => ({
  description: '',
  quantity: '1',
  netWeightGrams: '',
  value: '',
  hsCode: '',
  originCountry: '',
});
const SELECT = 'h-10 w-full rounded-md border border-slate-300 bg-white px-2';
/** customsDeclarationSchema's most items on one declaration. */
const MAX_ITEMS = 20;

function Field({ id, label, children, wide }: { id: string; label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`space-y-1 ${wide ? 'sm:col-span-2' : ''}`}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

const newValues = (): Values => ({
  leg: 'outbound',
  carrier: '',
  trackingCode: '',
  incoterm: 'DAP',
  originCountry: '',
  destinationCountry: '',
  weightKg: '',
  returnDueOn: '',
  declaration: { form: 'CN23', category: 'other', items: [emptyItem()] },
  papers: emptyPapers(),
});

/** The form's fields from a stored shipment, to edit it. */
function valuesOf(s: ShippingDetail): Values {
  const currency = toCurrencyCode(s.currency);
  return {
    leg: s.leg,
    carrier: s.carrier,
    trackingCode: s.trackingCode,
    incoterm: s.incoterm as Values['incoterm'],
    originCountry: s.originCountry,
    destinationCountry: s.destinationCountry,
    weightKg: String(s.weightGrams / 1000),
    returnDueOn: s.returnDueOn ?? '',
    declaration: {
      form: s.declaration.form,
      category: s.declaration.category,
      items: s.declaration.items.map((i) => ({
        description: i.description,
        quantity: String(i.quantity),
        netWeightGrams: String(i.netWeightGrams),
        value: String(toMajor(i.valueMinor, currency)),
        hsCode: i.hsCode,
        originCountry: i.originCountry,
      })),
    },
    papers: papersOf(s.declaration, (minor) => toMajor(minor, currency)),
  };
}

/**
 * An owner registers the shipment of one leg of a paid booking with its CN22/CN23 customs declaration, or edits
 * one (`editing`: its booking and leg stay).
 */
export function ShippingForm({ editing, onDone }: { editing?: ShippingDetail | null; onDone?: () => void }) {
  const { t, i18n } = useTranslation('shipping');
  const bookings = useQuery(shippableBookingsQuery(true));
  const create = useCreateShipping();
  const update = useUpdateShipping();
  const [bookingId, setBookingId] = useState(editing?.bookingId ?? '');
  const booking = bookings.data?.bookings.find((b) => b.bookingId === bookingId);
  const currency = toCurrencyCode(booking?.currency);
  // The value rule depends on the booking's currency; RHF reads the resolver of the latest render.
  const resolver = zodResolver(shipmentFormSchema(currency, editing?.leg));
  const { register, handleSubmit, control, formState, reset, setValue } = useForm<Values, unknown, Parsed>({
    resolver,
    defaultValues: editing ? valuesOf(editing) : newValues(),
  });
  const items = useFieldArray({ control, name: 'declaration.items' });
  const [leg, origin, destination, returnDueOn] = useWatch({
    control,
    name: ['leg', 'originCountry', 'destinationCountry', 'returnDueOn'],
  });
  const errors = formState.errors;

  async function submit(values: Parsed) {
    if (!booking) return;
    try {
      if (editing) {
        // The booking and the leg of a stored shipment stay.
        const { leg: _leg, ...body } = values;
        const saved = await update.mutateAsync({ id: editing.id, body });
        toast.success(t('form.saved', { code: saved.trackingCode }));
        onDone?.();
        return;
      }
      const created = await create.mutateAsync({ ...values, bookingId });
      toast.success(t('form.created', { code: created.trackingCode }));
      reset(newValues());
      setBookingId('');
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : t('error'));
    }
  }

  const lengths = (rule: { minLength: number | null; maxLength: number | null }) => ({
    min: rule.minLength,
    max: rule.maxLength,
  });
  const bounds = (rule: { minValue: number | null; maxValue: number | null }) => ({
    min: rule.minValue,
    max: rule.maxValue,
  });
  const carrier = fieldProblem('shp-carrier', errors.carrier, t('form.errors.carrier', lengths(fields.carrier)));
  const code = fieldProblem(
    'shp-code',
    errors.trackingCode,
    errors.trackingCode?.message === SHIPPING_ISSUES.s10CheckDigit
      ? t('form.errors.s10CheckDigit')
      : t('form.errors.trackingCode'),
  );
  const originProblem = fieldProblem('shp-origin', errors.originCountry, t('form.errors.country'));
  const destinationProblem = fieldProblem('shp-destination', errors.destinationCountry, t('form.errors.country'));
  const weight = fieldProblem(
    'shp-weight',
    errors.weightKg,
    errors.weightKg?.message === SHIPPING_ISSUES.lighterThanItems
      ? t('form.errors.lighterThanItems')
      : t('form.errors.weight', { max: (fields.weightGrams.maxValue ?? 0) / 1000 }),
  );
  const returnDue = fieldProblem('shp-return', errors.returnDueOn, t('form.errors.date'));
  const formType = fieldProblem('shp-form', errors.declaration?.form, t('form.errors.cn22TooHeavy'));
  const category = fieldProblem('shp-category', errors.declaration?.category, t('form.errors.returnedGoods'));
  const itemProblems = (i: number) => {
    const wrong = errors.declaration?.items?.[i];
    return {
      description: fieldProblem(
        `shp-item-${i}-description`,
        wrong?.description,
        t('form.errors.description', lengths(itemRules.description)),
      ),
      quantity: fieldProblem(
        `shp-item-${i}-quantity`,
        wrong?.quantity,
        t('form.errors.quantity', bounds(itemRules.quantity)),
      ),
      weight: fieldProblem(
        `shp-item-${i}-weight`,
        wrong?.netWeightGrams,
        t('form.errors.netWeight', bounds(itemRules.netWeightGrams)),
      ),
      value: fieldProblem(`shp-item-${i}-value`, wrong?.value, t('form.errors.value')),
      origin: fieldProblem(`shp-item-${i}-origin`, wrong?.originCountry, t('form.errors.country')),
      hsCode: wrong?.hsCode
        ? wrong.hsCode.message === SHIPPING_ISSUES.hsNotSpecified
          ? t('form.errors.hsNotSpecified')
          : t('form.errors.hsCode')
        : undefined,
    };
  };

  const list = bookings.data?.bookings ?? [];
  const crossBorder = Boolean(origin && destination && origin !== destination && booking);
  return (
    <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="shp-form-title">
      <h2 id="shp-form-title" className="text-xl font-semibold">
        {editing ? t('form.editTitle', { code: editing.trackingCode }) : t('form.title')}
      </h2>
      {!editing && bookings.isSuccess && list.length === 0 ? (
        <p className="text-sm text-slate-600">{t('form.noBookings')}</p>
      ) : (
        <form onSubmit={(e) => void handleSubmit(submit)(e)} className="grid gap-3 sm:grid-cols-2" noValidate>
          <Field id="shp-booking" label={t('form.booking')} wide>
            <select
              id="shp-booking"
              className={SELECT}
              required
              disabled={Boolean(editing)}
              value={bookingId}
              onChange={(e) => setBookingId(e.target.value)}
            >
              <option value="">{t('form.chooseBooking')}</option>
              {list.map((b) => (
                <option key={b.bookingId} value={b.bookingId}>
                  {b.listingTitle} · {formatDateRange(b.startDate, b.endDate, i18n.language)}
                  {b.legs.length > 0 ? ` · ${b.legs.map((l) => t(`leg.${l}`)).join(', ')} ✓` : ''}
                </option>
              ))}
            </select>
          </Field>
          <Field id="shp-leg" label={t('form.leg')}>
            <select
              id="shp-leg"
              className={SELECT}
              {...register('leg', {
                // The return leg is declared as returned goods: pre-select it rather than let the server refuse.
                onChange: (e: { target: { value: string } }) => {
                  if (e.target.value === 'return') setValue('declaration.category', 'returned_goods');
                },
              })}
            >
              {SHIPMENT_LEGS.map((l) => (
                <option key={l} value={l} disabled={!editing && booking?.legs.includes(l)}>
                  {t(`leg.${l}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="shp-carrier" label={t('form.carrier')}>
            <Input id="shp-carrier" required {...carrier.field} {...register('carrier')} />
            {carrier.message}
          </Field>
          <Field id="shp-code" label={t('form.trackingCode')}>
            <Input
              id="shp-code"
              required
              dir="ltr"
              placeholder="EE123456785MX"
              {...code.field}
              {...register('trackingCode')}
            />
            {code.message}
          </Field>
          <Field id="shp-incoterm" label={t('form.incoterm')}>
            <select id="shp-incoterm" className={SELECT} {...register('incoterm')}>
              {INCOTERM_CODES.map((incoterm) => (
                <option key={incoterm} value={incoterm}>
                  {incoterm} — {INCOTERMS[incoterm]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="shp-origin" label={t('form.origin')}>
            <CountrySelect id="shp-origin" required {...originProblem.field} {...register('originCountry')} />
            {originProblem.message}
          </Field>
          <Field id="shp-destination" label={t('form.destination')}>
            <CountrySelect
              id="shp-destination"
              required
              {...destinationProblem.field}
              {...register('destinationCountry')}
            />
            {destinationProblem.message}
          </Field>
          <Field id="shp-weight" label={t('form.weight')}>
            <Input
              id="shp-weight"
              type="number"
              required
              min="0.001"
              step="0.001"
              inputMode="decimal"
              {...weight.field}
              {...register('weightKg')}
            />
            {weight.message}
          </Field>
          <Field id="shp-return" label={t('form.returnDue')}>
            {/* Left empty, the server takes the booking's end: the field shows that date meanwhile. */}
            <Controller
              control={control}
              name="returnDueOn"
              render={({ field }) => (
                <DateField
                  id="shp-return"
                  {...returnDue.field}
                  {...field}
                  value={field.value || booking?.endDate || ''}
                />
              )}
            />
            {returnDue.message}
          </Field>
          {crossBorder && (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2" role="note">
              {leg === 'outbound'
                ? t('form.temporaryImportNote', {
                    origin: countryName(origin, i18n.language),
                    date: formatCalendarDate(returnDueOn || booking?.endDate || '', i18n.language),
                  })
                : t('form.returnedGoodsNote', { country: countryName(destination, i18n.language) })}
            </p>
          )}
          <fieldset className="space-y-3 rounded-md border border-slate-200 p-3 sm:col-span-2">
            <legend className="px-1 font-semibold">{t('form.declaration')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field id="shp-form" label={t('form.formType')}>
                <select id="shp-form" className={SELECT} {...formType.field} {...register('declaration.form')}>
                  <option value="CN22">{t('form.cn22')}</option>
                  <option value="CN23">{t('form.cn23')}</option>
                </select>
                {formType.message}
              </Field>
              <Field id="shp-category" label={t('form.category')}>
                <select id="shp-category" className={SELECT} {...category.field} {...register('declaration.category')}>
                  {CUSTOMS_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {t(`category.${c}`)}
                    </option>
                  ))}
                </select>
                {category.message}
              </Field>
            </div>
            {items.fields.map((item, i) => {
              const wrong = itemProblems(i);
              return (
                <fieldset key={item.id} className="grid gap-3 border-t border-slate-100 pt-3 sm:grid-cols-2">
                  <legend className="sr-only">{t('form.itemN', { n: i + 1 })}</legend>
                  <Field id={`shp-item-${i}-description`} label={t('form.description')} wide>
                    <Input
                      id={`shp-item-${i}-description`}
                      required
                      {...wrong.description.field}
                      {...register(`declaration.items.${i}.description`)}
                    />
                    {wrong.description.message}
                  </Field>
                  <Field id={`shp-item-${i}-quantity`} label={t('form.quantity')}>
                    <Input
                      id={`shp-item-${i}-quantity`}
                      type="number"
                      min="1"
                      required
                      {...wrong.quantity.field}
                      {...register(`declaration.items.${i}.quantity`)}
                    />
                    {wrong.quantity.message}
                  </Field>
                  <Field id={`shp-item-${i}-weight`} label={t('form.netWeight')}>
                    <Input
                      id={`shp-item-${i}-weight`}
                      type="number"
                      min="1"
                      required
                      {...wrong.weight.field}
                      {...register(`declaration.items.${i}.netWeightGrams`)}
                    />
                    {wrong.weight.message}
                  </Field>
                  <Field id={`shp-item-${i}-value`} label={t('form.value', { currency: booking?.currency ?? '' })}>
                    <Input
                      id={`shp-item-${i}-value`}
                      type="number"
                      min="0"
                      step="0.01"
                      required
                      {...wrong.value.field}
                      {...register(`declaration.items.${i}.value`)}
                    />
                    {wrong.value.message}
                  </Field>
                  <Field id={`shp-item-${i}-origin`} label={t('form.itemOrigin')}>
                    <CountrySelect
                      id={`shp-item-${i}-origin`}
                      required
                      {...wrong.origin.field}
                      {...register(`declaration.items.${i}.originCountry`)}
                    />
                    {wrong.origin.message}
                  </Field>
                  <Controller
                    control={control}
                    name={`declaration.items.${i}.hsCode`}
                    render={({ field }) => (
                      <HsCodeField value={field.value} onChange={field.onChange} error={wrong.hsCode} />
                    )}
                  />
                  {items.fields.length > 1 && (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      className="justify-self-start"
                      onClick={() => items.remove(i)}
                    >
                      {t('form.removeItem')}
                    </Button>
                  )}
                </fieldset>
              );
            })}
            {items.fields.length < MAX_ITEMS && (
              <Button type="button" variant="outline" size="sm" onClick={() => items.append(emptyItem())}>
                {t('form.addItem')}
              </Button>
            )}
          </fieldset>
          <CustomsPapersFields register={register} errors={errors.papers} currency={booking?.currency ?? ''} />
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" disabled={create.isPending || update.isPending || formState.isSubmitting || !booking}>
              {editing ? t('form.save') : t('form.submit')}
            </Button>
            {editing && (
              <Button type="button" variant="outline" onClick={onDone}>
                {t('form.cancel')}
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
