import type { CheckoutPayment, Order } from '@vira/domain/checkout';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link } from '@/lib/localized-link';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCurrency } from '@/lib/currency';
import { formatDateRange } from '@/lib/dates';
import { cartKeys } from '@/lib/queries/cart-queries';
import { orderKeys } from '@/lib/queries/order-queries';
import { cancelOrder, useOrder } from '../api/checkout-api';
import { CheckoutSteps } from './checkout-steps';

/** /payment-success and /payment-cancelled: what happened to the order named in `?order=`. */
export function PaymentOutcome({ outcome }: { outcome: 'success' | 'cancelled' }) {
  const { t, i18n } = useTranslation(['checkout', 'rental']);
  const { charged, approx } = useCurrency();
  const [params] = useSearchParams();
  const orderId = params.get('order');
  // The provider came back through its refusal address: the card was declined, the person did not just leave.
  const declined = outcome === 'cancelled' && params.has('declined');
  const client = useQueryClient();
  const order = useOrder(orderId);

  useEffect(() => {
    // Paid: the server emptied the cart. Cancelled: the dates go back to others at once.
    if (outcome === 'cancelled' && orderId)
      void cancelOrder(orderId)
        .catch(() => undefined)
        .finally(() => void client.invalidateQueries({ queryKey: orderKeys.one(orderId) }));
    void client.invalidateQueries({ queryKey: cartKeys.all });
  }, [outcome, orderId, client]);

  // Success says what really happened: confirmed, waiting for an owner, still being confirmed, or nothing at all.
  const state =
    outcome === 'cancelled'
      ? 'cancelled'
      : !orderId || order.isError
        ? 'none'
        : order.data?.status === 'awaiting_payment'
          ? 'pending'
          : order.data?.bookings.some((b) => b.status === 'pending_owner')
            ? 'waiting'
            : 'success';
  const title = {
    success: t('outcome.success.title'),
    cancelled: declined ? t('outcome.declined.title') : t('outcome.cancelled.title'),
    waiting: t('outcome.waitingTitle'),
    pending: t('outcome.pendingTitle'),
    none: t('outcome.noneTitle'),
  }[state];
  const text = {
    success: t('outcome.success.text'),
    cancelled: declined ? t('outcome.declined.text') : t('outcome.cancelled.text'),
    waiting: t('outcome.waiting'),
    pending: t('outcome.pending'),
    none: t('outcome.none'),
  }[state];
  const chargeLabel = (charge: Order['charge']['state']) =>
    charge === 'captured'
      ? t('status.paid')
      : charge === 'refunded'
        ? t('rental:refundedTotal')
        : t(`rental:chargeState.${charge}`);
  const Icon = state === 'success' || state === 'waiting' ? CheckCircle2 : state === 'pending' ? Clock : XCircle;
  return (
    <div className="mx-auto grid max-w-2xl grid-cols-1 gap-6 px-4 py-10 text-center">
      {outcome === 'success' && <CheckoutSteps current={2} />}
      <Icon
        className={
          state === 'success' || state === 'waiting'
            ? 'mx-auto size-16 text-green-600'
            : state === 'pending'
              ? 'mx-auto size-16 text-amber-600'
              : 'mx-auto size-16 text-red-600'
        }
        aria-hidden
      />
      <h1 className="text-2xl font-bold" data-testid="outcome-title">
        {title}
      </h1>
      <p className="text-slate-600">{text}</p>
      {order.data && (
        <Card className="text-start">
          <CardContent className="grid gap-2 p-4 text-sm">
            <p>
              {t('outcome.order')} <span className="font-mono">{order.data.id.slice(0, 8).toUpperCase()}</span> ·{' '}
              {/* What happened to the money, never the order's bookkeeping status: an authorised hold is not paid. */}
              <span data-testid="order-status">{chargeLabel(order.data.charge.state)}</span>
            </p>
            <ul className="grid gap-1">
              {order.data.bookings.map((b) => (
                <li key={b.id} className="flex justify-between gap-2">
                  <span>
                    {b.title} · {formatDateRange(b.startDate, b.endDate, i18n.language)}
                  </span>
                  <span className="text-slate-600">{t(`bookingStatus.${b.status}`)}</span>
                </li>
              ))}
            </ul>
            {/* What was charged, in the currency charged; the display currency at most beside it (decision 035). */}
            <p className="flex justify-between gap-2 font-semibold">
              <span>{t('summary.total')}</span>
              <span data-testid="outcome-total">{charged(order.data.totals.total, order.data.totals.currency)}</span>
            </p>
            {approx(order.data.totals.total, order.data.totals.currency) && (
              <p className="text-end text-slate-600" data-testid="outcome-approx">
                ≈ {approx(order.data.totals.total, order.data.totals.currency)}
              </p>
            )}
          </CardContent>
        </Card>
      )}
      {order.data && order.data.unpaidSiblings.length > 0 && <UnpaidSiblings payments={order.data.unpaidSiblings} />}
      <div className="flex justify-center gap-3">
        {outcome === 'cancelled' && (
          <Button asChild>
            <Link to="/cart">{t('outcome.backToCart')}</Link>
          </Button>
        )}
        {outcome === 'success' && order.data && order.data.status !== 'cancelled' && (
          <Button asChild>
            <Link to={`/order-tracking/${order.data.id}`}>{t('outcome.viewOrder')}</Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to="/search">{t('outcome.keepExploring')}</Link>
        </Button>
      </div>
    </div>
  );
}

/** The rest of a checkout in several currencies: each order is paid on its own page while its dates are held. */
function UnpaidSiblings({ payments }: { payments: CheckoutPayment[] }) {
  const { t } = useTranslation('checkout');
  const money = useCurrency().charged;
  return (
    <Card className="border-amber-300 text-start" data-testid="unpaid-siblings">
      <CardContent className="grid gap-3 p-4 text-sm">
        <p className="font-semibold">{t('split.remainingTitle', { count: payments.length })}</p>
        <p className="text-slate-600">{t('split.remainingText')}</p>
        <ul className="grid gap-2">
          {payments.map((p) => (
            <li key={p.orderId}>
              <Button asChild>
                <a href={p.url}>{t('split.pay', { amount: money(p.total, p.currency) })}</a>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
