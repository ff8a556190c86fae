import { DashboardView } from '@/features/account/components/dashboard-view';
import { EarningsCard } from '@/features/owner-dashboard/components/earnings-card';
import { MyListings } from '@/features/owner-dashboard/components/my-listings';
import { ViraStatus } from '@/features/owner-dashboard/components/vira-status';

/** The person's summary, then the owner's home: Vira status, listings and earnings. */
export default function DashboardPage() {
  return (
    <>
      <DashboardView />
      <div className="mx-auto max-w-5xl space-y-6 px-4 pb-10">
        <ViraStatus />
        <MyListings />
        <EarningsCard />
      </div>
    </>
  );
}
