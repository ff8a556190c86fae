import type { CurrencyCode } from '@vira/domain/currencies';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/lib/currency';
import { cn } from '@/lib/cn';

/** A daily price converted to the person's currency, e.g. '$29.41/día'. */
export function ListingPrice({
  pricePerDay,
  currency,
  className,
}: {
  /** Minor units of `currency`. */
  pricePerDay: number;
  currency: string;
  className?: string;
}) {
  const { t } = useTranslation('listing-card');
  const { format } = useCurrency();
  return (
    <span data-testid="listing-price" className={cn('font-semibold text-slate-900', className)}>
      {format(pricePerDay, currency as CurrencyCode)}
      <span className="text-sm font-normal text-slate-500">{t('perDay')}</span>
    </span>
  );
}
