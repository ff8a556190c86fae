import { zodResolver } from '@hookform/resolvers/zod';
import {
  AID_LIMITS,
  aidOfferInputSchema,
  DONATION_LINK_REQUIRED,
  offerItemInputSchema,
  OFFER_TYPES,
  SHIFTS,
  WEEKDAYS,
  type AidOffer,
  type AidOfferInput,
  type AidRequestDetail,
} from '@vira/domain/aid';
import { AID_TYPES } from '@vira/domain/aid-kinds';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { fieldProblem } from '@/components/ui/field-problem';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useSendOffer, useUpdateOffer } from '../api/aid-api';
import type { PlacePickerSlot } from './slots';

const RADII = [5, 10, 25, 50, 100] as const;

const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

/**
 * What the person types (numbers and the link stay strings while typed), turned into the body the server takes
 * and checked with the server's own aidOfferInputSchema, so its conditional rules (a volunteer's day, a monetary
 * offer's link) are the same here. A blank quantity means "not this item".
 */
const shape = aidOfferInputSchema.shape;
const offerFormSchema = z
  .object({
    type: shape.type,
    details: shape.details,
    items: z.array(
      z.object({
        itemId: z.string(),
        quantity: z
          .string()
          .transform((typed) => (typed.trim() === '' ? null : Number(typed)))
          .pipe(offerItemInputSchema.shape.quantity.nullable()),
      }),
    ),
    shift: z.enum(SHIFTS),
    hoursPerDay: z.string(),
    days: z.array(z.enum(WEEKDAYS)),
    coverage: shape.coverage,
    donationUrl: z.string(),
    /** A general offer says what it helps with and where (a new one must be pinned; an edit keeps its place). */
    general: z.boolean(),
    needsPin: z.boolean(),
    aidTypes: z.array(z.enum(AID_TYPES)),
    pin: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    placeName: z.string().max(200),
    radiusKm: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!v.general) return;
    if (v.aidTypes.length === 0) ctx.addIssue({ code: 'custom', path: ['aidTypes'], message: 'required' });
    if (v.needsPin && !v.pin) ctx.addIssue({ code: 'custom', path: ['pin'], message: 'required' });
  })
  .transform((v): AidOfferInput => ({
    type: v.type,
    details: v.details,
    coverage: v.coverage,
    items: v.items.flatMap(({ itemId, quantity }) => (quantity === null ? [] : [{ itemId, quantity }])),
    ...(v.type === 'volunteer' ? { shift: v.shift, hoursPerDay: Number(v.hoursPerDay), days: v.days } : {}),
    ...(v.type === 'monetary_support' ? { donationUrl: v.donationUrl.trim() || null } : {}),
    ...(v.general
      ? {
          aidTypes: v.aidTypes,
          placeName: v.placeName.trim() || undefined,
          radiusKm: Number(v.radiusKm),
          ...(v.pin ? { lat: v.pin.lat, lng: v.pin.lng } : {}),
        }
      : {}),
  }))
  .pipe(aidOfferInputSchema);
type Values = z.input<typeof offerFormSchema>;

type OfferItem = { id: string; name: string; unit: string; missing?: number };

function draftOf(items: OfferItem[], general: boolean, offer?: AidOffer): Values {
  const committed = new Map((offer?.items ?? []).map((i) => [i.itemId, String(i.quantity)]));
  return {
    type: offer?.type ?? 'can_provide',
    details: offer?.details ?? '',
    items: items.map((item) => ({ itemId: item.id, quantity: committed.get(item.id) ?? '' })),
    shift: offer?.shift ?? 'morning',
    hoursPerDay: String(offer?.hoursPerDay ?? 4),
    days: offer?.days ?? [],
    coverage: offer?.coverage ?? '',
    donationUrl: offer?.donationUrl ?? '',
    general,
    needsPin: general && !offer,
    aidTypes: offer?.aidTypes ?? [],
    pin: null,
    placeName: offer?.placeName ?? '',
    radiusKm: String(offer?.radiusKm ?? AID_LIMITS.offerRadiusKmDefault),
  };
}

/**
 * The spec's offer-of-help form, on a request (committing quantities) or in general. Given `offer`, its author
 * edits it: the form starts from the offer, and the quantities are those of the request's items (or, without the
 * request at hand, of the items the offer already commits).
 */
export function OfferFormDialog({
  open,
  onOpenChange,
  request,
  offer,
  placePicker,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  request?: AidRequestDetail;
  offer?: AidOffer;
  /** Where a new general offer is pinned (the app's map); without it, an edit keeps the offer's place. */
  placePicker?: PlacePickerSlot;
}) {
  const { t } = useTranslation('humanitarian');
  const send = useSendOffer();
  const update = useUpdateOffer();
  const items: OfferItem[] = request
    ? request.items
    : (offer?.items ?? []).map((i) => ({ id: i.itemId, name: i.name, unit: i.unit }));
  const general = !request && !offer?.requestId;
  const { register, handleSubmit, control, formState, reset, setValue } = useForm<Values, unknown, AidOfferInput>({
    resolver: zodResolver(offerFormSchema),
    defaultValues: draftOf(items, general, offer),
  });
  const type = useWatch({ control, name: 'type' });
  const pin = useWatch({ control, name: 'pin' });
  const errors = formState.errors;
  const pending = send.isPending || update.isPending || formState.isSubmitting;
  const [error, setError] = useState<string | null>(null);

  async function submit(values: AidOfferInput) {
    setError(null);
    const input: AidOfferInput = { ...values, requestId: offer ? offer.requestId : (request?.id ?? null) };
    try {
      if (offer) {
        await update.mutateAsync({ id: offer.id, input });
        toast.success(t('offer.saved'));
      } else {
        await send.mutateAsync(input);
        toast.success(t('offer.sent'));
        reset(draftOf(items, general));
      }
      onOpenChange(false);
    } catch (failure) {
      // The spec's translated 'Error sending response', with the server's reason underneath when it gave one.
      const reason = failure instanceof ApiError ? failure.message : undefined;
      toast.error(t('offer.sendError'), { description: reason });
      setError(reason ?? t('offer.sendError'));
    }
  }

  const hours = fieldProblem('offer-hours', errors.hoursPerDay, t('offer.errors.hours'));
  const days = fieldProblem('offer-days', errors.days, t('offer.noDay'));
  const coverage = fieldProblem(
    'offer-coverage',
    errors.coverage,
    t('offer.errors.tooLong', { max: AID_LIMITS.coverageMax }),
  );
  const donation = fieldProblem(
    'offer-donation',
    errors.donationUrl,
    t(
      errors.donationUrl?.message === DONATION_LINK_REQUIRED
        ? 'offer.errors.donationRequired'
        : 'offer.errors.donationUrl',
    ),
  );
  const aidTypes = fieldProblem('offer-aid-types', errors.aidTypes, t('offer.errors.aidTypes'));
  const place = fieldProblem('offer-pin', errors.pin, t('offer.errors.pin'));
  const details = fieldProblem(
    'offer-details',
    errors.details,
    t('offer.errors.tooLong', { max: AID_LIMITS.offerDetailsMax }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg" data-testid="aid-offer-form">
        <DialogHeader>
          <DialogTitle>
            {offer ? t('offer.editTitle') : request ? t('offer.title') : t('offer.generalTitle')}
          </DialogTitle>
          <DialogDescription>
            {request || offer?.requestId
              ? t('offer.on', { title: request?.title ?? offer?.requestTitle ?? '' })
              : t('offer.general')}
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-4" onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
          <fieldset>
            <legend className="text-sm font-medium">{t('offer.type')}</legend>
            <div className="mt-1 space-y-1">
              {OFFER_TYPES.map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input type="radio" value={value} {...register('type')} />
                  {t(`offer.types.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {general && (
            <fieldset className="space-y-3 rounded-md border border-slate-200 p-3" data-testid="offer-general-place">
              <div>
                <p className="text-sm font-medium" id="offer-aid-types-label">
                  {t('offer.helpsWith')}
                </p>
                <div
                  className="mt-1 grid grid-cols-2 gap-1"
                  role="group"
                  aria-labelledby="offer-aid-types-label"
                  {...aidTypes.field}
                >
                  {AID_TYPES.map((value) => (
                    <label key={value} className="flex items-center gap-2 text-sm">
                      <input type="checkbox" value={value} {...register('aidTypes')} />
                      {t(`aidTypes.${value}`)}
                    </label>
                  ))}
                </div>
                {aidTypes.message}
              </div>
              {placePicker && (
                <div className="space-y-1" {...place.field}>
                  <p className="text-sm font-medium">{t('offer.where')}</p>
                  {placePicker({
                    value: pin,
                    onPick: (picked) => {
                      setValue('pin', { lat: picked.lat, lng: picked.lng }, { shouldValidate: formState.isSubmitted });
                      if (picked.label) setValue('placeName', picked.label.slice(0, 200));
                    },
                  })}
                  {place.message}
                </div>
              )}
              <div className="grid gap-3 sm:grid-cols-2">
                <div className="space-y-1">
                  <Label htmlFor="offer-place-name">{t('offer.placeName')}</Label>
                  <Input id="offer-place-name" {...register('placeName')} />
                </div>
                <div className="space-y-1">
                  <Label htmlFor="offer-radius">{t('offer.radius')}</Label>
                  <select id="offer-radius" className={selectClass} {...register('radiusKm')}>
                    {RADII.map((km) => (
                      <option key={km} value={km}>
                        {t('offer.radiusKm', { km })}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <p className="text-xs text-slate-600">{t('offer.matchNote')}</p>
            </fieldset>
          )}
          {items.length > 0 && type !== 'monetary_support' && (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t('offer.commit')}</legend>
              {items.map((item, index) => {
                const quantity = fieldProblem(
                  `commit-${item.id}`,
                  errors.items?.[index]?.quantity,
                  t('form.errors.quantity'),
                );
                return (
                  <div key={item.id} className="grid grid-cols-[1fr_6rem] items-center gap-2">
                    <Label htmlFor={`commit-${item.id}`} className="font-normal">
                      {item.name}{' '}
                      {item.missing !== undefined && (
                        <span className="text-xs text-slate-500">
                          ({t('offer.stillMissing', { missing: item.missing, unit: item.unit })})
                        </span>
                      )}
                    </Label>
                    <Input
                      id={`commit-${item.id}`}
                      type="number"
                      min={0}
                      inputMode="decimal"
                      {...quantity.field}
                      {...register(`items.${index}.quantity`)}
                    />
                    {quantity.message && <div className="col-span-2">{quantity.message}</div>}
                  </div>
                );
              })}
            </fieldset>
          )}
          {type === 'volunteer' && (
            <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
              <div className="grid gap-3 sm:grid-cols-2">
                <div className="space-y-1">
                  <Label htmlFor="offer-shift">{t('offer.shift')}</Label>
                  <select id="offer-shift" className={selectClass} {...register('shift')}>
                    {SHIFTS.map((s) => (
                      <option key={s} value={s}>
                        {t(`offer.shifts.${s}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="space-y-1">
                  <Label htmlFor="offer-hours">{t('offer.hoursPerDay')}</Label>
                  <Input
                    id="offer-hours"
                    type="number"
                    min={1}
                    max={24}
                    {...hours.field}
                    {...register('hoursPerDay')}
                  />
                  {hours.message}
                </div>
              </div>
              <div>
                <p className="text-sm font-medium" id="offer-days-label">
                  {t('offer.days')}
                </p>
                <div
                  className="mt-1 grid grid-cols-2 gap-1 sm:grid-cols-4"
                  aria-labelledby="offer-days-label"
                  {...days.field}
                >
                  {WEEKDAYS.map((day) => (
                    <label key={day} className="flex items-center gap-2 text-sm">
                      <input type="checkbox" value={day} {...register('days')} />
                      {t(`offer.weekdays.${day}`)}
                    </label>
                  ))}
                </div>
                {days.message}
              </div>
              <div className="space-y-1">
                <Label htmlFor="offer-coverage">{t('offer.coverage')}</Label>
                <Input id="offer-coverage" {...coverage.field} {...register('coverage')} />
                {coverage.message}
              </div>
            </fieldset>
          )}
          {type === 'monetary_support' && (
            <div className="space-y-1">
              <Label htmlFor="offer-donation">{t('offer.donationUrl')}</Label>
              <Input
                id="offer-donation"
                type="url"
                placeholder="https://"
                {...donation.field}
                {...register('donationUrl')}
              />
              {donation.message}
              <p className="text-xs text-slate-600">{t('offer.donationNote')}</p>
            </div>
          )}
          <div className="space-y-1">
            <Label htmlFor="offer-details">{t('offer.details')}</Label>
            <Textarea id="offer-details" rows={3} {...details.field} {...register('details')} />
            {details.message}
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
            <Button type="submit" disabled={pending}>
              {offer ? t('offer.save') : t('offer.send')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
