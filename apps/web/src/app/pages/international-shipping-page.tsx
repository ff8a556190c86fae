import { useParams } from 'react-router';
import { ShippingTracking } from '@/features/shipping/components/shipping-tracking';
import { ShippingView } from '@/features/shipping/components/shipping-view';

export default function InternationalShippingPage() {
  const { trackingCode } = useParams();
  return trackingCode ? <ShippingTracking key={trackingCode} code={trackingCode} /> : <ShippingView />;
}
