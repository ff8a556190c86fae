import { useParams } from 'react-router';
import { SandboxPaymentView } from '@/features/payments/components/sandbox-payment-view';

export default function SandboxPayPage() {
  const { transactionId = '' } = useParams();
  return <SandboxPaymentView transactionId={transactionId} />;
}
