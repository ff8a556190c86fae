import { TendersView } from '@/features/tenders/components/tenders-view';

export default function GovernmentContractsPage() {
  return <TendersView />;
}
