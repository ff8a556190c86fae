import type { RentalOrder } from '@vira/domain/rental';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatMoment } from './countdown';
import { useCancelUnpaidOrder } from '../api/rental-api';

/** An order still to pay: where to pay it (an OXXO voucher's reference and deadline), or give it up. */
export function PendingPaymentCard({
  orderId,
  payment,
}: {
  orderId: string;
  payment: NonNullable<RentalOrder['pendingPayment']>;
}) {
  const { t, i18n } = useTranslation('rental');
  const cancel = useCancelUnpaidOrder(orderId);
  return (
    <Card data-testid="pending-payment">
      <CardContent className="grid gap-2 p-4 text-sm">
        {payment.reference && (
          <p>
            {t('pendingPayment.reference')}{' '}
            <span className="font-mono font-semibold" dir="ltr">
              {payment.reference}
            </span>
          </p>
        )}
        {payment.expiresAt && (
          <p className="text-slate-600">
            {t('pendingPayment.payBefore', { date: formatMoment(payment.expiresAt, i18n.language) })}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to={payment.url}>{t('pendingPayment.open')}</Link>
          </Button>
          <Button size="sm" variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('pendingPayment.cancel')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
