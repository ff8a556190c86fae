import { SectionPage } from '../layout/section-page';

export default function SafetyPage() {
  return <SectionPage id="safety" />;
}
