import type { RentalBooking } from '@vira/domain/rental';
import { CalendarClockIcon, MapPinIcon, TruckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCurrency } from '@/lib/currency';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { formatCalendarDate, formatDateRange } from '@/lib/dates';
import { formatMoment, timeLeft } from './countdown';
import { PersonReview } from './person-review';
import { RentalActions } from './rental-actions';
import { RentalTimeline } from './rental-timeline';

/** One booking of the order: where it stands, what comes next and when, the money, and what to do now. */
export function RentalBookingCard({
  orderId,
  booking,
  chat,
}: {
  orderId: string;
  booking: RentalBooking;
  chat?: ReactNode;
}) {
  const { t, i18n } = useTranslation(['rental', 'checkout', 'booking']);
  const money = useCurrency().charged;
  const b = booking;
  const lang = i18n.language;
  const other = b.viewerRole === 'owner' ? b.renter.name : b.owner.name;
  const moments = (['respondBy', 'payBy', 'autoReceiptAt', 'autoReturnAt', 'claimAnswerBy'] as const).filter(
    (k) => b.deadlines[k],
  );
  const showDates = ['paid', 'handed_over', 'pending_owner', 'requested', 'awaiting_payment'].includes(b.status);

  return (
    <Card data-testid={`rental-${b.id}`}>
      <CardContent className="grid gap-4 p-4">
        <div className="flex gap-3">
          {b.imageUrl && (
            <img src={`${b.imageUrl}?w=480`} alt="" className="size-20 shrink-0 rounded-md object-cover" />
          )}
          <div className="grid min-w-0 gap-1">
            <h2 className="truncate text-lg font-semibold">{b.title}</h2>
            <p className="text-sm text-slate-600">
              {t('dates', { range: formatDateRange(b.startDate, b.endDate, lang), count: b.quote.days })}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <Badge data-testid="rental-status">{t(`checkout:bookingStatus.${b.status}`)}</Badge>
              <span className="text-xs text-slate-500">
                {t(`youAre.${b.viewerRole}`)}
                {b.viewerRole !== 'admin' && other ? ` · ${t(`with.${b.viewerRole}`, { name: other })}` : ''}
              </span>
            </div>
          </div>
        </div>

        <ul className="grid gap-1 text-sm text-slate-700">
          <li className="flex items-start gap-2">
            {b.deliveryMethod === 'home_delivery' ? (
              <TruckIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
            ) : (
              <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
            )}
            {b.deliveryMethod === 'home_delivery'
              ? t('delivery', { address: b.deliveryAddress ?? '' })
              : t('pickup', { place: b.meetingPoint })}
          </li>
          {showDates && (
            <li className="flex items-start gap-2">
              <CalendarClockIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
              {t('next.pickUpOn', { date: formatCalendarDate(b.deadlines.pickUpOn, lang, 'long') })} ·{' '}
              {t('next.returnBy', { date: formatCalendarDate(b.deadlines.returnBy, lang, 'long') })}
            </li>
          )}
          {moments.map((k) => (
            <li key={k} className="font-medium text-amber-800" data-testid={`deadline-${k}`}>
              {t(`next.${k}`, {
                date: formatMoment(b.deadlines[k]!, lang),
                left: timeLeft(b.deadlines[k]!, lang),
              })}
            </li>
          ))}
        </ul>

        <RentalActions orderId={orderId} booking={b} />

        {b.claim && (
          <section className="grid gap-2 rounded-md bg-amber-50 p-3 text-sm">
            <h3 className="font-semibold">
              {t('claim.heading', { amount: money(b.claim.amount, b.currency) })} ·{' '}
              {t(`claim.status.${b.claim.status}`)}
            </h3>
            <p className="whitespace-pre-line">{b.claim.description}</p>
            <div className="flex flex-wrap gap-2">
              {b.claim.photoUrls.map((url, i) => (
                <a key={url} href={url} target="_blank" rel="noreferrer">
                  <img src={url} alt={t('claim.photoAlt', { n: i + 1 })} className="size-20 rounded object-cover" />
                </a>
              ))}
            </div>
          </section>
        )}

        {b.dispute && (
          <section className="grid gap-1 rounded-md bg-slate-50 p-3 text-sm" data-testid="rental-dispute">
            <h3 className="font-semibold">{t('dispute.heading')}</h3>
            <p className="whitespace-pre-line">{b.dispute.description}</p>
            {b.dispute.status === 'open' ? (
              <p className="text-slate-600">{t('dispute.open')}</p>
            ) : (
              <>
                <p>
                  {t('dispute.resolved', {
                    charge: money(b.dispute.chargeRefund ?? 0, b.currency),
                    deposit: money(b.dispute.depositRefund ?? 0, b.currency),
                  })}
                </p>
                <p className="text-slate-600">{t('dispute.reason', { reason: b.dispute.decisionReason ?? '' })}</p>
              </>
            )}
          </section>
        )}

        <section className="grid gap-1 text-sm">
          <h3 className="font-semibold">{t('money.title')}</h3>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            {/* The full price, then the discount booked with it as its own line: the lines add up to the total. */}
            <dt>{t('money.rental')}</dt>
            <dd>{money(b.quote.itemCost + (b.quote.discount?.amount ?? 0), b.currency)}</dd>
            {b.quote.discount && (
              <>
                <dt>{t(`booking:quote.discount.${b.quote.discount.kind}`)}</dt>
                <dd data-testid="rental-discount">−{money(b.quote.discount.amount, b.currency)}</dd>
              </>
            )}
            {b.quote.insuranceCost > 0 && (
              <>
                <dt>{t('money.insurance')}</dt>
                <dd>{money(b.quote.insuranceCost, b.currency)}</dd>
              </>
            )}
            {b.quote.deliveryCost > 0 && (
              <>
                <dt>{t('money.delivery')}</dt>
                <dd>{money(b.quote.deliveryCost, b.currency)}</dd>
              </>
            )}
            <dt>{t('money.deposit')}</dt>
            <dd>{money(b.quote.deposit, b.currency)}</dd>
            <dt className="font-semibold">{t('money.total')}</dt>
            <dd className="font-semibold">{money(b.quote.total, b.currency)}</dd>
            {b.refundedAmount > 0 && (
              <>
                <dt>{t('money.refunded')}</dt>
                <dd data-testid="rental-refunded">{money(b.refundedAmount, b.currency)}</dd>
              </>
            )}
            {b.viewerRole !== 'renter' && (
              <>
                <dt>{t('money.earnings')}</dt>
                <dd>{money(b.ownerEarnings, b.currency)}</dd>
              </>
            )}
          </dl>
          <p className="text-slate-600" data-testid="deposit-state">
            {t(`deposit.${b.deposit.state}`, {
              amount: money(b.deposit.amount, b.currency),
              refunded: money(b.deposit.refunded, b.currency),
            })}
          </p>
        </section>

        <PersonReview orderId={orderId} booking={b} />
        {chat}
        <RentalTimeline timeline={b.timeline} />
      </CardContent>
    </Card>
  );
}
