import { useTranslation } from 'react-i18next';
import { useNearbyOffers } from '../api/aid-api';

/**
 * On a request's page, for its author and the verifiers: open general offers whose reach includes it, nearest
 * first. Their authors were told about the request; the offer's place is a name and a distance, never a position.
 */
export function NearbyOffers({ requestId }: { requestId: string }) {
  const { t } = useTranslation('humanitarian');
  const nearby = useNearbyOffers(requestId, true);
  if (nearby.isPending) return null;
  const items = nearby.data?.items ?? [];
  return (
    <section data-testid="aid-nearby-offers">
      <h2 className="text-lg font-semibold">{t('nearby.offers')}</h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('nearby.noOffers')}</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {items.map((o) => (
            <li key={o.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              <div className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium">{t(`offer.types.${o.type}`)}</span>
                <span className="text-slate-600">{o.author.fullName ?? t('detail.someone')}</span>
                <span className="text-xs text-slate-600">{t('nearby.distance', { km: o.distanceKm })}</span>
              </div>
              <p className="text-xs text-slate-600">
                {o.aidTypes.map((a) => t(`aidTypes.${a}`)).join(', ')}
                {o.placeName && ` · ${o.placeName}`}
              </p>
              {o.details && <p className="mt-1 whitespace-pre-line">{o.details}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
