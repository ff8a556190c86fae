import type { AidRequestSummary } from '@vira/domain/aid';
import { aidRequestPath } from '@vira/domain/public-addresses';
import { BadgeCheckIcon, MapPinIcon, UsersIcon } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useDisplayTimeZone } from '@/lib/use-in-browser';
import { URGENCY_BADGE } from './urgency-style';

/** Kept while its request is the same object: the list renders again when the session arrives, the cards need not. */
export const AidRequestCard = memo(function AidRequestCard({ request }: { request: AidRequestSummary }) {
  const { t } = useTranslation('humanitarian');
  return (
    <li>
      <Link
        to={aidRequestPath(request.id, request.title)}
        className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-500"
        data-testid="aid-request-card"
      >
        <div className="flex flex-wrap items-center gap-2">
          <span className={cn('rounded-md px-2 py-0.5 text-xs font-semibold', URGENCY_BADGE[request.urgency])}>
            {t(`urgency.${request.urgency}`)}
          </span>
          {request.status === 'published' && !request.stale && (
            <Badge variant="success">
              <BadgeCheckIcon aria-hidden />
              {t('verified')}
            </Badge>
          )}
          {request.stale && <Badge variant="warning">{t('status.stale')}</Badge>}
          {request.status !== 'published' && <Badge variant="secondary">{t(`status.${request.status}`)}</Badge>}
          {request.sample && <Badge variant="outline">{t('list.sample')}</Badge>}
        </div>
        <h2 className="mt-2 font-semibold">{request.title}</h2>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <MapPinIcon aria-hidden className="size-4" />
            {request.placeName}
            {request.distanceKm !== null && ` · ${t('list.away', { km: request.distanceKm })}`}
          </span>
          <span className="inline-flex items-center gap-1">
            <UsersIcon aria-hidden className="size-4" />
            {t('list.people', { count: request.peopleAffected })}
          </span>
          <NeededUntil iso={request.neededUntil} />
        </p>
        <p className="mt-2 flex flex-wrap gap-1">
          {request.aidTypes.map((type) => (
            <Badge key={type} variant="secondary">
              {t(`aidTypes.${type}`)}
            </Badge>
          ))}
        </p>
        <div className="mt-3">
          {/* The sentence below says what the bar shows. */}
          <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden>
            <div className="h-full bg-emerald-500" style={{ width: `${request.coveragePercent}%` }} />
          </div>
          <p className="mt-1 text-xs text-slate-600">{t('list.covered', { percent: request.coveragePercent })}</p>
        </div>
      </Link>
    </li>
  );
});

/**
 * The date, in the server's zone until the app has taken the page over (decision 044), so hydration finds the same
 * text. Apart from the card: when the zone changes, only this renders again, not the twenty cards.
 */
function NeededUntil({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation('humanitarian');
  const zone = useDisplayTimeZone();
  const date = new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium', timeZone: zone(iso) });
  return <span>{t('list.until', { date })}</span>;
}
