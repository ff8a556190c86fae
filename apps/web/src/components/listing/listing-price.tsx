import type { CurrencyCode } from '@vira/domain/currencies';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/lib/currency';
import { cn } from '@/lib/cn';

/**
 * A listing's price converted to the person's currency, e.g. '$29.41/día'; a service hired by the hour shows its
 * hourly price first ('$18.00/hora · $120.00/día', or the hourly price alone when it has no daily one).
 */
export function ListingPrice({
  pricePerDay,
  pricePerHour = null,
  currency,
  className,
}: {
  /** Minor units of `currency`. */
  pricePerDay: number;
  /** Minor units of `currency`; null for what is not hired by the hour. */
  pricePerHour?: number | null;
  currency: string;
  className?: string;
}) {
  const { t } = useTranslation('listing-card');
  const { format } = useCurrency();
  const hourly = pricePerHour !== null && pricePerHour > 0;
  const daily = pricePerDay > 0 || !hourly;
  return (
    <span data-testid="listing-price" className={cn('font-semibold text-slate-900', className)}>
      {hourly && (
        <span data-testid="listing-price-hour">
          {format(pricePerHour, currency as CurrencyCode)}
          <span className="text-sm font-normal text-slate-500">{t('perHour')}</span>
        </span>
      )}
      {hourly && daily && <span className="text-sm font-normal text-slate-500"> · </span>}
      {daily && (
        <>
          {format(pricePerDay, currency as CurrencyCode)}
          <span className="text-sm font-normal text-slate-500">{t('perDay')}</span>
        </>
      )}
    </span>
  );
}
