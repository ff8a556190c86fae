import { lazy, Suspense } from 'react';
import { HumanitarianView } from '@/features/humanitarian/components/humanitarian-view';
import type { PointsMapSlot } from '@/features/humanitarian/components/slots';
import { useInBrowser } from '@/lib/use-in-browser';
import { useNearViewport } from '@/lib/use-near-viewport';

// Leaflet is most of this screen's code: loaded apart, the needs and filters paint before it arrives (issue 35).
const PointsMap = lazy(() => import('@/features/map/components/points-map').then((m) => ({ default: m.PointsMap })));
const PinPicker = lazy(() => import('@/features/map/components/pin-picker').then((m) => ({ default: m.PinPicker })));
const MAP_BOX = 'h-80 w-full rounded-lg lg:h-[32rem]';

/** The humanitarian feature with the map feature's points map and pin picker. */
export default function HumanitarianPage() {
  return (
    <HumanitarianView
      map={(props) => <NeedsMap {...props} />}
      placePicker={(props) => (
        <Suspense fallback={null}>
          <PinPicker {...props} />
        </Suspense>
      )}
    />
  );
}

/**
 * Leaflet needs a browser: the server (decision 059) and the hydration draw the empty box, the map comes after,
 * once the box is near the screen (on a phone it is below the list: a visitor from a link reads the needs first,
 * and the page's start does not pay for Leaflet). A component of its own, so only it renders again then.
 */
function NeedsMap(props: Parameters<PointsMapSlot>[0]) {
  const inBrowser = useInBrowser();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  // The empty box keeps the map's room while it loads, so nothing below it moves.
  if (!inBrowser || !near) return <div ref={ref} className={`${MAP_BOX} bg-slate-100`} />;
  return (
    <Suspense fallback={<div className={`${MAP_BOX} bg-slate-100`} />}>
      <PointsMap {...props} className={MAP_BOX} />
    </Suspense>
  );
}
