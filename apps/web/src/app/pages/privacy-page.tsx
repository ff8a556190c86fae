import { SectionPage } from '../layout/section-page';

export default function PrivacyPage() {
  return <SectionPage id="privacy" />;
}
