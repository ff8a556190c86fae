import { SectionPage } from '../layout/section-page';

export default function FinancialEducationPage() {
  return <SectionPage id="financial-education" />;
}
