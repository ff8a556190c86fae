import {
  AID_TYPES,
  CONTACT_PREFERENCES,
  HUMANITARIAN_CATEGORIES,
  URGENCIES,
  type AidRequestDetail,
  type AidRequestInput,
  type AidType,
} from '@vira/domain/aid';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useSaveRequest } from '../api/aid-api';
import type { PlacePickerSlot } from './slots';

const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

interface ItemDraft {
  name: string;
  quantity: string;
  unit: string;
}

function inDays(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

function draftOf(request?: AidRequestDetail) {
  return {
    title: request?.title ?? '',
    description: request?.description ?? '',
    aidTypes: (request?.aidTypes ?? []) as AidType[],
    category: request?.category ?? '',
    urgency: request?.urgency ?? 'high',
    placeName: request?.placeName ?? '',
    region: request?.region ?? '',
    country: request?.country ?? '',
    pin: request ? { lat: request.lat, lng: request.lng } : null,
    peopleAffected: String(request?.peopleAffected ?? ''),
    items: (request?.items ?? []).map((i) => ({ name: i.name, quantity: String(i.quantity), unit: i.unit })),
    contactPreference: request?.contactPreference ?? 'chat',
    organisation: request?.organisation ?? '',
    neededUntil: request?.neededUntil ?? inDays(14),
  };
}

/** Ask for help, or edit one's own request (it goes back to review). */
export function RequestFormDialog({
  open,
  onOpenChange,
  placePicker,
  request,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  placePicker: PlacePickerSlot;
  request?: AidRequestDetail;
}) {
  const { t } = useTranslation('humanitarian');
  const { t: tc } = useTranslation('categories');
  const navigate = useNavigate();
  const save = useSaveRequest();
  const [form, setForm] = useState(() => draftOf(request));
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const setItem = (index: number, patch: Partial<ItemDraft>) =>
    set(
      'items',
      form.items.map((item, i) => (i === index ? { ...item, ...patch } : item)),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (form.aidTypes.length === 0) return setError(t('form.chooseType'));
    if (!form.pin) return setError(t('form.pinMissing'));
    const input: AidRequestInput = {
      title: form.title,
      description: form.description,
      aidTypes: form.aidTypes,
      category: (form.category || null) as AidRequestInput['category'],
      urgency: form.urgency,
      placeName: form.placeName,
      region: form.region,
      country: form.country,
      lat: form.pin.lat,
      lng: form.pin.lng,
      peopleAffected: Number(form.peopleAffected),
      items: form.items.map((i) => ({ name: i.name, quantity: Number(i.quantity), unit: i.unit })),
      contactPreference: form.contactPreference,
      organisation: form.organisation,
      neededUntil: form.neededUntil,
    };
    try {
      const saved = await save.mutateAsync({ id: request?.id, input });
      toast.success(t('form.sent'));
      onOpenChange(false);
      if (!request) {
        setForm(draftOf());
        void navigate(`/humanitarian/${saved.id}`);
      }
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('offer.sendError'));
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" data-testid="aid-request-form">
        <DialogHeader>
          <DialogTitle>{request ? t('form.editTitle') : t('form.requestTitle')}</DialogTitle>
          <DialogDescription>{t('form.requestDescription')}</DialogDescription>
        </DialogHeader>
        <form className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
          <div className="space-y-1">
            <Label htmlFor="aid-title">{t('form.title')}</Label>
            <Input id="aid-title" value={form.title} onChange={(e) => set('title', e.target.value)} maxLength={120} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="aid-description">{t('form.description')}</Label>
            <Textarea
              id="aid-description"
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
              rows={3}
            />
          </div>
          <fieldset>
            <legend className="text-sm font-medium">{t('form.aidTypes')}</legend>
            <div className="mt-1 grid grid-cols-2 gap-1 sm:grid-cols-3">
              {AID_TYPES.map((type) => (
                <label key={type} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={form.aidTypes.includes(type)}
                    onChange={(e) =>
                      set(
                        'aidTypes',
                        e.target.checked ? [...form.aidTypes, type] : form.aidTypes.filter((x) => x !== type),
                      )
                    }
                  />
                  {t(`aidTypes.${type}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor="aid-urgency">{t('form.urgency')}</Label>
              <select
                id="aid-urgency"
                className={selectClass}
                value={form.urgency}
                onChange={(e) => set('urgency', e.target.value as typeof form.urgency)}
              >
                {URGENCIES.map((u) => (
                  <option key={u} value={u}>
                    {t(`urgency.${u}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1">
              <Label htmlFor="aid-category">{t('form.category')}</Label>
              <select
                id="aid-category"
                className={selectClass}
                value={form.category}
                onChange={(e) => set('category', e.target.value)}
              >
                <option value="">{t('form.noCategory')}</option>
                {HUMANITARIAN_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {tc(`humanitarian.${c}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('form.place')}</legend>
            {placePicker({
              value: form.pin,
              onPick: (place) =>
                setForm((f) => ({
                  ...f,
                  pin: { lat: place.lat, lng: place.lng },
                  placeName: f.placeName || place.city || place.label || '',
                  country: place.country ?? f.country,
                })),
            })}
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="space-y-1">
                <Label htmlFor="aid-place">{t('form.placeName')}</Label>
                <Input id="aid-place" value={form.placeName} onChange={(e) => set('placeName', e.target.value)} />
              </div>
              <div className="space-y-1">
                <Label htmlFor="aid-region">{t('form.region')}</Label>
                <Input id="aid-region" value={form.region} onChange={(e) => set('region', e.target.value)} />
              </div>
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor="aid-people">{t('form.people')}</Label>
              <Input
                id="aid-people"
                type="number"
                min={1}
                inputMode="numeric"
                value={form.peopleAffected}
                onChange={(e) => set('peopleAffected', e.target.value)}
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor="aid-until">{t('form.neededUntil')}</Label>
              <Input
                id="aid-until"
                type="date"
                value={form.neededUntil}
                onChange={(e) => set('neededUntil', e.target.value)}
              />
            </div>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('form.items')}</legend>
            {form.items.map((item, index) => (
              <div key={index} className="grid grid-cols-[1fr_5rem_6rem_auto] items-end gap-2">
                <div className="space-y-1">
                  <Label htmlFor={`aid-item-${index}`}>{t('form.itemName')}</Label>
                  <Input
                    id={`aid-item-${index}`}
                    value={item.name}
                    onChange={(e) => setItem(index, { name: e.target.value })}
                  />
                </div>
                <div className="space-y-1">
                  <Label htmlFor={`aid-qty-${index}`}>{t('form.quantity')}</Label>
                  <Input
                    id={`aid-qty-${index}`}
                    type="number"
                    min={0}
                    inputMode="decimal"
                    value={item.quantity}
                    onChange={(e) => setItem(index, { quantity: e.target.value })}
                  />
                </div>
                <div className="space-y-1">
                  <Label htmlFor={`aid-unit-${index}`}>{t('form.unit')}</Label>
                  <Input
                    id={`aid-unit-${index}`}
                    value={item.unit}
                    onChange={(e) => setItem(index, { unit: e.target.value })}
                  />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('form.removeItem')}
                  onClick={() =>
                    set(
                      'items',
                      form.items.filter((_, i) => i !== index),
                    )
                  }
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </div>
            ))}
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => set('items', [...form.items, { name: '', quantity: '', unit: '' }])}
            >
              <PlusIcon aria-hidden />
              {t('form.addItem')}
            </Button>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor="aid-contact">{t('form.contact')}</Label>
              <select
                id="aid-contact"
                className={selectClass}
                value={form.contactPreference}
                onChange={(e) => set('contactPreference', e.target.value as typeof form.contactPreference)}
              >
                {CONTACT_PREFERENCES.map((c) => (
                  <option key={c} value={c}>
                    {t(`contactPreference.${c}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1">
              <Label htmlFor="aid-org">{t('form.organisation')}</Label>
              <Input id="aid-org" value={form.organisation} onChange={(e) => set('organisation', e.target.value)} />
            </div>
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {request ? t('form.save') : t('form.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
