import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { afterMerge } from '@/lib/cn';
import { useNearViewport } from '@/lib/use-near-viewport';

// Leaflet and the map code are a separate chunk, fetched only when the panel comes near the screen: the home
// route's first load does not pay for them.
const WorldMapPanel = lazy(afterMerge(() => import('./world-map-panel')));

const placeholder = <div className="h-[600px] animate-pulse rounded-xl bg-slate-100" aria-busy="true" />;

/** The home page's world map, loaded on demand. Its own Suspense keeps the map's words from delaying the page. */
export function WorldMapSection() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className="mx-auto max-w-7xl px-4 py-10">
      <Suspense fallback={placeholder}>{near ? <WorldMapContent /> : placeholder}</Suspense>
    </div>
  );
}

function WorldMapContent() {
  const { t } = useTranslation('map');
  return (
    <>
      <h2 className="mb-1 text-2xl font-bold text-slate-900">{t('title')}</h2>
      <p className="mb-4 text-slate-600">{t('subtitle')}</p>
      <WorldMapPanel />
    </>
  );
}
