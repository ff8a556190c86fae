import { SectionPage } from '../layout/section-page';

export default function TermsPage() {
  return <SectionPage id="terms" />;
}
