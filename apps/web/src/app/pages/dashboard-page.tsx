import { DashboardView } from '@/features/account/components/dashboard-view';

export default function DashboardPage() {
  return <DashboardView />;
}
