import { SectionPage } from '../layout/section-page';

export default function InternationalShippingPage() {
  return <SectionPage id="international-shipping" />;
}
