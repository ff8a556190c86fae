import type { Earnings } from '@vira/domain/earnings';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrency } from '@/lib/currency';
import { formatCalendarDate } from '@/lib/dates';
import { intlLocale } from '@/lib/intl-locale';
import { useEarnings } from '../api/owner-dashboard-api';

// The first five add up (gross − refunded − commission + deposit kept = net); the last three split net.
const COLUMNS = ['gross', 'refunded', 'commission', 'depositKept', 'net', 'pending', 'releasable', 'paid'] as const;
const SUBTRACTED = new Set<string>(['refunded', 'commission']);

/** Per month and per listing, from the server's SQL: gross, the 30 % commission, net, and where the money is. */
export function EarningsCard() {
  return <EarningsView data={useEarnings().data} />;
}

/** The card itself, for the data it is given. */
export function EarningsView({ data }: { data: Earnings | undefined }) {
  const { t, i18n } = useTranslation('owner');
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(intlLocale(i18n.language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    );
  // Each row in its own currency; an owner pricing in pesos and dollars reads which is which (decision 035).
  const { charged: money, currency: shown, sum } = useCurrency();
  if (!data || (data.months.length === 0 && data.upcoming.length === 0)) {
    return (
      <Card data-testid="earnings">
        <CardHeader>
          <CardTitle>{t('earnings.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-slate-600">{t('earnings.empty')}</p>
        </CardContent>
      </Card>
    );
  }
  const table = (rows: ((typeof data.months)[number] & { label: string })[], testId: string) => (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId}>
        <thead>
          <tr className="text-xs text-slate-500">
            <th scope="col" className="p-1 text-start" />
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="p-1 text-end">
                {t(`earnings.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.label}-${r.currency}`} className="border-t border-slate-100">
              <th scope="row" className="p-1 text-start font-medium">
                {r.label}
              </th>
              {COLUMNS.map((c) => (
                <td key={c} className="p-1 text-end whitespace-nowrap">
                  {SUBTRACTED.has(c) && r[c] > 0 ? `−${money(r[c], r.currency)}` : money(r[c], r.currency)}
                </td>
              ))}
            </tr>
          ))}
          {new Set(rows.map((r) => r.currency)).size > 1 && (
            // Several currencies: one approximate total in the person's currency, at the static rates.
            <tr className="border-t-2 border-slate-200 font-semibold" data-testid={`${testId}-total`}>
              <th scope="row" className="p-1 text-start">
                {t('earnings.totalIn', { currency: shown })}
              </th>
              {COLUMNS.map((c) => (
                <td key={c} className="p-1 text-end whitespace-nowrap">
                  ≈ {sum(rows.map((r) => ({ amount: r[c], currency: r.currency })))}
                </td>
              ))}
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
  return (
    <Card data-testid="earnings">
      <CardHeader>
        <CardTitle>{t('earnings.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <h3 className="font-semibold">{t('earnings.byMonth')}</h3>
        {table(
          data.months.map((m) => ({ ...m, label: monthName(m.month) })),
          'earnings-months',
        )}
        <h3 className="font-semibold">{t('earnings.byListing')}</h3>
        {table(
          data.listings.map((l) => ({ ...l, month: '', label: l.title })),
          'earnings-listings',
        )}
        <h3 className="font-semibold">{t('earnings.upcoming')}</h3>
        {data.upcoming.length === 0 ? (
          <p className="text-sm text-slate-600">{t('earnings.noUpcoming')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {data.upcoming.map((u) => (
              <li key={`${u.bookingId}-${u.kind}`}>
                {formatCalendarDate(u.date, i18n.language)} · {t(`earnings.${u.kind}`)} · {u.title}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
