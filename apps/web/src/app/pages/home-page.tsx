import { lazy, Suspense } from 'react';
import { NearViewport } from '@/components/ui/near-viewport';
import { CatalogueStatsSection } from '@/features/home/components/catalogue-stats-section';
import { HeroSection } from '@/features/home/components/hero-section';
import { TypeCards } from '@/features/home/components/type-cards';
import { WorldMapSection } from '@/features/map/components/world-map-section';
import { HomeSearchForm } from '@/features/search/components/home-search-form';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { afterMerge } from '@/lib/cn';

// Below the first screen: rendered once a person scrolls near them (NearViewport), their chunks fetched then and
// never before the first paint (lib/after-first-paint.ts), so they stay out of the route's initial JavaScript
// (budget 130 KB gzipped, docs/product-rules.md), out of its first paint and out of the work a phone does while loading it
// (decision 031). The listing cards bring the domain schemas; the hearts bring favourites.
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

// The room each part takes at 390, 768 and 1280 px, kept while it waits for a person to scroll near it and while
// its chunk loads.
const FEATURED_ROOM = 'min-h-[184rem] sm:min-h-[96rem] lg:min-h-[71rem]';
const LOWER_ROOM = 'min-h-[187rem] sm:min-h-[120rem] lg:min-h-[94rem]';

/** Home (spec document 1): hero and search, ways in, live figures, featured listings, and the owner pitch. */
export default function HomePage() {
  return (
    <>
      <HeroSection>
        <HomeSearchForm />
      </HeroSection>
      <TypeCards />
      <NearViewport id="home-figures" className="min-h-[10.75rem] sm:min-h-[9.75rem]">
        <CatalogueStatsSection />
      </NearViewport>
      <NearViewport id="home-featured-listings" className={FEATURED_ROOM}>
        <Suspense fallback={<div className={FEATURED_ROOM} aria-busy />}>
          <FeaturedSection
            renderActions={(id) => (
              <Suspense fallback={null}>
                <FavoriteButton listingId={id} />
              </Suspense>
            )}
          />
        </Suspense>
      </NearViewport>
      {/*
        World map panel: filled by the map engineer with a lazily loaded map (Leaflet must stay out of this
        route's initial JavaScript). Keep the wrapper and its id.
      */}
      <section id="world-map" className="empty:hidden">
        <WorldMapSection />
      </section>
      <NearViewport id="home-more" className={LOWER_ROOM}>
        <Suspense fallback={<div className={LOWER_ROOM} aria-busy />}>
          <HomeLowerSections />
        </Suspense>
      </NearViewport>
    </>
  );
}
