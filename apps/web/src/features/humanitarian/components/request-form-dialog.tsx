import { zodResolver } from '@hookform/resolvers/zod';
import {
  aidItemInputSchema,
  aidRequestInputSchema,
  CONTACT_PREFERENCES,
  HUMANITARIAN_CATEGORIES,
  type AidRequestDetail,
  type AidRequestInput,
} from '@vira/domain/aid';
import { AID_TYPES, URGENCIES, type AidType } from '@vira/domain/aid-kinds';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { fieldProblem } from '@/components/ui/field-problem';
import { Input } from '@/components/ui/input';
import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useSaveRequest } from '../api/aid-api';
import type { PlacePickerSlot } from './slots';

const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

/** A number field as typed (a string) checked against the server's own number rule. */
const typedNumber = (rule: z.ZodNumber) => z.string().transform(Number).pipe(rule);

/**
 * The server's own rules (aidRequestInputSchema) for what the person types; numbers stay strings while typed,
 * the category may be left empty, and the pin is missing until the map is clicked.
 */
const shape = aidRequestInputSchema.shape;
const requestFormSchema = z.object({
  title: shape.title,
  description: shape.description,
  aidTypes: shape.aidTypes,
  category: z.union([z.literal(''), shape.category.unwrap().unwrap()]),
  urgency: shape.urgency,
  placeName: shape.placeName,
  region: shape.region,
  country: shape.country,
  pin: z
    .object({ lat: shape.lat, lng: shape.lng })
    .nullable()
    .refine((pin) => pin !== null),
  peopleAffected: typedNumber(shape.peopleAffected),
  items: z.array(
    z.object({
      name: aidItemInputSchema.shape.name,
      quantity: typedNumber(aidItemInputSchema.shape.quantity),
      unit: aidItemInputSchema.shape.unit,
    }),
  ),
  contactPreference: shape.contactPreference,
  organisation: shape.organisation,
  neededUntil: shape.neededUntil,
});
type Values = z.input<typeof requestFormSchema>;
type Parsed = z.output<typeof requestFormSchema>;

function inDays(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

function draftOf(request?: AidRequestDetail): Values {
  return {
    title: request?.title ?? '',
    description: request?.description ?? '',
    aidTypes: (request?.aidTypes ?? []) as AidType[],
    category: (request?.category ?? '') as Values['category'],
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
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, control, formState, getValues, setValue, reset } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(requestFormSchema),
    defaultValues: draftOf(request),
  });
  const items = useFieldArray({ control, name: 'items' });
  const pin = useWatch({ control, name: 'pin' });
  const errors = formState.errors;

  async function submit(values: Parsed) {
    setError(null);
    // The schema refuses a missing pin; this only tells TypeScript.
    if (!values.pin) return;
    const { pin: place, category, ...rest } = values;
    const input: AidRequestInput = { ...rest, category: category || null, lat: place.lat, lng: place.lng };
    try {
      const saved = await save.mutateAsync({ id: request?.id, input });
      toast.success(t('form.sent'));
      onOpenChange(false);
      if (!request) {
        reset(draftOf());
        void navigate(`/humanitarian/${saved.id}`);
      }
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('offer.sendError'));
    }
  }

  const title = fieldProblem('aid-title', errors.title, t('form.errors.title'));
  const description = fieldProblem('aid-description', errors.description, t('form.errors.description'));
  const aidTypes = fieldProblem('aid-types', errors.aidTypes, t('form.chooseType'));
  const place = fieldProblem('aid-pin', errors.pin, t('form.pinMissing'));
  const placeName = fieldProblem('aid-place', errors.placeName, t('form.errors.placeName'));
  const people = fieldProblem('aid-people', errors.peopleAffected, t('form.errors.people'));
  const until = fieldProblem('aid-until', errors.neededUntil, t('form.errors.neededUntil'));
  const itemProblems = (index: number) => ({
    name: fieldProblem(`aid-item-${index}`, errors.items?.[index]?.name, t('form.errors.itemName')),
    quantity: fieldProblem(`aid-qty-${index}`, errors.items?.[index]?.quantity, t('form.errors.quantity')),
    unit: fieldProblem(`aid-unit-${index}`, errors.items?.[index]?.unit, t('form.errors.unit')),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" data-testid="aid-request-form">
        <DialogHeader>
          <DialogTitle>{request ? t('form.editTitle') : t('form.requestTitle')}</DialogTitle>
          <DialogDescription>{t('form.requestDescription')}</DialogDescription>
        </DialogHeader>
        <form className="space-y-4" onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
          <div className="space-y-1">
            <Label htmlFor="aid-title">{t('form.title')}</Label>
            <Input id="aid-title" maxLength={120} {...title.field} {...register('title')} />
            {title.message}
          </div>
          <div className="space-y-1">
            <Label htmlFor="aid-description">{t('form.description')}</Label>
            <Textarea id="aid-description" rows={3} {...description.field} {...register('description')} />
            {description.message}
          </div>
          <fieldset {...aidTypes.field}>
            <legend className="text-sm font-medium">{t('form.aidTypes')}</legend>
            <div className="mt-1 grid grid-cols-2 gap-1 sm:grid-cols-3">
              {AID_TYPES.map((type) => (
                <label key={type} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" value={type} {...register('aidTypes')} />
                  {t(`aidTypes.${type}`)}
                </label>
              ))}
            </div>
            {aidTypes.message}
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor="aid-urgency">{t('form.urgency')}</Label>
              <select id="aid-urgency" className={selectClass} {...register('urgency')}>
                {URGENCIES.map((u) => (
                  <option key={u} value={u}>
                    {t(`urgency.${u}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1">
              <Label htmlFor="aid-category">{t('form.category')}</Label>
              <select id="aid-category" className={selectClass} {...register('category')}>
                <option value="">{t('form.noCategory')}</option>
                {HUMANITARIAN_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {tc(`humanitarian.${c}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <fieldset className="space-y-2" {...place.field}>
            <legend className="text-sm font-medium">{t('form.place')}</legend>
            {placePicker({
              value: pin,
              onPick: (picked) => {
                setValue('pin', { lat: picked.lat, lng: picked.lng }, { shouldValidate: formState.isSubmitted });
                setValue('placeName', getValues('placeName') || picked.city || picked.label || '');
                setValue('country', picked.country ?? getValues('country'));
              },
            })}
            {place.message}
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="space-y-1">
                <Label htmlFor="aid-place">{t('form.placeName')}</Label>
                <Input id="aid-place" {...placeName.field} {...register('placeName')} />
                {placeName.message}
              </div>
              <div className="space-y-1">
                <Label htmlFor="aid-region">{t('form.region')}</Label>
                <Input id="aid-region" {...register('region')} />
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
                {...people.field}
                {...register('peopleAffected')}
              />
              {people.message}
            </div>
            <div className="space-y-1">
              <Label htmlFor="aid-until">{t('form.neededUntil')}</Label>
              <Controller
                control={control}
                name="neededUntil"
                render={({ field }) => (
                  <DateField
                    id="aid-until"
                    {...until.field}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
              {until.message}
            </div>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('form.items')}</legend>
            {items.fields.map((item, index) => {
              const wrong = itemProblems(index);
              return (
                <div key={item.id} className="grid grid-cols-[1fr_5rem_6rem_auto] items-end gap-2">
                  <div className="space-y-1">
                    <Label htmlFor={`aid-item-${index}`}>{t('form.itemName')}</Label>
                    <Input id={`aid-item-${index}`} {...wrong.name.field} {...register(`items.${index}.name`)} />
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`aid-qty-${index}`}>{t('form.quantity')}</Label>
                    <Input
                      id={`aid-qty-${index}`}
                      type="number"
                      min={0}
                      inputMode="decimal"
                      {...wrong.quantity.field}
                      {...register(`items.${index}.quantity`)}
                    />
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`aid-unit-${index}`}>{t('form.unit')}</Label>
                    <Input id={`aid-unit-${index}`} {...wrong.unit.field} {...register(`items.${index}.unit`)} />
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('form.removeItem')}
                    onClick={() => items.remove(index)}
                  >
                    <Trash2Icon aria-hidden />
                  </Button>
                  {/* Under the row, so the three narrow columns keep their width at 390 px. */}
                  <div className="col-span-4 space-y-1 empty:hidden">
                    {wrong.name.message}
                    {wrong.quantity.message}
                    {wrong.unit.message}
                  </div>
                </div>
              );
            })}
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => items.append({ name: '', quantity: '', unit: '' })}
            >
              <PlusIcon aria-hidden />
              {t('form.addItem')}
            </Button>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor="aid-contact">{t('form.contact')}</Label>
              <select id="aid-contact" className={selectClass} {...register('contactPreference')}>
                {CONTACT_PREFERENCES.map((c) => (
                  <option key={c} value={c}>
                    {t(`contactPreference.${c}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1">
              <Label htmlFor="aid-org">{t('form.organisation')}</Label>
              <Input id="aid-org" {...register('organisation')} />
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
            <Button type="submit" disabled={save.isPending || formState.isSubmitting}>
              {request ? t('form.save') : t('form.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
