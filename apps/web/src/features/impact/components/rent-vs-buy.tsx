import { useQuery } from '@tanstack/react-query';
import { convertMinor, toCurrencyCode } from '@vira/domain/currencies';
import { EMISSION_FACTORS, impactGroupOf, rentVsBuy, rentVsBuyInputSchema } from '@vira/domain/impact';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/lib/currency';
import { intlLocale } from '@/lib/intl-locale';
import { listingQuery } from '@/lib/queries/listing-queries';

/** A listing number, or a link carrying `?listing=<id>` or `/listings/<id>`. */
function listingIdFrom(text: string): number | null {
  const match = /(?:listing=|listings\/)(\d+)/.exec(text) ?? /^\s*(\d+)\s*$/.exec(text);
  return match ? Number(match[1]) : null;
}

const field = 'w-full rounded-md border border-slate-300 px-3 py-2';

/** Rent-versus-buy for one listing, in pesos, with the impact page's factors. */
export function RentVsBuy() {
  const { t, i18n } = useTranslation('impact');
  const locale = intlLocale(i18n.language);
  const { charged } = useCurrency();
  const id = useId();
  const [reference, setReference] = useState('');
  const [usesPerYear, setUses] = useState('4');
  const [daysPerUse, setDays] = useState('1');
  const [purchase, setPurchase] = useState('');
  const listingId = listingIdFrom(reference);
  const listing = useQuery({ ...listingQuery(listingId ?? 0), enabled: listingId !== null });

  const l = listing.data;
  const category = l?.category ?? 'otros';
  const estimate = EMISSION_FACTORS[impactGroupOf(category)].purchasePriceMxn;
  const pricePerDay = l ? Math.round(convertMinor(l.pricePerDay, toCurrencyCode(l.currency), 'MXN') * 100) : 0;
  const input = {
    pricePerDay,
    usesPerYear: Number(usesPerYear),
    daysPerUse: Number(daysPerUse),
    purchasePrice: purchase.trim() === '' ? undefined : Math.round(Number(purchase) * 100),
    category,
  };
  const valid = l !== undefined && rentVsBuyInputSchema.safeParse(input).success;
  const result = valid ? rentVsBuy(input) : null;
  const mxn = (cents: number) => charged(cents, 'MXN');
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl border border-slate-200 p-4">
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {t('calculator.title')}
      </h2>
      <p className="text-slate-600">{t('calculator.intro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="space-y-1 sm:col-span-2">
          <span className="block text-sm font-medium">{t('calculator.listing')}</span>
          <input className={field} value={reference} onChange={(e) => setReference(e.target.value)} inputMode="url" />
        </label>
        <label className="space-y-1">
          <span className="block text-sm font-medium">{t('calculator.uses')}</span>
          <input
            className={field}
            type="number"
            min={1}
            max={365}
            value={usesPerYear}
            onChange={(e) => setUses(e.target.value)}
          />
        </label>
        <label className="space-y-1">
          <span className="block text-sm font-medium">{t('calculator.days')}</span>
          <input
            className={field}
            type="number"
            min={1}
            max={365}
            value={daysPerUse}
            onChange={(e) => setDays(e.target.value)}
          />
        </label>
        <label className="space-y-1 sm:col-span-2">
          <span className="block text-sm font-medium">{t('calculator.purchase')}</span>
          <input
            className={field}
            type="number"
            min={1}
            value={purchase}
            placeholder={String(estimate / 100)}
            onChange={(e) => setPurchase(e.target.value)}
          />
          <span className="block text-xs text-slate-500">{t('calculator.estimate', { amount: mxn(estimate) })}</span>
        </label>
      </div>
      {listingId !== null && listing.isError ? <p role="alert">{t('calculator.notFound')}</p> : null}
      {listingId === null && reference.trim() !== '' ? <p role="alert">{t('calculator.badReference')}</p> : null}
      {l && !valid ? <p role="alert">{t('calculator.bounds')}</p> : null}
      {l && result ? (
        <div className="space-y-2" aria-live="polite">
          <p className="font-medium">{t('calculator.for', { title: l.title, price: mxn(pricePerDay) })}</p>
          <dl className="grid gap-2 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-600">{t('calculator.breakEven')}</dt>
              <dd className="text-xl font-bold">{t('calculator.daysValue', { n: result.breakEvenDays })}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t('calculator.yearly')}</dt>
              <dd className="text-xl font-bold">{mxn(result.rentingPerYear)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t('calculator.emissions')}</dt>
              <dd>
                {t('calculator.emissionsValue', {
                  buy: number.format(result.buyingKgCo2e),
                  rent: number.format(result.rentingKgCo2e),
                })}
              </dd>
            </div>
          </dl>
          <p className="rounded-md bg-emerald-50 p-3 text-emerald-900">
            {result.cheaper === 'rent'
              ? t('calculator.rentWins', { years: number.format(result.breakEvenYears ?? 0) })
              : t('calculator.buyWins')}
          </p>
        </div>
      ) : null}
    </section>
  );
}
