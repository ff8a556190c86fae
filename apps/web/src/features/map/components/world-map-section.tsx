import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// Leaflet and the map code are a separate chunk: the home route's first load does not pay for them.
const WorldMapPanel = lazy(() => import('./world-map-panel'));

/** The home page's world map, loaded on demand. */
export function WorldMapSection() {
  const { t } = useTranslation('map');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h2 className="mb-1 text-2xl font-bold text-slate-900">{t('title')}</h2>
      <p className="mb-4 text-slate-600">{t('subtitle')}</p>
      <Suspense fallback={<div className="h-[520px] animate-pulse rounded-xl bg-slate-100" aria-busy="true" />}>
        <WorldMapPanel />
      </Suspense>
    </div>
  );
}
