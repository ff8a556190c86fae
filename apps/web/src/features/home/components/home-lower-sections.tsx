import { CommunitySection } from './community-section';
import { HowItWorksSection } from './how-it-works-section';
import { OwnerRecruitment } from './owner-recruitment';
import { SampleProfilesSection } from './sample-profiles-section';
import { SecurePaymentsSection } from './secure-payments-section';

/** Everything below the map: one chunk the home page loads after its first screen. */
export default function HomeLowerSections() {
  return (
    <>
      <OwnerRecruitment />
      <HowItWorksSection />
      <SecurePaymentsSection />
      <CommunitySection />
      <SampleProfilesSection />
    </>
  );
}
