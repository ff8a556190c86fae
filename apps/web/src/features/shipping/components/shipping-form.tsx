import { useQuery } from '@tanstack/react-query';
import { toCurrencyCode, toMajor, toMinor } from '@vira/domain/currencies';
import {
  CUSTOMS_CATEGORIES,
  INCOTERM_CODES,
  INCOTERMS,
  SHIPMENT_LEGS,
  type CustomsCategory,
  type ShipmentInput,
  type ShipmentLeg,
  type ShippingDetail,
} from '@vira/domain/shipping';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { formatCalendarDate, formatDateRange } from '@/lib/dates';
import { shippableBookingsQuery } from '@/lib/queries/shipping-queries';
import { useCreateShipping, useUpdateShipping } from '../api/shipping-api';
import { countryName } from '../lib/country-names';
import { CountrySelect } from './country-select';
import { HsCodeField } from './hs-code-field';

type Item = {
  description: string;
  quantity: string;
  netWeightGrams: string;
  value: string;
  hsCode: string;
  originCountry: string;
};
const emptyItem = (): Item => ({
  description: '',
  quantity: '1',
  netWeightGrams: '',
  value: '',
  hsCode: '',
  originCountry: '',
});
const SELECT = 'h-10 w-full rounded-md border border-slate-300 bg-white px-2';

function Field({ id, label, children, wide }: { id: string; label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`space-y-1 ${wide ? 'sm:col-span-2' : ''}`}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

const NEW_VALUES = { incoterm: 'DAP', form: 'CN23', category: 'other' };

/** The form's fields from a stored shipment, to edit it. */
function valuesOf(s: ShippingDetail): Record<string, string> {
  return {
    carrier: s.carrier,
    trackingCode: s.trackingCode,
    incoterm: s.incoterm,
    origin: s.originCountry,
    destination: s.destinationCountry,
    weightKg: String(s.weightGrams / 1000),
    returnDueOn: s.returnDueOn ?? '',
    form: s.declaration.form,
    category: s.declaration.category,
  };
}
function itemsOf(s: ShippingDetail): Item[] {
  const currency = toCurrencyCode(s.currency);
  return s.declaration.items.map((i) => ({
    description: i.description,
    quantity: String(i.quantity),
    netWeightGrams: String(i.netWeightGrams),
    value: String(toMajor(i.valueMinor, currency)),
    hsCode: i.hsCode,
    originCountry: i.originCountry,
  }));
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
  const [leg, setLeg] = useState<ShipmentLeg>(editing?.leg ?? 'outbound');
  const [v, setV] = useState<Record<string, string>>(editing ? valuesOf(editing) : NEW_VALUES);
  const [items, setItems] = useState<Item[]>(editing ? itemsOf(editing) : [emptyItem()]);
  const booking = bookings.data?.bookings.find((b) => b.bookingId === bookingId);
  const set = (key: string) => (value: string) => setV((old) => ({ ...old, [key]: value }));
  const setItem = (i: number, key: keyof Item) => (value: string) =>
    setItems((old) => old.map((item, n) => (n === i ? { ...item, [key]: value } : item)));

  function chooseLeg(next: ShipmentLeg) {
    setLeg(next);
    // The return leg is declared as returned goods: pre-select it rather than let the server refuse.
    if (next === 'return') set('category')('returned_goods');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!booking) return;
    const currency = toCurrencyCode(booking.currency);
    const body: ShipmentInput = {
      bookingId,
      leg,
      carrier: v.carrier ?? '',
      trackingCode: v.trackingCode ?? '',
      originCountry: v.origin ?? '',
      destinationCountry: v.destination ?? '',
      incoterm: (v.incoterm ?? 'DAP') as ShipmentInput['incoterm'],
      weightGrams: Math.round(Number(v.weightKg ?? 0) * 1000),
      returnDueOn: v.returnDueOn || null,
      declaration: {
        form: (v.form ?? 'CN23') as 'CN22' | 'CN23',
        category: (v.category ?? 'other') as CustomsCategory,
        items: items.map((item) => ({
          description: item.description,
          quantity: Number(item.quantity),
          netWeightGrams: Number(item.netWeightGrams),
          valueMinor: toMinor(Number(item.value || 0), currency),
          hsCode: item.hsCode,
          originCountry: item.originCountry,
        })),
      },
    };
    try {
      if (editing) {
        const { bookingId: _b, leg: _l, ...fields } = body;
        const saved = await update.mutateAsync({ id: editing.id, body: fields });
        toast.success(t('form.saved', { code: saved.trackingCode }));
        onDone?.();
        return;
      }
      const created = await create.mutateAsync(body);
      toast.success(t('form.created', { code: created.trackingCode }));
      setItems([emptyItem()]);
      setV(NEW_VALUES);
      setBookingId('');
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : t('error'));
    }
  }

  const list = bookings.data?.bookings ?? [];
  const crossBorder = Boolean(v.origin && v.destination && v.origin !== v.destination && booking);
  return (
    <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="shp-form-title">
      <h2 id="shp-form-title" className="text-xl font-semibold">
        {editing ? t('form.editTitle', { code: editing.trackingCode }) : t('form.title')}
      </h2>
      {!editing && bookings.isSuccess && list.length === 0 ? (
        <p className="text-sm text-slate-600">{t('form.noBookings')}</p>
      ) : (
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
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
              value={leg}
              onChange={(e) => chooseLeg(e.target.value as ShipmentLeg)}
            >
              {SHIPMENT_LEGS.map((l) => (
                <option key={l} value={l} disabled={!editing && booking?.legs.includes(l)}>
                  {t(`leg.${l}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="shp-carrier" label={t('form.carrier')}>
            <Input id="shp-carrier" required value={v.carrier ?? ''} onChange={(e) => set('carrier')(e.target.value)} />
          </Field>
          <Field id="shp-code" label={t('form.trackingCode')}>
            <Input
              id="shp-code"
              required
              dir="ltr"
              placeholder="EE123456789MX"
              value={v.trackingCode ?? ''}
              onChange={(e) => set('trackingCode')(e.target.value)}
            />
          </Field>
          <Field id="shp-incoterm" label={t('form.incoterm')}>
            <select
              id="shp-incoterm"
              className={SELECT}
              value={v.incoterm}
              onChange={(e) => set('incoterm')(e.target.value)}
            >
              {INCOTERM_CODES.map((code) => (
                <option key={code} value={code}>
                  {code} — {INCOTERMS[code]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="shp-origin" label={t('form.origin')}>
            <CountrySelect
              id="shp-origin"
              required
              value={v.origin ?? ''}
              onChange={(e) => set('origin')(e.target.value)}
            />
          </Field>
          <Field id="shp-destination" label={t('form.destination')}>
            <CountrySelect
              id="shp-destination"
              required
              value={v.destination ?? ''}
              onChange={(e) => set('destination')(e.target.value)}
            />
          </Field>
          <Field id="shp-weight" label={t('form.weight')}>
            <Input
              id="shp-weight"
              type="number"
              required
              min="0.001"
              step="0.001"
              inputMode="decimal"
              value={v.weightKg ?? ''}
              onChange={(e) => set('weightKg')(e.target.value)}
            />
          </Field>
          <Field id="shp-return" label={t('form.returnDue')}>
            <Input
              id="shp-return"
              type="date"
              value={v.returnDueOn ?? booking?.endDate ?? ''}
              onChange={(e) => set('returnDueOn')(e.target.value)}
            />
          </Field>
          {crossBorder && (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2" role="note">
              {leg === 'outbound'
                ? t('form.temporaryImportNote', {
                    origin: countryName(v.origin!, i18n.language),
                    date: formatCalendarDate(v.returnDueOn || booking?.endDate || '', i18n.language),
                  })
                : t('form.returnedGoodsNote', { country: countryName(v.destination!, i18n.language) })}
            </p>
          )}
          <fieldset className="space-y-3 rounded-md border border-slate-200 p-3 sm:col-span-2">
            <legend className="px-1 font-semibold">{t('form.declaration')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field id="shp-form" label={t('form.formType')}>
                <select id="shp-form" className={SELECT} value={v.form} onChange={(e) => set('form')(e.target.value)}>
                  <option value="CN22">{t('form.cn22')}</option>
                  <option value="CN23">{t('form.cn23')}</option>
                </select>
              </Field>
              <Field id="shp-category" label={t('form.category')}>
                <select
                  id="shp-category"
                  className={SELECT}
                  value={v.category}
                  onChange={(e) => set('category')(e.target.value)}
                >
                  {CUSTOMS_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {t(`category.${c}`)}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
            {items.map((item, i) => (
              <fieldset key={i} className="grid gap-3 border-t border-slate-100 pt-3 sm:grid-cols-2">
                <legend className="sr-only">{t('form.itemN', { n: i + 1 })}</legend>
                <Field id={`shp-item-${i}-description`} label={t('form.description')} wide>
                  <Input
                    id={`shp-item-${i}-description`}
                    required
                    value={item.description}
                    onChange={(e) => setItem(i, 'description')(e.target.value)}
                  />
                </Field>
                <Field id={`shp-item-${i}-quantity`} label={t('form.quantity')}>
                  <Input
                    id={`shp-item-${i}-quantity`}
                    type="number"
                    min="1"
                    required
                    value={item.quantity}
                    onChange={(e) => setItem(i, 'quantity')(e.target.value)}
                  />
                </Field>
                <Field id={`shp-item-${i}-weight`} label={t('form.netWeight')}>
                  <Input
                    id={`shp-item-${i}-weight`}
                    type="number"
                    min="1"
                    required
                    value={item.netWeightGrams}
                    onChange={(e) => setItem(i, 'netWeightGrams')(e.target.value)}
                  />
                </Field>
                <Field id={`shp-item-${i}-value`} label={t('form.value', { currency: booking?.currency ?? '' })}>
                  <Input
                    id={`shp-item-${i}-value`}
                    type="number"
                    min="0"
                    step="0.01"
                    required
                    value={item.value}
                    onChange={(e) => setItem(i, 'value')(e.target.value)}
                  />
                </Field>
                <Field id={`shp-item-${i}-origin`} label={t('form.itemOrigin')}>
                  <CountrySelect
                    id={`shp-item-${i}-origin`}
                    required
                    value={item.originCountry}
                    onChange={(e) => setItem(i, 'originCountry')(e.target.value)}
                  />
                </Field>
                <HsCodeField value={item.hsCode} onChange={setItem(i, 'hsCode')} />
                {items.length > 1 && (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="justify-self-start"
                    onClick={() => setItems((old) => old.filter((_, n) => n !== i))}
                  >
                    {t('form.removeItem')}
                  </Button>
                )}
              </fieldset>
            ))}
            {items.length < 20 && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setItems((old) => [...old, emptyItem()])}
              >
                {t('form.addItem')}
              </Button>
            )}
          </fieldset>
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" disabled={create.isPending || update.isPending || !booking}>
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
