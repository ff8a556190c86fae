import { SectionPage } from '../layout/section-page';

export default function DashboardPage() {
  return <SectionPage id="dashboard" />;
}
