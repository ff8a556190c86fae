import {
  OFFER_TYPES,
  SHIFTS,
  WEEKDAYS,
  type AidOffer,
  type AidOfferInput,
  type AidRequestDetail,
  type OfferType,
  type Shift,
  type Weekday,
} from '@vira/domain/aid';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useSendOffer, useUpdateOffer } from '../api/aid-api';

const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

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
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  request?: AidRequestDetail;
  offer?: AidOffer;
}) {
  const { t } = useTranslation('humanitarian');
  const send = useSendOffer();
  const update = useUpdateOffer();
  const [type, setType] = useState<OfferType>(offer?.type ?? 'can_provide');
  const [details, setDetails] = useState(offer?.details ?? '');
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries((offer?.items ?? []).map((i) => [i.itemId, String(i.quantity)])),
  );
  const [shift, setShift] = useState<Shift>(offer?.shift ?? 'morning');
  const [hours, setHours] = useState(String(offer?.hoursPerDay ?? 4));
  const [days, setDays] = useState<Weekday[]>(offer?.days ?? []);
  const [coverage, setCoverage] = useState(offer?.coverage ?? '');
  const [donationUrl, setDonationUrl] = useState(offer?.donationUrl ?? '');
  const items: { id: string; name: string; unit: string; missing?: number }[] = request
    ? request.items
    : (offer?.items ?? []).map((i) => ({ id: i.itemId, name: i.name, unit: i.unit }));
  const pending = send.isPending || update.isPending;
  const [error, setError] = useState<string | null>(null);

  function reset() {
    setType('can_provide');
    setDetails('');
    setQuantities({});
    setDays([]);
    setCoverage('');
    setDonationUrl('');
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (type === 'volunteer' && days.length === 0) return setError(t('offer.noDay'));
    const input: AidOfferInput = {
      requestId: offer ? offer.requestId : (request?.id ?? null),
      type,
      details,
      coverage,
      items: Object.entries(quantities)
        .filter(([, q]) => q.trim() !== '')
        .map(([itemId, q]) => ({ itemId, quantity: Number(q) })),
      ...(type === 'volunteer' ? { shift, hoursPerDay: Number(hours), days } : {}),
      ...(type === 'monetary_support' ? { donationUrl: donationUrl.trim() || null } : {}),
    };
    try {
      if (offer) {
        await update.mutateAsync({ id: offer.id, input });
        toast.success(t('offer.saved'));
      } else {
        await send.mutateAsync(input);
        toast.success(t('offer.sent'));
        reset();
      }
      onOpenChange(false);
    } catch (failure) {
      // The spec's translated 'Error sending response', with the server's reason underneath when it gave one.
      const reason = failure instanceof ApiError ? failure.message : undefined;
      toast.error(t('offer.sendError'), { description: reason });
      setError(reason ?? t('offer.sendError'));
    }
  }

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
        <form className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
          <fieldset>
            <legend className="text-sm font-medium">{t('offer.type')}</legend>
            <div className="mt-1 space-y-1">
              {OFFER_TYPES.map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="offer-type"
                    value={value}
                    checked={type === value}
                    onChange={() => setType(value)}
                  />
                  {t(`offer.types.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {items.length > 0 && type !== 'monetary_support' && (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t('offer.commit')}</legend>
              {items.map((item) => (
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
                    value={quantities[item.id] ?? ''}
                    onChange={(e) => setQuantities((q) => ({ ...q, [item.id]: e.target.value }))}
                  />
                </div>
              ))}
            </fieldset>
          )}
          {type === 'volunteer' && (
            <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
              <div className="grid gap-3 sm:grid-cols-2">
                <div className="space-y-1">
                  <Label htmlFor="offer-shift">{t('offer.shift')}</Label>
                  <select
                    id="offer-shift"
                    className={selectClass}
                    value={shift}
                    onChange={(e) => setShift(e.target.value as Shift)}
                  >
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
                    value={hours}
                    onChange={(e) => setHours(e.target.value)}
                  />
                </div>
              </div>
              <div>
                <p className="text-sm font-medium" id="offer-days-label">
                  {t('offer.days')}
                </p>
                <div className="mt-1 grid grid-cols-2 gap-1 sm:grid-cols-4" aria-labelledby="offer-days-label">
                  {WEEKDAYS.map((day) => (
                    <label key={day} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={days.includes(day)}
                        onChange={(e) => setDays(e.target.checked ? [...days, day] : days.filter((d) => d !== day))}
                      />
                      {t(`offer.weekdays.${day}`)}
                    </label>
                  ))}
                </div>
              </div>
              <div className="space-y-1">
                <Label htmlFor="offer-coverage">{t('offer.coverage')}</Label>
                <Input id="offer-coverage" value={coverage} onChange={(e) => setCoverage(e.target.value)} />
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
                value={donationUrl}
                onChange={(e) => setDonationUrl(e.target.value)}
              />
              <p className="text-xs text-slate-600">{t('offer.donationNote')}</p>
            </div>
          )}
          <div className="space-y-1">
            <Label htmlFor="offer-details">{t('offer.details')}</Label>
            <Textarea id="offer-details" value={details} onChange={(e) => setDetails(e.target.value)} rows={3} />
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
