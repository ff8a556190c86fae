import type { OwnerListing } from '@vira/domain/listing-editor';
import { addDays } from '@vira/domain/pricing';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateRange } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { useBlockDates, useBlockedDates, useUnblockDates } from '../api/publish-api';
import { AvailabilityMonth } from './availability-month';
import { CalendarSync } from './calendar-sync';
import { Field } from './field';

/** Days the item is not available: blocked on the server at once, refused there if a booking holds them. */
export function AvailabilityStep({ listing, onNext }: { listing: OwnerListing; onNext: () => void }) {
  const { t, i18n } = useTranslation('publish');
  const blocked = useBlockedDates(listing.id);
  const block = useBlockDates(listing.id);
  const unblock = useUnblockDates(listing.id);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t('availability.hint')}</p>
      <form
        className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          block.mutate(
            { startDate: start, endDate: end },
            {
              onSuccess: () => {
                setStart('');
                setEnd('');
              },
              onError: (error) => toast.error(error.message),
            },
          );
        }}
      >
        <Field id="blockStart" label={t('availability.from')}>
          <DateField id="blockStart" min={today} value={start} onChange={(v) => setStart(v)} />
        </Field>
        <Field id="blockEnd" label={t('availability.until')}>
          <DateField id="blockEnd" min={start || today} value={end} onChange={(v) => setEnd(v)} />
        </Field>
        <Button type="submit" variant="outline" disabled={!start || !end || end <= start || block.isPending}>
          {t('availability.block')}
        </Button>
      </form>
      <AvailabilityMonth booked={blocked.data?.booked ?? []} blocked={blocked.data?.items ?? []} today={today} />
      {/* One list, in date order: the days bookings hold and the days the owner (or an import) blocked. */}
      <ul className="space-y-1" data-testid="blocked-dates">
        {(blocked.data?.booked ?? []).map((b) => (
          <li
            key={`booked-${b.startDate}`}
            className="flex items-center justify-between rounded-md border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm"
            data-testid="booked-dates"
          >
            <span>{formatDateRange(b.startDate, b.endDate, i18n.language)}</span>
            <span className="text-xs font-medium text-brand-800">{t('availability.booked')}</span>
          </li>
        ))}
        {(blocked.data?.items ?? []).map((b) => (
          <li
            key={b.id}
            className="flex items-center justify-between rounded-md border border-slate-200 px-3 py-1.5 text-sm"
          >
            <span>
              {/* Stored up to a day not included: the list names the last blocked day. */}
              {formatDateRange(b.startDate, addDays(b.endDate, -1), i18n.language)}
              {b.source === 'ical' && <span className="ms-2 text-xs text-slate-500">{t('availability.imported')}</span>}
            </span>
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label={t('availability.unblock')}
              onClick={() => unblock.mutate(b.id)}
            >
              <Trash2Icon aria-hidden />
            </Button>
          </li>
        ))}
        {blocked.data?.items.length === 0 && blocked.data.booked.length === 0 && (
          <li className="text-sm text-slate-500">{t('availability.none')}</li>
        )}
      </ul>
      <CalendarSync listingId={listing.id} />
      <div className="flex justify-end">
        <Button type="button" onClick={onNext}>
          {t('saveAndContinue')}
        </Button>
      </div>
    </div>
  );
}
