import { CartView } from '@/features/cart/components/cart-view';

export default function CartPage() {
  return <CartView />;
}
