import { PointsMap } from '@/features/map/components/points-map';
import { ServicesView } from '@/features/services/components/services-view';

/** The services feature with the map feature's points map. */
export default function ServicesPage() {
  return (
    <ServicesView
      map={(props) => <PointsMap {...props} className="h-72 w-full rounded-lg lg:sticky lg:top-20 lg:h-[32rem]" />}
    />
  );
}
