import { findUnMaterial, UN_MATERIALS, type ShipmentInput } from '@vira/domain/hazmat';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useCreateShipment } from '../api/hazmat-api';

const TEXT_FIELDS = ['shipper', 'consignee', 'carrierName', 'permit', 'vehiclePlate', 'driverName'] as const;

/** "lat, lng" per line; checkpoints "name; lat; lng". */
function parsePoints(text: string) {
  return text
    .split('\n')
    .map((line) => line.split(',').map((v) => Number(v.trim())))
    .filter((p) => p.length === 2 && p.every(Number.isFinite))
    .map(([lat, lng]) => ({ lat: lat!, lng: lng! }));
}
function parseCheckpoints(text: string) {
  return text
    .split('\n')
    .map((line) => line.split(';').map((v) => v.trim()))
    .filter((p) => p.length === 3 && p[0])
    .map(([name, lat, lng]) => ({ name: name!, lat: Number(lat), lng: Number(lng) }));
}

/** A carrier registers a shipment; the device token is shown once, for the GPS app. */
export function ShipmentForm() {
  const { t } = useTranslation('hazmat');
  const create = useCreateShipment();
  const [un, setUn] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<{ code: string; deviceId: string; token: string } | null>(null);
  const material = findUnMaterial(un);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: ShipmentInput = {
      unNumber: un,
      quantity: Number(values.quantity ?? 0),
      unit: (values.unit as ShipmentInput['unit']) ?? 'L',
      shipper: values.shipper ?? '',
      consignee: values.consignee ?? '',
      carrierName: values.carrierName ?? '',
      permit: values.permit ?? '',
      vehiclePlate: values.vehiclePlate ?? '',
      driverName: values.driverName ?? '',
      route: parsePoints(values.route ?? ''),
      checkpoints: parseCheckpoints(values.checkpoints ?? ''),
      departureAt: new Date(values.departureAt || Date.now()).toISOString(),
    };
    try {
      const shipment = await create.mutateAsync(body);
      setCreated({ code: shipment.trackingCode, deviceId: shipment.deviceId, token: shipment.deviceToken });
      toast.success(t('form.created', { code: shipment.trackingCode }));
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : t('error'));
    }
  }

  const set = (key: string) => (v: string) => setValues((old) => ({ ...old, [key]: v }));
  return (
    <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-xl font-semibold">{t('form.title')}</h2>
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
      <form onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor="hz-un">{t('fields.unNumber')}</Label>
          <Input
            id="hz-un"
            list="hz-un-list"
            value={un}
            required
            onChange={(e) => setUn(e.target.value)}
            inputMode="numeric"
          />
          <datalist id="hz-un-list">
            {UN_MATERIALS.map((m) => (
              <option key={m.un} value={m.un}>
                {m.nameEs}
              </option>
            ))}
          </datalist>
          <p className="text-sm text-slate-600" aria-live="polite">
            {material
              ? `${material.nameEs} · ${t('classLabel', { hazardClass: material.hazardClass })}`
              : un
                ? t('form.unknownUn')
                : ''}
          </p>
        </div>
        <div className="flex gap-2">
          <div className="flex-1 space-y-1">
            <Label htmlFor="hz-quantity">{t('fields.quantity')}</Label>
            <Input
              id="hz-quantity"
              type="number"
              min={0}
              required
              value={values.quantity ?? ''}
              onChange={(e) => set('quantity')(e.target.value)}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="hz-unit">{t('fields.unit')}</Label>
            <select
              id="hz-unit"
              className="h-10 rounded-md border border-slate-300 bg-white px-2"
              value={values.unit ?? 'L'}
              onChange={(e) => set('unit')(e.target.value)}
            >
              {['L', 'kg', 'm3', 't'].map((u) => (
                <option key={u}>{u}</option>
              ))}
            </select>
          </div>
        </div>
        {TEXT_FIELDS.map((key) => (
          <div key={key} className="space-y-1">
            <Label htmlFor={`hz-${key}`}>{t(`fields.${key}`)}</Label>
            <Input id={`hz-${key}`} required value={values[key] ?? ''} onChange={(e) => set(key)(e.target.value)} />
          </div>
        ))}
        <div className="space-y-1">
          <Label htmlFor="hz-departure">{t('fields.departureAt')}</Label>
          <Input
            id="hz-departure"
            type="datetime-local"
            value={values.departureAt ?? ''}
            onChange={(e) => set('departureAt')(e.target.value)}
          />
        </div>
        <div className="space-y-1 sm:col-span-2">
          <Label htmlFor="hz-route">{t('fields.route')}</Label>
          <Textarea
            id="hz-route"
            rows={3}
            dir="ltr"
            placeholder={'20.5888, -100.3899\n20.3889, -99.9962'}
            value={values.route ?? ''}
            onChange={(e) => set('route')(e.target.value)}
          />
        </div>
        <div className="space-y-1 sm:col-span-2">
          <Label htmlFor="hz-checkpoints">{t('fields.checkpoints')}</Label>
          <Textarea
            id="hz-checkpoints"
            rows={3}
            placeholder={'Querétaro; 20.5888; -100.3899'}
            value={values.checkpoints ?? ''}
            onChange={(e) => set('checkpoints')(e.target.value)}
          />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={create.isPending}>
            {t('form.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
