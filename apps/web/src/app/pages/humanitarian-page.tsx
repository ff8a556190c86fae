import { lazy, Suspense } from 'react';
import { HumanitarianView } from '@/features/humanitarian/components/humanitarian-view';

// Leaflet is most of this screen's code: loaded apart, the needs and filters paint before it arrives (issue 35).
const PointsMap = lazy(() => import('@/features/map/components/points-map').then((m) => ({ default: m.PointsMap })));
const PinPicker = lazy(() => import('@/features/map/components/pin-picker').then((m) => ({ default: m.PinPicker })));
const MAP_BOX = 'h-80 w-full rounded-lg lg:h-[32rem]';

/** The humanitarian feature with the map feature's points map and pin picker. */
export default function HumanitarianPage() {
  return (
    <HumanitarianView
      map={(props) => (
        // The empty box keeps the map's room while it loads, so nothing below it moves.
        <Suspense fallback={<div className={`${MAP_BOX} bg-slate-100`} />}>
          <PointsMap {...props} className={MAP_BOX} />
        </Suspense>
      )}
      placePicker={(props) => (
        <Suspense fallback={null}>
          <PinPicker {...props} />
        </Suspense>
      )}
    />
  );
}
