import { lazy, Suspense } from 'react';
import type { ServicesMapSlot } from '@/features/services/components/slots';
import { ServicesView } from '@/features/services/components/services-view';
import { useInBrowser } from '@/lib/use-in-browser';

// Leaflet is most of this screen's code: loaded apart, the categories and cards paint before it arrives (issue 35).
const PointsMap = lazy(() => import('@/features/map/components/points-map').then((m) => ({ default: m.PointsMap })));
const MAP_BOX = 'h-72 w-full rounded-lg lg:sticky lg:top-20 lg:h-[32rem]';

/** The services feature with the map feature's points map. */
export default function ServicesPage() {
  return <ServicesView map={(props) => <ServicesMap {...props} />} />;
}

/**
 * Leaflet needs a browser: the server (decision 059) and the hydration draw the empty box, the map comes after.
 * A component of its own, so only it renders again when the page becomes the browser's, not the cards.
 */
function ServicesMap(props: Parameters<ServicesMapSlot>[0]) {
  const inBrowser = useInBrowser();
  // The empty box keeps the map's room while it loads, so nothing below it moves.
  const box = <div className={`${MAP_BOX} bg-slate-100`} />;
  if (!inBrowser) return box;
  return (
    <Suspense fallback={box}>
      <PointsMap {...props} className={MAP_BOX} />
    </Suspense>
  );
}
