import { SectionPage } from '../layout/section-page';

export default function OrderTrackingPage() {
  return <SectionPage id="order-tracking" />;
}
