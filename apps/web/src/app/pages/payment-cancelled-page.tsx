import { SectionPage } from '../layout/section-page';

export default function PaymentCancelledPage() {
  return <SectionPage id="payment-cancelled" />;
}
