import type { CartItem } from '@vira/domain/cart';
import { toCurrencyCode } from '@vira/domain/currencies';
import { CalendarDays, MapPin, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HourSelect } from '@/components/ui/hour-select';
import { toast } from '@/lib/toast';
import { ListingImage } from '@/components/listing/listing-image';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';
import { useCurrency } from '@/lib/currency';
import { todayDate } from '@/lib/dates';
import { useRemoveCartItem, useUpdateCartItem } from '@/lib/queries/cart-mutations';
import { CartDeliveryChoice } from './cart-delivery-choice';

/** One cart line: picture, place, dates, options the person can change, and the server's breakdown. */
export function CartItemCard({ item }: { item: CartItem }) {
  const { t } = useTranslation('cart');
  const { format } = useCurrency();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const money = (minor: number) => format(minor, toCurrencyCode(item.listing.currency));
  const hourly = item.startHour !== null && item.endHour !== null;
  const selectClass = 'h-8 rounded-md border bg-white px-2 text-sm';

  // A refused change leaves the stored item as it was: the date fields are rebuilt from it (a new key), so they
  // never show dates the totals are not for, and the refusal stays written under them until the next change.
  const [refusal, setRefusal] = useState<{ count: number; message: string | null }>({ count: 0, message: null });
  const change = (patch: Parameters<typeof update.mutate>[0]['patch']) => {
    setRefusal((r) => ({ ...r, message: null }));
    update.mutate(
      { id: item.id, patch },
      {
        onSuccess: () => toast.success(t('toast.updated')),
        onError: (error) => {
          const message = error.message || t('toast.updateError');
          setRefusal((r) => ({ count: r.count + 1, message }));
          toast.error(message);
        },
      },
    );
  };
  const fieldsKey = `${item.startDate}|${item.endDate}|${refusal.count}`;
  const today = todayDate();

  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row" data-testid="cart-item">
      <ListingImage
        src={item.listing.imageUrl}
        alt={item.listing.title}
        className="h-32 w-full rounded-md object-cover sm:w-40"
      />
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div>
            <h2 className="font-semibold text-slate-900">{item.listing.title}</h2>
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <MapPin className="size-4" aria-hidden /> {item.listing.location}
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('item.remove')}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(item.id, {
                onSuccess: () => toast.success(t('toast.removed')),
                onError: () => toast.error(t('toast.removeError')),
              })
            }
          >
            <Trash2 />
          </Button>
        </div>
        <div className="flex flex-wrap items-end gap-3 text-sm">
          <CalendarDays className="size-4 text-slate-500" aria-hidden />
          {hourly ? (
            // A service booked by the hour: one date and its hours; the server prices and checks the change.
            <>
              <div className="grid gap-1">
                <Label htmlFor={`date-${item.id}`}>{t('item.date')}</Label>
                <DateField
                  key={fieldsKey}
                  id={`date-${item.id}`}
                  compact
                  className="w-40"
                  min={today}
                  defaultValue={item.startDate}
                  onCommit={(v) => v && v !== item.startDate && change({ startDate: v, endDate: v })}
                />
              </div>
              <div className="grid gap-1" data-testid="cart-item-hours">
                <Label htmlFor={`start-hour-${item.id}`}>{t('item.startHour')}</Label>
                <HourSelect
                  id={`start-hour-${item.id}`}
                  className={selectClass}
                  value={item.startHour!}
                  disabled={update.isPending}
                  onChange={(e) => change({ startHour: Number(e.target.value), endHour: item.endHour })}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`end-hour-${item.id}`}>{t('item.endHour')}</Label>
                <HourSelect
                  id={`end-hour-${item.id}`}
                  className={selectClass}
                  value={item.endHour!}
                  disabled={update.isPending}
                  onChange={(e) => change({ startHour: item.startHour, endHour: Number(e.target.value) })}
                />
              </div>
            </>
          ) : (
            <>
              <div className="grid gap-1">
                <Label htmlFor={`start-${item.id}`}>{t('item.start')}</Label>
                <DateField
                  key={fieldsKey}
                  id={`start-${item.id}`}
                  compact
                  className="w-40"
                  min={today}
                  defaultValue={item.startDate}
                  onCommit={(v) => v && v !== item.startDate && change({ startDate: v })}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`end-${item.id}`}>{t('item.end')}</Label>
                <DateField
                  key={fieldsKey}
                  id={`end-${item.id}`}
                  compact
                  className="w-40"
                  // A same-day rental is one day: the return may be the pickup day, never before it.
                  min={item.startDate < today ? today : item.startDate}
                  defaultValue={item.endDate}
                  onCommit={(v) => v && v !== item.endDate && change({ endDate: v })}
                />
              </div>
              <span data-testid="cart-item-days">{t('item.days', { count: item.quote.days })}</span>
            </>
          )}
        </div>
        {refusal.message && (
          <p role="alert" className="text-sm text-red-700" data-testid="cart-item-error">
            {refusal.message}
          </p>
        )}
        <div className="flex flex-wrap gap-4 text-sm">
          {/* Only a listing that offers insurance can have it (the API refuses it on the others). */}
          {item.listing.hasInsurance && (
            <label className="flex items-center gap-2">
              <Checkbox checked={item.withInsurance} onCheckedChange={(v) => change({ withInsurance: v === true })} />
              <ShieldCheck className="size-4 text-green-600" aria-hidden />
              {item.withInsurance ? t('item.insuranceIncluded') : t('item.addInsurance')}
            </label>
          )}
        </div>
        <CartDeliveryChoice item={item} money={money} change={change} />
        <dl className="grid grid-cols-2 gap-x-4 text-sm text-slate-700 sm:max-w-sm">
          {/* The full daily price × days, then the owner's discount as its own line (the server's quote). */}
          <dt>{t('item.rental', { count: item.quote.days })}</dt>
          <dd className="text-end">{money(item.quote.itemCost + (item.quote.discount?.amount ?? 0))}</dd>
          {item.quote.discount && (
            <>
              <dt>{t(`item.discount.${item.quote.discount.kind}`)}</dt>
              <dd className="text-end text-green-700" data-testid="cart-item-discount">
                −{money(item.quote.discount.amount)}
              </dd>
            </>
          )}
          {item.quote.insuranceCost > 0 && (
            <>
              <dt>{t('summary.insurance')}</dt>
              <dd className="text-end">{money(item.quote.insuranceCost)}</dd>
            </>
          )}
          {item.quote.deliveryCost > 0 && (
            <>
              <dt>{t('summary.shipping')}</dt>
              <dd className="text-end">{money(item.quote.deliveryCost)}</dd>
            </>
          )}
          <dt>{t('summary.deposit')}</dt>
          <dd className="text-end">{money(item.quote.deposit)}</dd>
          <dt className="font-semibold">{t('summary.total')}</dt>
          <dd className="text-end font-semibold" data-testid="cart-item-total">
            {money(item.quote.total)}
          </dd>
        </dl>
      </div>
    </Card>
  );
}
