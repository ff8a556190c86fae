import { SectionPage } from '../layout/section-page';

export default function PaymentSuccessPage() {
  return <SectionPage id="payment-success" />;
}
