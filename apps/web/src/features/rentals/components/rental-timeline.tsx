import type { RentalBooking } from '@vira/domain/rental';
import { useTranslation } from 'react-i18next';
import { formatMoment } from './countdown';

const KNOWN = new Set([
  'created',
  'owner_accepted',
  'owner_declined',
  'request_expired',
  'payment_approved',
  'payment_authorised',
  'payment_failed',
  'hold_expired',
  'renter_cancelled',
  'owner_cancelled',
  'renter_confirmed_receipt',
  'problem_reported',
  'item_returned',
  'damage_claimed',
  'deposit_settled',
  'dispute_opened',
  'dispute_resolved',
]);

/** What happened, oldest first, with who did it ("automático" for the timed steps). */
export function RentalTimeline({ timeline }: { timeline: RentalBooking['timeline'] }) {
  const { t, i18n } = useTranslation('rental');
  return (
    <section className="grid gap-2 text-sm">
      <h3 className="font-semibold">{t('timeline.title')}</h3>
      <ol className="grid gap-2 border-s-2 border-slate-200 ps-4" data-testid="rental-timeline">
        {timeline
          .filter((e) => KNOWN.has(e.event))
          .map((e, i) => (
            <li key={i} className="relative">
              <span className="absolute -start-[1.4rem] top-1.5 size-2.5 rounded-full bg-brand-600" aria-hidden />
              <span className="font-medium">{t(`timeline.event.${e.event as 'created'}`)}</span>{' '}
              <span className="text-slate-500">
                · {t(`timeline.by.${e.actor}`)} · {formatMoment(e.at, i18n.language)}
              </span>
            </li>
          ))}
      </ol>
    </section>
  );
}
