import { lazy, Suspense } from 'react';
import { CatalogueStatsSection } from '@/features/home/components/catalogue-stats-section';
import { HeroSection } from '@/features/home/components/hero-section';
import { TypeCards } from '@/features/home/components/type-cards';
import { WorldMapSection } from '@/features/map/components/world-map-section';
import { HomeSearchForm } from '@/features/search/components/home-search-form';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { afterMerge } from '@/lib/cn';

// Below the first screen: fetched once it is painted (lib/after-first-paint.ts), so they stay out of the route's
// initial JavaScript (budget 130 KB gzipped, DESIGN.md) and out of its first paint. The listing cards bring the
// domain schemas; the hearts bring favourites.
const FeaturedSection = lazy(
  afterFirstPaint(
    afterMerge(() =>
      import('@/features/home/components/featured-section').then((m) => ({ default: m.FeaturedSection })),
    ),
  ),
);
const FavoriteButton = lazy(
  afterFirstPaint(
    afterMerge(() =>
      import('@/features/favorites/components/favorite-button').then((m) => ({ default: m.FavoriteButton })),
    ),
  ),
);
const HomeLowerSections = lazy(
  afterFirstPaint(afterMerge(() => import('@/features/home/components/home-lower-sections'))),
);

/** Home (spec document 1): hero and search, ways in, live figures, featured listings, and the owner pitch. */
export default function HomePage() {
  return (
    <>
      <HeroSection>
        <HomeSearchForm />
      </HeroSection>
      <TypeCards />
      <CatalogueStatsSection />
      <Suspense fallback={<div className="min-h-[40rem]" aria-busy />}>
        <FeaturedSection
          renderActions={(id) => (
            <Suspense fallback={null}>
              <FavoriteButton listingId={id} />
            </Suspense>
          )}
        />
      </Suspense>
      {/*
        World map panel: filled by the map engineer with a lazily loaded map (Leaflet must stay out of this
        route's initial JavaScript). Keep the wrapper and its id.
      */}
      <section id="world-map" className="empty:hidden">
        <WorldMapSection />
      </section>
      <Suspense fallback={null}>
        <HomeLowerSections />
      </Suspense>
    </>
  );
}
