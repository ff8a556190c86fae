import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuditTrailLink } from '@/features/audit/components/audit-trail-link';
import { ContactOwnerPanel } from '@/features/chat/components/contact-owner-panel';
import { OrderTrackingView } from '@/features/rentals/components/order-tracking-view';
import { OrderShipmentsLink } from '@/features/shipping/components/order-shipments-link';

export default function OrderTrackingPage() {
  const { orderId = '' } = useParams();
  const { t } = useTranslation('rental');
  return (
    <>
      <OrderTrackingView
        orderId={orderId}
        renderChat={(booking) =>
          booking.viewerRole === 'admin' ? null : (
            <details className="rounded-md border border-slate-200 p-3">
              <summary className="cursor-pointer font-semibold">{t('chat')}</summary>
              <div className="pt-3">
                <ContactOwnerPanel listingId={booking.listingId} bookingId={booking.id} />
              </div>
            </details>
          )
        }
      />
      <OrderShipmentsLink orderId={orderId} />
      <p className="mx-auto max-w-3xl px-4 pb-8">
        <AuditTrailLink entityType="order" entityId={orderId} />
      </p>
    </>
  );
}
