import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { CatalogueStatsSection } from '@/features/home/components/catalogue-stats-section';
import { CommunitySection } from '@/features/home/components/community-section';
import { FeaturedSection } from '@/features/home/components/featured-section';
import { HeroSection } from '@/features/home/components/hero-section';
import { HowItWorksSection } from '@/features/home/components/how-it-works-section';
import { OwnerRecruitment } from '@/features/home/components/owner-recruitment';
import { SampleProfilesSection } from '@/features/home/components/sample-profiles-section';
import { SecurePaymentsSection } from '@/features/home/components/secure-payments-section';
import { TypeCards } from '@/features/home/components/type-cards';
import { WorldMapSection } from '@/features/map/components/world-map-section';
import { HomeSearchForm } from '@/features/search/components/home-search-form';

/** Home (spec document 1): hero and search, ways in, live figures, featured listings, and the owner pitch. */
export default function HomePage() {
  return (
    <>
      <HeroSection>
        <HomeSearchForm />
      </HeroSection>
      <TypeCards />
      <CatalogueStatsSection />
      <FeaturedSection renderActions={(id) => <FavoriteButton listingId={id} />} />
      {/*
        World map panel: filled by the map engineer with a lazily loaded map (Leaflet must stay out of this
        route's initial JavaScript). Keep the wrapper and its id.
      */}
      <section id="world-map" className="empty:hidden">
        <WorldMapSection />
      </section>
      <OwnerRecruitment />
      <HowItWorksSection />
      <SecurePaymentsSection />
      <CommunitySection />
      <SampleProfilesSection />
    </>
  );
}
