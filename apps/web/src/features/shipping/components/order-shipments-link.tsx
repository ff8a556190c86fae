import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { useAuth } from '@/lib/auth/use-auth';
import { orderShipmentsQuery } from '@/lib/queries/shipping-queries';

/** On the order page: a link to each international shipment of the order, when there is one. */
export function OrderShipmentsLink({ orderId }: { orderId: string }) {
  const { t } = useTranslation('shipping');
  const { user } = useAuth();
  const shipments = useQuery(orderShipmentsQuery(orderId, user !== null)).data?.shipments ?? [];
  if (shipments.length === 0) return null;
  return (
    <nav className="mx-auto max-w-3xl px-4 pb-6" aria-label={t('title')}>
      <ul className="space-y-1">
        {shipments.map((s) => (
          <li key={s.id}>
            <Link to={`/international-shipping/${s.trackingCode}`} className="font-medium text-brand-700 underline">
              {t('orderLink', { leg: t(`leg.${s.leg}`), code: s.trackingCode, status: t(`status.${s.status}`) })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
