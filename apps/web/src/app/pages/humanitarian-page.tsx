import { SectionPage } from '../layout/section-page';

export default function HumanitarianPage() {
  return <SectionPage id="humanitarian" />;
}
