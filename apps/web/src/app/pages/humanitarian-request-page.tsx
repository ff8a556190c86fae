import { parseAidRequestSegment } from '@vira/domain/public-addresses';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { AidRequestDetail } from '@/features/humanitarian/components/aid-request-detail';
import { useInBrowser } from '@/lib/use-in-browser';

// Leaflet needs a browser: the map and the pin picker load there, never in the server's render (decision 044).
const PointsMap = lazy(() => import('@/features/map/components/points-map').then((m) => ({ default: m.PointsMap })));
const PinPicker = lazy(() => import('@/features/map/components/pin-picker').then((m) => ({ default: m.PinPicker })));

/**
 * /humanitarian/<id>-<slug> (or the bare id) — one aid request on the map feature's map, with its pin picker for
 * editing the place. The server renders a published one for a plain request (decision 044).
 */
export default function HumanitarianRequestPage() {
  const { id: segment = '' } = useParams();
  const id = parseAidRequestSegment(segment)?.id ?? segment;
  const inBrowser = useInBrowser();
  return (
    <AidRequestDetail
      key={id}
      id={id}
      placePicker={(props) => (
        <Suspense fallback={null}>
          <PinPicker {...props} />
        </Suspense>
      )}
      map={(props) =>
        inBrowser ? (
          <Suspense fallback={null}>
            <PointsMap {...props} className="h-48 w-full" />
          </Suspense>
        ) : null
      }
    />
  );
}
