import { UPCOMING_DAYS, type Earnings } from '@vira/domain/earnings';
import type { AppDb } from '../../../db/client';
import type { SessionUser } from '../../../http/context';
import { earningsByListing, earningsByMonth, upcomingHandovers } from './earnings.repository';

/** Every figure is the owner's account in the ledger, summed in SQL; the client only shows them. */
export async function ownerEarnings(db: AppDb, user: SessionUser): Promise<Earnings> {
  const [months, listings, upcoming] = await Promise.all([
    earningsByMonth(db, user.id),
    earningsByListing(db, user.id),
    upcomingHandovers(db, user.id, UPCOMING_DAYS),
  ]);
  return { months, listings, upcoming };
}
