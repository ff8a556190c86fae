import { toCurrencyCode } from '@vira/domain/currencies';
import type { LineQuote } from '@vira/domain/pricing';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/lib/currency';

/**
 * The breakdown of one rental (same pricing module as the server, which charges it). The rental line shows the
 * days and its total, not a unit price: a converted, rounded unit price times the days would not add up.
 */
export function RentalQuote({ quote, currency }: { quote: LineQuote; currency: string }) {
  const { t } = useTranslation('booking');
  const { format } = useCurrency();
  const money = (minor: number) => format(minor, toCurrencyCode(currency));
  return (
    <dl className="grid grid-cols-2 gap-y-1 rounded-md bg-slate-50 p-3 text-sm" data-testid="rental-quote">
      {/* The full daily price × days, then the owner's discount as its own line: the lines add up to the total. */}
      <dt>{t('quote.rental', { count: quote.days })}</dt>
      <dd className="text-end">{money(quote.itemCost + (quote.discount?.amount ?? 0))}</dd>
      {quote.discount && (
        <>
          <dt>{t(`quote.discount.${quote.discount.kind}`)}</dt>
          <dd className="text-end text-green-700" data-testid="quote-discount">
            −{money(quote.discount.amount)}
          </dd>
        </>
      )}
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
