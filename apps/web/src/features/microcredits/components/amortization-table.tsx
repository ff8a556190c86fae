import type { LoanSimulation } from '@vira/domain/microcredit';
import { useTranslation } from 'react-i18next';
import { useMxn } from './money';

/** Month by month, with the person's expected rental income beside each payment. */
export function AmortizationTable({ simulation, rentalIncome }: { simulation: LoanSimulation; rentalIncome: number }) {
  const { t } = useTranslation('microcredits');
  const money = useMxn();
  return (
    // Focusable so keyboard users can scroll the table sideways on a narrow screen.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('table.caption')}>
      <table className="w-full min-w-[640px] text-end text-sm tabular-nums">
        <caption className="mb-2 text-start font-medium">{t('table.caption')}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            <th scope="col" className="p-2 text-start">
              {t('table.month')}
            </th>
            <th scope="col" className="p-2">
              {t('table.principal')}
            </th>
            <th scope="col" className="p-2">
              {t('table.interest')}
            </th>
            <th scope="col" className="p-2">
              {t('table.fee')}
            </th>
            <th scope="col" className="p-2">
              {t('table.vat')}
            </th>
            <th scope="col" className="p-2">
              {t('table.total')}
            </th>
            <th scope="col" className="p-2">
              {t('table.balance')}
            </th>
            <th scope="col" className="p-2">
              {t('table.rental')}
            </th>
          </tr>
        </thead>
        <tbody>
          {simulation.rows.map((row) => (
            <tr key={row.month} className="border-t border-slate-100">
              <th scope="row" className="p-2 text-start font-normal">
                {row.month}
              </th>
              <td className="p-2">{money(row.principal)}</td>
              <td className="p-2">{money(row.interest)}</td>
              <td className="p-2">{money(row.fee)}</td>
              <td className="p-2">{money(row.vat)}</td>
              <td className="p-2 font-medium">{money(row.total)}</td>
              <td className="p-2">{money(row.balance)}</td>
              <td className={rentalIncome >= row.total ? 'p-2 text-emerald-700' : 'p-2 text-slate-600'}>
                {money(rentalIncome)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
