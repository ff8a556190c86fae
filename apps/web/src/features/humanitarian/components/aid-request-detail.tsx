import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, BadgeCheckIcon, HandHeartIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { useDisplayTimeZone } from '@/lib/use-in-browser';
import { useTabTitle } from '@/lib/use-tab-title';
import { aidDetailQuery } from '@/lib/queries/aid-queries';
import { useConfirmRequest } from '../api/aid-api';
import { OfferCard } from './offer-card';
import { NearbyOffers } from './nearby-offers';
import { OfferFormDialog } from './offer-form-dialog';
import { RequestFormDialog } from './request-form-dialog';
import { ReviewActions } from './review-actions';
import type { PlacePickerSlot, PointsMapSlot } from './slots';
import { URGENCY_BADGE, URGENCY_COLOR } from './urgency-style';

/** /humanitarian/:id — the need, what is covered and missing, the offers, and what the viewer may do. */
export function AidRequestDetail({
  id,
  placePicker,
  map,
}: {
  id: string;
  placePicker: PlacePickerSlot;
  map: PointsMapSlot;
}) {
  const { t, i18n } = useTranslation('humanitarian');
  const { user } = useAuth();
  const request = useQuery(aidDetailQuery(id));
  const confirm = useConfirmRequest();
  const [offering, setOffering] = useState(false);
  const [editing, setEditing] = useState(false);
  const zone = useDisplayTimeZone();
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium', timeZone: zone(iso) });
  useTabTitle(request.data?.title);

  if (request.isPending) return <Spinner />;
  if (request.isError || !request.data)
    return (
      <section className="mx-auto max-w-3xl px-4 py-12">
        <p role="alert">{t('detail.notFound')}</p>
        <Link className="mt-4 inline-block text-brand-700 underline" to="/humanitarian">
          {t('detail.back')}
        </Link>
      </section>
    );
  const r = request.data;
  const canOffer = r.status === 'published' && !r.viewer.isAuthor;

  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-6" data-testid="aid-request-detail">
      <Link className="inline-flex items-center gap-1 text-sm text-brand-700" to="/humanitarian">
        <ArrowLeftIcon aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('detail.back')}
      </Link>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className={cn('rounded-md px-2 py-0.5 text-xs font-semibold', URGENCY_BADGE[r.urgency])}>
            {t(`urgency.${r.urgency}`)}
          </span>
          {r.status === 'published' && r.verifiedAt && (
            <Badge variant="success" data-testid="aid-verified">
              <BadgeCheckIcon aria-hidden />
              {t('verified')} · {date(r.verifiedAt)}
            </Badge>
          )}
          {r.status !== 'published' && <Badge variant="secondary">{t(`status.${r.status}`)}</Badge>}
          {r.stale && <Badge variant="warning">{t('status.stale')}</Badge>}
          {r.aidTypes.map((type) => (
            <Badge key={type} variant="secondary">
              {t(`aidTypes.${type}`)}
            </Badge>
          ))}
        </div>
        <h1 className="text-2xl font-bold">{r.title}</h1>
        <p className="text-sm text-slate-600">
          {t('detail.postedBy', { name: r.organisation || r.author.fullName || t('detail.someone') })} · {r.placeName}
          {r.region && `, ${r.region}`}
        </p>
        {r.stale && <p className="text-sm text-amber-800">{t('staleNote')}</p>}
        {r.status === 'under_review' && <p className="text-sm text-slate-700">{t('detail.underReviewNote')}</p>}
        {r.status === 'rejected' && r.rejectionReason && (
          <p className="text-sm text-red-700">{t('detail.rejectedBecause', { reason: r.rejectionReason })}</p>
        )}
      </header>

      <div className="flex flex-wrap gap-2">
        {canOffer && (
          <Button onClick={() => (user ? setOffering(true) : toast.error(t('signInToAsk')))}>
            <HandHeartIcon aria-hidden />
            {t('offerHelp')}
          </Button>
        )}
        {r.viewer.isAuthor && (
          <>
            <Button
              variant="outline"
              onClick={() =>
                void confirm
                  .mutateAsync(r.id)
                  .then(() => toast.success(t('detail.confirmed')))
                  .catch((e: unknown) => toast.error(e instanceof ApiError ? e.message : t('offer.sendError')))
              }
            >
              {t('detail.confirm')}
            </Button>
            <Button variant="outline" onClick={() => setEditing(true)}>
              {t('detail.edit')}
            </Button>
          </>
        )}
        {r.viewer.canVerify && r.status === 'under_review' && <ReviewActions id={r.id} />}
      </div>

      <div className="grid gap-4 md:grid-cols-[1fr_18rem]">
        <p className="whitespace-pre-line">{r.description}</p>
        <div className="h-48 overflow-hidden rounded-lg" aria-label={t('form.place')} role="region">
          {map({
            points: [{ id: r.id, lat: r.lat, lng: r.lng, label: r.placeName, color: URGENCY_COLOR[r.urgency] }],
            onSelect: () => undefined,
            onBox: () => undefined,
            center: { lat: r.lat, lng: r.lng },
            zoom: 11,
          })}
        </div>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">{t('detail.affected')}</dt>
          <dd className="font-semibold">{r.peopleAffected}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('detail.neededUntil')}</dt>
          <dd className="font-semibold">{date(r.neededUntil)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('detail.contact')}</dt>
          <dd className="font-semibold">{t(`contactPreference.${r.contactPreference}`)}</dd>
        </div>
      </dl>

      <section>
        <h2 className="text-lg font-semibold">{t('detail.items')}</h2>
        {r.items.length === 0 ? (
          <p className="text-sm text-slate-600">{t('detail.noItems')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="mt-2 w-full text-sm" data-testid="aid-coverage">
              <thead>
                <tr className="text-start text-slate-500">
                  <th scope="col" className="py-1 text-start font-medium">
                    {t('form.itemName')}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t('detail.requested')}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t('detail.coveredCol')}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t('detail.deliveredCol')}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t('detail.missing')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {r.items.map((item) => (
                  <tr key={item.id} className="border-t border-slate-100" data-testid="aid-item">
                    <td className="py-2">
                      {item.name}
                      <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100">
                        <div
                          className="h-full bg-emerald-500"
                          style={{ width: `${Math.min(100, (100 * item.covered) / item.quantity)}%` }}
                        />
                      </div>
                      {item.offered > 0 && (
                        <p className="mt-1 text-xs text-slate-600">
                          {t('detail.offeredNote', { quantity: item.offered, unit: item.unit })}
                        </p>
                      )}
                    </td>
                    <td className="py-2 text-end">
                      {item.quantity} {item.unit}
                    </td>
                    <td className="py-2 text-end" data-testid="aid-item-covered">
                      {item.covered}
                    </td>
                    <td className="py-2 text-end" data-testid="aid-item-delivered">
                      {item.delivered}
                    </td>
                    <td className="py-2 text-end font-semibold" data-testid="aid-item-missing">
                      {item.missing}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="mt-2 text-sm text-slate-700">{t('list.covered', { percent: r.coveragePercent })}</p>
      </section>

      {(r.viewer.isAuthor || r.viewer.canVerify) && r.status === 'published' && <NearbyOffers requestId={r.id} />}

      <section>
        <h2 className="text-lg font-semibold">{t('detail.offers')}</h2>
        <p className="text-sm text-slate-600">{t('detail.offersCount', { count: r.offerCount })}</p>
        {r.offers.length > 0 && (
          <ul className="mt-2 space-y-2">
            {r.offers.map((offer) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                viewerId={user?.id ?? null}
                isRequester={r.viewer.isAuthor}
                request={r}
              />
            ))}
          </ul>
        )}
      </section>

      {canOffer && <OfferFormDialog open={offering} onOpenChange={setOffering} request={r} />}
      {r.viewer.isAuthor && editing && (
        <RequestFormDialog open={editing} onOpenChange={setEditing} placePicker={placePicker} request={r} />
      )}
    </section>
  );
}
