import { CheckoutView } from '@/features/checkout/components/checkout-view';

/** Guarded in the router: guests go to /login first. */
export default function CheckoutPage() {
  return <CheckoutView />;
}
