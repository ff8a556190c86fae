import type { OwnerListing } from '@vira/domain/listing-editor';
import { CopyIcon, PauseIcon, PencilIcon, PlayIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Link } from '@/lib/localized-link';
import { toast } from '@/lib/toast';
import { formatDateRange } from '@/lib/dates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import {
  useListingAction,
  useMyListings,
  useVerifiedRentersRule,
  type ListingAction,
} from '../api/owner-dashboard-api';
import { Checkbox } from '@/components/ui/checkbox';
import { useCurrency } from '@/lib/currency';

const STATUS_VARIANT = { live: 'success', paused: 'warning', draft: 'secondary' } as const;

/** The owner's listings and drafts with what they can do to each. */
export function MyListings() {
  const { t, i18n } = useTranslation('owner');
  const listings = useMyListings();
  const act = useListingAction();
  const rule = useVerifiedRentersRule();
  const navigate = useNavigate();
  // The owner's own price, in the listing's currency: what renters will be charged.
  const { charged } = useCurrency();
  const money = (l: OwnerListing) => charged(l.pricePerDay, l.currency);

  function run(listing: OwnerListing, action: ListingAction) {
    if (
      action === 'delete' &&
      !window.confirm(t('listings.confirmDelete', { title: listing.title || t('listings.untitled') }))
    )
      return;
    act.mutate(
      { id: listing.id, action },
      {
        onSuccess: (result) => {
          toast.success(t(`listings.done.${action}`));
          if (action === 'duplicate' && result) void navigate(`/publish?draft=${result.id}&step=details`);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  }

  return (
    <Card data-testid="my-listings">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{t('listings.title')}</CardTitle>
        <Button asChild size="sm">
          <Link to="/publish">{t('listings.new')}</Link>
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        {listings.isPending && <Spinner />}
        {listings.data?.length === 0 && <p className="text-sm text-slate-600">{t('listings.empty')}</p>}
        <ul className="divide-y divide-slate-100">
          {listings.data?.map((l) => (
            <li key={l.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center" data-testid="my-listing">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                {l.images[0] ? (
                  <img src={`${l.images[0].url}?w=480`} alt="" className="size-16 shrink-0 rounded-md object-cover" />
                ) : (
                  <div className="size-16 shrink-0 rounded-md bg-slate-100" />
                )}
                <div className="min-w-0">
                  <p className="truncate font-semibold">{l.title || t('listings.untitled')}</p>
                  <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                    <Badge variant={l.hiddenAt ? 'destructive' : STATUS_VARIANT[l.status]}>
                      {l.hiddenAt ? t('listings.status.hidden') : t(`listings.status.${l.status}`)}
                    </Badge>
                    {l.pricePerDay > 0 && <span>{t('listings.perDay', { price: money(l) })}</span>}
                    {/* No reviews yet: no rating (null) rather than 0.0. */}
                    {l.rating !== null && (
                      <span className="flex items-center gap-0.5">
                        <StarIcon aria-hidden className="size-3 text-amber-500" />
                        {l.rating.toFixed(1)}
                      </span>
                    )}
                    {l.nextBooking && (
                      <span>
                        {t('listings.next', {
                          range: formatDateRange(l.nextBooking.startDate, l.nextBooking.endDate, i18n.language),
                        })}
                      </span>
                    )}
                  </div>
                  <label className="flex items-center gap-2 text-xs text-slate-700">
                    <Checkbox
                      checked={l.requiresVerifiedRenter}
                      disabled={rule.isPending}
                      onCheckedChange={(checked) =>
                        rule.mutate(
                          { id: l.id, required: checked === true },
                          {
                            onSuccess: () => toast.success(t('listings.verifiedOnlySaved')),
                            onError: (error) => toast.error(error.message),
                          },
                        )
                      }
                      aria-label={t('listings.verifiedOnlyLabel', { title: l.title || t('listings.untitled') })}
                    />
                    {t('listings.verifiedOnly')}
                  </label>
                  {l.hiddenReason && (
                    <p className="text-xs text-red-700">{t('listings.hiddenBecause', { reason: l.hiddenReason })}</p>
                  )}
                </div>
              </div>
              <div className="flex flex-wrap gap-1">
                <Button asChild size="sm" variant="outline">
                  <Link
                    to={`/publish?draft=${l.id}&step=details`}
                    aria-label={t('listings.editLabel', { title: l.title })}
                  >
                    <PencilIcon aria-hidden />
                    {t('listings.edit')}
                  </Link>
                </Button>
                {l.status === 'live' && (
                  <Button size="sm" variant="outline" onClick={() => run(l, 'pause')}>
                    <PauseIcon aria-hidden />
                    {t('listings.pause')}
                  </Button>
                )}
                {l.status === 'paused' && (
                  <Button size="sm" variant="outline" onClick={() => run(l, 'resume')}>
                    <PlayIcon aria-hidden />
                    {t('listings.resume')}
                  </Button>
                )}
                <Button size="sm" variant="outline" onClick={() => run(l, 'duplicate')}>
                  <CopyIcon aria-hidden />
                  {t('listings.duplicate')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => run(l, 'delete')}
                  aria-label={t('listings.deleteLabel', { title: l.title })}
                >
                  <Trash2Icon aria-hidden />
                  {t('listings.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
