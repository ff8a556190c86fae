import { SectionPage } from '../layout/section-page';

export default function CheckoutPage() {
  return <SectionPage id="checkout" />;
}
