import { SectionPage } from '../layout/section-page';

export default function CartPage() {
  return <SectionPage id="cart" />;
}
