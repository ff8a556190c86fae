import { SectionPage } from '../layout/section-page';

export default function InvoicesPage() {
  return <SectionPage id="invoices" />;
}
