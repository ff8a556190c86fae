import { DashboardView } from '@/features/account/components/dashboard-view';
import { EarningsCard } from '@/features/owner-dashboard/components/earnings-card';
import { MyListings } from '@/features/owner-dashboard/components/my-listings';
import { PayoutsCard } from '@/features/owner-dashboard/components/payouts-card';
import { ViraStatus } from '@/features/owner-dashboard/components/vira-status';

/** The person's summary, then the owner's home: Vira status, listings, earnings and payouts. */
export default function DashboardPage() {
  return (
    <>
      <DashboardView />
      <div className="mx-auto max-w-5xl space-y-6 px-4 pb-10">
        <ViraStatus />
        <MyListings />
        <EarningsCard />
        <PayoutsCard />
      </div>
    </>
  );
}
