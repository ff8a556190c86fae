import { lazy, Suspense } from 'react';
import { ServicesView } from '@/features/services/components/services-view';

// Leaflet is most of this screen's code: loaded apart, the categories and cards paint before it arrives (issue 35).
const PointsMap = lazy(() => import('@/features/map/components/points-map').then((m) => ({ default: m.PointsMap })));
const MAP_BOX = 'h-72 w-full rounded-lg lg:sticky lg:top-20 lg:h-[32rem]';

/** The services feature with the map feature's points map. */
export default function ServicesPage() {
  return (
    <ServicesView
      map={(props) => (
        // The empty box keeps the map's room while it loads, so nothing below it moves.
        <Suspense fallback={<div className={`${MAP_BOX} bg-slate-100`} />}>
          <PointsMap {...props} className={MAP_BOX} />
        </Suspense>
      )}
    />
  );
}
