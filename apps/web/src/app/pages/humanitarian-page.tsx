import { lazy, Suspense } from 'react';
import { HumanitarianView } from '@/features/humanitarian/components/humanitarian-view';
import { useInBrowser } from '@/lib/use-in-browser';

// Leaflet is most of this screen's code: loaded apart, the needs and filters paint before it arrives (issue 35).
const PointsMap = lazy(() => import('@/features/map/components/points-map').then((m) => ({ default: m.PointsMap })));
const PinPicker = lazy(() => import('@/features/map/components/pin-picker').then((m) => ({ default: m.PinPicker })));
const MAP_BOX = 'h-80 w-full rounded-lg lg:h-[32rem]';

/** The humanitarian feature with the map feature's points map and pin picker. */
export default function HumanitarianPage() {
  // Leaflet needs a browser: the server (decision 059) and the hydration draw the empty box, the map comes after.
  const inBrowser = useInBrowser();
  // The empty box keeps the map's room while it loads, so nothing below it moves.
  const box = <div className={`${MAP_BOX} bg-slate-100`} />;
  return (
    <HumanitarianView
      map={(props) =>
        inBrowser ? (
          <Suspense fallback={box}>
            <PointsMap {...props} className={MAP_BOX} />
          </Suspense>
        ) : (
          box
        )
      }
      placePicker={(props) => (
        <Suspense fallback={null}>
          <PinPicker {...props} />
        </Suspense>
      )}
    />
  );
}
