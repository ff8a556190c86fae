import { CooperativesView } from '@/features/cooperatives/components/cooperatives-view';

export default function CooperativesPage() {
  return <CooperativesView />;
}
