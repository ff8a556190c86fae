import { SectionPage } from '../layout/section-page';

export default function RequestsPage() {
  return <SectionPage id="requests" />;
}
