import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { useNearbyRequests } from '../api/aid-api';

/** Under one of the person's general offers: the open requests it could help, most urgent first. */
export function NearbyRequests({ offerId }: { offerId: string }) {
  const { t } = useTranslation('humanitarian');
  const nearby = useNearbyRequests(offerId);
  const items = nearby.data?.items ?? [];
  if (nearby.isPending) return null;
  return (
    <section className="mt-2 rounded-md bg-slate-50 p-2" data-testid="aid-nearby-requests">
      <h3 className="text-sm font-semibold">{t('nearby.requests')}</h3>
      {items.length === 0 ? (
        <p className="text-xs text-slate-600">{t('nearby.noRequests')}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {items.map((r) => (
            <li key={r.id} className="flex flex-wrap items-baseline gap-x-2">
              <Link className="text-brand-700 underline" to={`/humanitarian/${r.id}`}>
                {r.title}
              </Link>
              <span className="text-xs text-slate-600">
                {t(`urgency.${r.urgency}`)}
                {r.distanceKm !== null && ` · ${t('nearby.distance', { km: r.distanceKm })}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
