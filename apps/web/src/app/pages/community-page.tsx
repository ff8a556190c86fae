import { SectionPage } from '../layout/section-page';

export default function CommunityPage() {
  return <SectionPage id="community" />;
}
