import { SectionPage } from '../layout/section-page';

export default function SocialImpactPage() {
  return <SectionPage id="social-impact" />;
}
