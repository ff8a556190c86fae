import type { CurrencyCode } from '@vira/domain/currencies';
import type { Listing } from '@vira/domain/listing';
import { BookOpenIcon, CheckIcon, HeadsetIcon, PackageIcon, ShieldCheckIcon, StoreIcon, TruckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/lib/currency';

type FactsListing = Pick<
  Listing,
  | 'type'
  | 'homeDelivery'
  | 'deliveryCost'
  | 'publicPickup'
  | 'hasInsurance'
  | 'currency'
  | 'condition'
  | 'modelYear'
  | 'owner'
>;

/** What comes with the rental; each line only when it applies to this listing. */
export function IncludedItems({ listing }: { listing: FactsListing }) {
  const { t } = useTranslation('listing');
  const { format } = useCurrency();
  const currency = listing.currency as CurrencyCode;
  const items: { key: string; icon: ReactNode; text: string }[] = [];
  if (listing.type === 'product') {
    items.push({ key: 'manual', icon: <BookOpenIcon aria-hidden />, text: t('included.manual') });
    items.push({ key: 'accessories', icon: <PackageIcon aria-hidden />, text: t('included.accessories') });
  }
  if (listing.homeDelivery) {
    items.push({
      key: 'delivery',
      icon: <TruckIcon aria-hidden />,
      text:
        listing.deliveryCost === 0
          ? t('included.freeDelivery')
          : t('included.paidDelivery', { price: format(listing.deliveryCost, currency) }),
    });
  }
  if (listing.publicPickup)
    items.push({ key: 'pickup', icon: <StoreIcon aria-hidden />, text: t('included.publicPickup') });
  if (listing.hasInsurance)
    items.push({ key: 'insurance', icon: <ShieldCheckIcon aria-hidden />, text: t('included.insurance') });
  // Verified providers commit to helping during the rental.
  if (listing.owner.isVira)
    items.push({ key: 'support', icon: <HeadsetIcon aria-hidden />, text: t('included.support') });
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="included-title" className="flex flex-col gap-2">
      <h3 id="included-title" className="font-semibold">
        {t('included.title')}
      </h3>
      <ul className="grid gap-2 sm:grid-cols-2" data-testid="included-items">
        {items.map((item) => (
          <li
            key={item.key}
            className="flex items-center gap-2 text-sm text-slate-700 [&_svg]:size-4 [&_svg]:text-brand-600"
          >
            {item.icon}
            {item.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Condition, age and model year from the listing's own fields. */
export function AdditionalDetails({ listing }: { listing: FactsListing }) {
  const { t } = useTranslation('listing');
  // A person's service has no condition or model year; its hours and credentials show instead.
  if (listing.type === 'service') return null;
  const rows: { label: string; value: string }[] = [
    { label: t('details.condition'), value: t(`condition.${listing.condition}`) },
  ];
  if (listing.modelYear) {
    const age = Math.max(0, new Date().getFullYear() - listing.modelYear);
    rows.push({
      label: t('details.age'),
      value: age === 0 ? t('details.ageNew') : t(age === 1 ? 'details.ageOne' : 'details.ageOther', { count: age }),
    });
    rows.push({ label: t('details.model'), value: String(listing.modelYear) });
  }
  return (
    <section aria-labelledby="details-title" className="flex flex-col gap-2">
      <h3 id="details-title" className="font-semibold">
        {t('details.title')}
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3" data-testid="additional-details">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-col">
            <dt className="text-slate-500">{row.label}</dt>
            <dd className="flex items-center gap-1 font-medium text-slate-900">
              <CheckIcon className="size-3 text-brand-600" aria-hidden />
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
