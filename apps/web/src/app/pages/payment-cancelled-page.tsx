import { PaymentOutcome } from '@/features/checkout/components/payment-outcome';

export default function PaymentCancelledPage() {
  return <PaymentOutcome outcome="cancelled" />;
}
