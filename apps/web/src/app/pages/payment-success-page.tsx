import { PaymentOutcome } from '@/features/checkout/components/payment-outcome';

export default function PaymentSuccessPage() {
  return <PaymentOutcome outcome="success" />;
}
