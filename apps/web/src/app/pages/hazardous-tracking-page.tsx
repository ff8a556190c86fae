import { useParams } from 'react-router';
import { HazmatView } from '@/features/hazmat/components/hazmat-view';
import { ShipmentTracking } from '@/features/hazmat/components/shipment-tracking';
import { RouteMap } from '@/features/map/components/route-map';

export default function HazardousTrackingPage() {
  const { trackingCode } = useParams();
  if (!trackingCode) return <HazmatView />;
  return (
    <ShipmentTracking
      key={trackingCode}
      code={trackingCode}
      map={(props) => <RouteMap {...props} className="h-80 w-full rounded-lg md:h-[28rem]" />}
    />
  );
}
