import { SectionPage } from '../layout/section-page';

export default function HazardousTrackingPage() {
  return <SectionPage id="hazardous-tracking" />;
}
