import { SectionPage } from '../layout/section-page';

export default function CooperativesPage() {
  return <SectionPage id="cooperatives" />;
}
