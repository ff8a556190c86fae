import { SectionPage } from '../layout/section-page';

export default function HowItWorksPage() {
  return <SectionPage id="how-it-works" />;
}
