import { toCurrencyCode } from '@vira/domain/currencies';
import type { LineQuote } from '@vira/domain/pricing';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/lib/currency';

/** The breakdown of one rental (same pricing module as the server, which charges it). */
export function RentalQuote({
  quote,
  currency,
  pricePerDay,
}: {
  quote: LineQuote;
  currency: string;
  pricePerDay: number;
}) {
  const { t } = useTranslation('booking');
  const { format } = useCurrency();
  const money = (minor: number) => format(minor, toCurrencyCode(currency));
  return (
    <dl className="grid grid-cols-2 gap-y-1 rounded-md bg-slate-50 p-3 text-sm" data-testid="rental-quote">
      <dt>{t('quote.rental', { count: quote.days, price: money(pricePerDay) })}</dt>
      <dd className="text-end">{money(quote.itemCost)}</dd>
      {quote.insuranceCost > 0 && (
        <>
          <dt>{t('quote.insurance')}</dt>
          <dd className="text-end">{money(quote.insuranceCost)}</dd>
        </>
      )}
      {quote.deliveryCost > 0 && (
        <>
          <dt>{t('quote.delivery')}</dt>
          <dd className="text-end">{money(quote.deliveryCost)}</dd>
        </>
      )}
      <dt>{t('quote.deposit')}</dt>
      <dd className="text-end">{money(quote.deposit)}</dd>
      <dt className="font-semibold">{t('quote.total')}</dt>
      <dd className="text-end font-semibold">{money(quote.total)}</dd>
    </dl>
  );
}
