import type { RentalBooking } from '@vira/domain/rental';
import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCurrency } from '@/lib/currency';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoment } from './countdown';
import { useRentalOrder } from '../api/rental-api';
import { PendingPaymentCard } from './pending-payment-card';
import { RentalBookingCard } from './rental-booking-card';
import { useDisplayMoney } from './rental-money';

/** `/order-tracking/:orderId`: every booking of the order the viewer may see, with its next steps. */
export function OrderTrackingView({
  orderId,
  renderChat,
}: {
  orderId: string;
  /** The conversation with the other side of a booking (composed by the page from the chat feature). */
  renderChat?: (booking: RentalBooking) => ReactNode;
}) {
  const { t, i18n } = useTranslation('rental');
  const order = useRentalOrder(orderId);
  const money = useCurrency().charged;
  const o = order.data;
  const display = useDisplayMoney(o?.totals.currency ?? 'MXN', o?.displayCurrency ?? 'MXN', o?.displayRate ?? 1);

  if (order.isPending)
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-6" aria-busy="true">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
      </div>
    );
  if (!o)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 text-center">
        <p role="alert">{t('notFound')}</p>
      </div>
    );

  // What the money did comes from the server's one reading of payments and refunds: a hold is not a charge.
  const { charge } = o;
  const taken = charge.state === 'captured' || charge.state === 'refunded';
  const sameCurrency = o.displayCurrency === o.totals.currency;
  return (
    <div className="mx-auto grid max-w-3xl gap-4 px-4 py-6">
      <Link to="/requests" className="inline-flex items-center gap-1 text-sm text-brand-700">
        <ArrowLeftIcon className="size-4 rtl:rotate-180" aria-hidden /> {t('back')}
      </Link>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-sm text-slate-600">
          {t('order', { code: o.id.slice(0, 8).toUpperCase() })} ·{' '}
          {t('placedOn', { date: formatMoment(o.createdAt, i18n.language) })}
        </p>
      </header>
      <Card>
        <CardContent className="grid gap-1 p-4 text-sm">
          <p className="flex justify-between gap-2 font-semibold">
            <span data-testid="order-charge-state">
              {charge.state === 'captured' || charge.state === 'refunded'
                ? t('charged')
                : t(`chargeState.${charge.state}`)}
            </span>
            <span data-testid="order-charged">
              {money(taken ? charge.captured : o.totals.total, o.totals.currency)}
            </span>
          </p>
          {!sameCurrency && taken && (
            <p className="text-end text-slate-600">{t('chargedDisplay', { amount: display(charge.captured) })}</p>
          )}
          {charge.refunded > 0 && (
            <>
              <p className="flex justify-between gap-2">
                <span>{t('refundedTotal')}</span>
                <span>{money(-charge.refunded, o.totals.currency)}</span>
              </p>
              <p className="flex justify-between gap-2 font-semibold">
                <span>{t('chargeState.net')}</span>
                <span data-testid="order-net">{money(charge.net, o.totals.currency)}</span>
              </p>
            </>
          )}
        </CardContent>
      </Card>
      {o.pendingPayment && <PendingPaymentCard orderId={o.id} payment={o.pendingPayment} />}
      {o.bookings.map((b) => (
        <RentalBookingCard key={b.id} orderId={o.id} booking={b} chat={renderChat?.(b)} />
      ))}
    </div>
  );
}
