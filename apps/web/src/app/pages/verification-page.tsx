import { VerificationView } from '@/features/verification/components/verification-view';

/** /verification: the person's identity verification (issue 38). */
export default function VerificationPage() {
  return <VerificationView />;
}
