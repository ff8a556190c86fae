import type { OwnerListing } from '@vira/domain/listing-editor';
import { EyeIcon, MapPinIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ServicePreviewDetails } from './service-preview';
import { useCurrency } from '@/lib/currency';

/** The real listing dialog for a draft (only its owner can open it), and how to close it. */
export type ListingPreview = (props: { listingId: number; onClose: () => void }) => ReactNode;

/**
 * What renters will see: a summary of cover, title, price, place, description and rules, and the listing dialog
 * itself (the one search opens) showing the draft before it goes live.
 */
export function PreviewStep({
  listing,
  onPublish,
  publishing,
  listingPreview,
}: {
  listing: OwnerListing;
  onPublish: () => void;
  publishing: boolean;
  listingPreview?: ListingPreview;
}) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('publish');
  // The price the owner sets, in the listing's own currency, as renters will be charged it.
  const { charged } = useCurrency();
  const money = (minor: number) => charged(minor, listing.currency);
  const cover = listing.images[0];
  return (
    <div className="space-y-4">
      <article
        className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
        data-testid="publish-preview"
      >
        {cover && <img src={`${cover.url}?w=768`} alt={cover.alt} className="aspect-[16/9] w-full object-cover" />}
        <div className="space-y-2 p-4">
          <h2 className="text-xl font-bold">{listing.title}</h2>
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <MapPinIcon aria-hidden className="size-4" />
            {listing.location}
          </p>
          {listing.type === 'service' ? (
            <ServicePreviewDetails listing={listing} money={money} />
          ) : (
            <>
              <p className="text-lg font-semibold text-brand-700">
                {t('preview.perDay', { price: money(listing.pricePerDay) })}
              </p>
              <p className="whitespace-pre-line text-sm text-slate-700">{listing.description}</p>
              <ul className="grid gap-1 text-sm text-slate-600 sm:grid-cols-2">
                <li>{t('preview.deposit', { amount: money(listing.deposit) })}</li>
                <li>{t('preview.days', { min: listing.minDays, max: listing.maxDays ?? '∞' })}</li>
                {listing.weeklyDiscountPct > 0 && <li>{t('preview.weekly', { pct: listing.weeklyDiscountPct })}</li>}
                {listing.monthlyDiscountPct > 0 && <li>{t('preview.monthly', { pct: listing.monthlyDiscountPct })}</li>}
                <li>{t(`policies.${listing.cancellationPolicy}`)}</li>
                {listing.instantBooking && <li>{t('pricing.instantBooking')}</li>}
              </ul>
            </>
          )}
        </div>
      </article>
      {listingPreview && (
        <Button type="button" variant="outline" onClick={() => setOpen(true)}>
          <EyeIcon aria-hidden />
          {t('preview.asRenters')}
        </Button>
      )}
      {open && listingPreview?.({ listingId: listing.id, onClose: () => setOpen(false) })}
      {listing.status === 'draft' && (
        <div className="flex justify-end">
          <Button type="button" size="lg" onClick={onPublish} disabled={publishing}>
            {publishing && <Spinner />}
            {t('publish')}
          </Button>
        </div>
      )}
    </div>
  );
}
