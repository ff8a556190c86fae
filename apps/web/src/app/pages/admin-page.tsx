import { useQuery } from '@tanstack/react-query';
import { AdminView } from '@/features/admin/components/admin-view';
import { MessageReportsPanel } from '@/features/chat/components/message-reports-panel';
import { SupportInboxPanel } from '@/features/chat/components/support-inbox-panel';
import { CredentialsReviewPanel } from '@/features/credentials/components/credentials-review-panel';
import { VerificationReviewPanel } from '@/features/verification/components/verification-review-panel';
import { VerifiersPanel } from '@/features/humanitarian/components/verifiers-panel';
import { CommunityReportsPanel } from '@/features/community/components/community-reports-panel';
import { DisputesPanel } from '@/features/rentals/components/disputes-panel';
import { LedgerPanel } from '@/features/ledger/components/ledger-panel';
import { TenderImportPanel } from '@/features/tenders/components/tender-import-panel';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { accountRolesQuery } from '@/lib/queries/account-role-queries';
import NotFoundPage from './not-found-page';

/** Admins only: everyone else (guests included) sees the not-found page, as the admin API answers 404. */
export default function AdminPage() {
  const { user, loading } = useAuth();
  const roles = useQuery(accountRolesQuery(user !== null));
  if (loading || (user && roles.isPending)) return <Spinner />;
  if (!roles.data?.isAdmin) return <NotFoundPage />;
  return (
    <>
      <AdminView />
      <SupportInboxPanel />
      <DisputesPanel />
      <LedgerPanel />
      <MessageReportsPanel />
      <VerificationReviewPanel />
      <CredentialsReviewPanel />
      <VerifiersPanel />
      <CommunityReportsPanel />
      <TenderImportPanel />
    </>
  );
}
