import { zodResolver } from '@hookform/resolvers/zod';
import { findUnMaterial, shipmentInputSchema, UN_MATERIALS } from '@vira/domain/hazmat';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { fieldProblem } from '@/components/ui/field-problem';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useCreateShipment } from '../api/hazmat-api';

const rules = shipmentInputSchema.shape;
const TEXT_FIELDS = ['shipper', 'consignee', 'carrierName', 'permit', 'vehiclePlate', 'driverName'] as const;
const UNITS = rules.unit.options;

/** A typed number; blank is no number (not 0), so the server's number rule refuses it. */
const typedNumber = (text: string | undefined) => (text?.trim() ? Number(text) : Number.NaN);
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
/** "lat, lng" per line; a line that is not two numbers stays NaN, so the route's rule names the field. */
const toPoint = (line: string) => {
  const parts = line.split(',');
  return parts.length === 2
    ? { lat: typedNumber(parts[0]), lng: typedNumber(parts[1]) }
    : { lat: Number.NaN, lng: Number.NaN };
};
/** "name; lat; lng" per line. */
const toCheckpoint = (line: string) => {
  const parts = line.split(';');
  return parts.length === 3
    ? { name: parts[0]!, lat: typedNumber(parts[1]), lng: typedNumber(parts[2]) }
    : { name: '', lat: Number.NaN, lng: Number.NaN };
};

/**
 * The server's own rules (shipmentInputSchema) for what the carrier types: numbers and lines of points as text,
 * the planned departure in local time (left empty: now). The corridor and speed limit keep the server's defaults.
 */
const shipmentFormSchema = z.object({
  unNumber: rules.unNumber,
  quantity: z.string().transform(typedNumber).pipe(rules.quantity),
  unit: rules.unit,
  shipper: rules.shipper,
  consignee: rules.consignee,
  carrierName: rules.carrierName,
  permit: rules.permit,
  vehiclePlate: rules.vehiclePlate,
  driverName: rules.driverName,
  departureAt: z
    .string()
    .transform((local) => {
      const at = local ? new Date(local) : new Date();
      return Number.isNaN(at.getTime()) ? local : at.toISOString();
    })
    .pipe(rules.departureAt),
  route: z
    .string()
    .transform((text) => lines(text).map(toPoint))
    .pipe(rules.route),
  checkpoints: z
    .string()
    .transform((text) => lines(text).map(toCheckpoint))
    .pipe(rules.checkpoints),
});
type Values = z.input<typeof shipmentFormSchema>;
type Parsed = z.output<typeof shipmentFormSchema>;

const EMPTY: Values = {
  unNumber: '',
  quantity: '',
  unit: 'L',
  shipper: '',
  consignee: '',
  carrierName: '',
  permit: '',
  vehiclePlate: '',
  driverName: '',
  departureAt: '',
  route: '',
  checkpoints: '',
};

/** A carrier registers a shipment; the device token is shown once, for the GPS app. */
export function ShipmentForm() {
  const { t, i18n } = useTranslation('hazmat');
  const create = useCreateShipment();
  const [created, setCreated] = useState<{ code: string; deviceId: string; token: string } | null>(null);
  const { register, handleSubmit, control, formState } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(shipmentFormSchema),
    defaultValues: EMPTY,
  });
  const un = useWatch({ control, name: 'unNumber' });
  const material = findUnMaterial(un);
  const errors = formState.errors;

  async function submit(body: Parsed) {
    try {
      const shipment = await create.mutateAsync(body);
      setCreated({ code: shipment.trackingCode, deviceId: shipment.deviceId, token: shipment.deviceToken });
      toast.success(t('form.created', { code: shipment.trackingCode }));
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : t('error'));
    }
  }

  const unProblem = fieldProblem('hz-un', errors.unNumber, t('form.errors.unNumber'));
  const quantity = fieldProblem(
    'hz-quantity',
    errors.quantity,
    t('form.errors.quantity', { max: (rules.quantity.maxValue ?? 0).toLocaleString(i18n.language) }),
  );
  const departure = fieldProblem('hz-departure', errors.departureAt, t('form.errors.departureAt'));
  const route = fieldProblem('hz-route', errors.route, t('form.errors.route'));
  const checkpoints = fieldProblem('hz-checkpoints', errors.checkpoints, t('form.errors.checkpoints'));
  return (
    <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="hz-form-title">
      <h2 id="hz-form-title" className="text-xl font-semibold">
        {t('form.title')}
      </h2>
      {created && (
        <div
          role="status"
          className="space-y-1 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm"
          data-testid="device-credentials"
        >
          <p className="font-semibold">{t('form.created', { code: created.code })}</p>
          <p>{t('form.deviceHelp')}</p>
          <p className="font-mono break-all" dir="ltr">
            id={created.deviceId} · token={created.token}
          </p>
        </div>
      )}
      <form onSubmit={(e) => void handleSubmit(submit)(e)} className="grid gap-3 sm:grid-cols-2" noValidate>
        <div className="space-y-1">
          <Label htmlFor="hz-un">{t('fields.unNumber')}</Label>
          <Input
            id="hz-un"
            list="hz-un-list"
            required
            inputMode="numeric"
            {...unProblem.field}
            {...register('unNumber')}
          />
          <datalist id="hz-un-list">
            {UN_MATERIALS.map((m) => (
              <option key={m.un} value={m.un}>
                {m.nameEs}
              </option>
            ))}
          </datalist>
          {unProblem.message ?? (
            <p className="text-sm text-slate-600" aria-live="polite">
              {material
                ? `${material.nameEs} · ${t('classLabel', { hazardClass: material.hazardClass })}`
                : un
                  ? t('form.unknownUn')
                  : ''}
            </p>
          )}
        </div>
        <div className="space-y-1">
          <div className="flex gap-2">
            <div className="flex-1 space-y-1">
              <Label htmlFor="hz-quantity">{t('fields.quantity')}</Label>
              <Input id="hz-quantity" type="number" min={0} required {...quantity.field} {...register('quantity')} />
            </div>
            <div className="space-y-1">
              <Label htmlFor="hz-unit">{t('fields.unit')}</Label>
              <select
                id="hz-unit"
                className="h-10 rounded-md border border-slate-300 bg-white px-2"
                {...register('unit')}
              >
                {UNITS.map((u) => (
                  <option key={u}>{u}</option>
                ))}
              </select>
            </div>
          </div>
          {quantity.message}
        </div>
        {TEXT_FIELDS.map((key) => {
          const problem = fieldProblem(
            `hz-${key}`,
            errors[key],
            t('form.errors.text', { max: rules[key].maxLength ?? 0 }),
          );
          return (
            <div key={key} className="space-y-1">
              <Label htmlFor={`hz-${key}`}>{t(`fields.${key}`)}</Label>
              <Input id={`hz-${key}`} required {...problem.field} {...register(key)} />
              {problem.message}
            </div>
          );
        })}
        <div className="space-y-1">
          <Label htmlFor="hz-departure">{t('fields.departureAt')}</Label>
          <Input id="hz-departure" type="datetime-local" {...departure.field} {...register('departureAt')} />
          {departure.message}
        </div>
        <div className="space-y-1 sm:col-span-2">
          <Label htmlFor="hz-route">{t('fields.route')}</Label>
          <Textarea
            id="hz-route"
            rows={3}
            dir="ltr"
            placeholder={'20.5888, -100.3899\n20.3889, -99.9962'}
            {...route.field}
            {...register('route')}
          />
          {route.message}
        </div>
        <div className="space-y-1 sm:col-span-2">
          <Label htmlFor="hz-checkpoints">{t('fields.checkpoints')}</Label>
          <Textarea
            id="hz-checkpoints"
            rows={3}
            placeholder={'Querétaro; 20.5888; -100.3899'}
            {...checkpoints.field}
            {...register('checkpoints')}
          />
          {checkpoints.message}
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={create.isPending || formState.isSubmitting}>
            {t('form.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
