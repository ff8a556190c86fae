import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { aidMineQuery } from '@/lib/queries/aid-queries';
import { AidRequestCard } from './aid-request-card';
import { NearbyRequests } from './nearby-requests';
import { OfferCard } from './offer-card';

/** The person's own requests (any status) and offers. */
export function MinePanel() {
  const { t } = useTranslation('humanitarian');
  const { user } = useAuth();
  const mine = useQuery(aidMineQuery(user !== null));
  if (!user) return <p className="text-slate-600">{t('mine.signIn')}</p>;
  if (mine.isPending) return <Spinner />;
  const requests = mine.data?.requests ?? [];
  const offers = mine.data?.offers ?? [];
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="aid-mine">
      <section>
        <h2 className="mb-2 text-lg font-semibold">{t('mine.requests')}</h2>
        {requests.length === 0 ? (
          <p className="text-sm text-slate-600">{t('mine.noRequests')}</p>
        ) : (
          <ul className="grid gap-3">
            {requests.map((r) => (
              <AidRequestCard key={r.id} request={r} />
            ))}
          </ul>
        )}
      </section>
      <section>
        <h2 className="mb-2 text-lg font-semibold">{t('mine.offers')}</h2>
        {offers.length === 0 ? (
          <p className="text-sm text-slate-600">{t('mine.noOffers')}</p>
        ) : (
          <ul className="grid gap-3">
            {offers.map((o) => (
              <OfferCard key={o.id} offer={o} viewerId={user.id} isRequester={false} showRequest>
                {!o.requestId && o.status === 'pending' && <NearbyRequests offerId={o.id} />}
              </OfferCard>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
