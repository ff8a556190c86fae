import { useQuery } from '@tanstack/react-query';
import { LOAN_LIMITS, loanInputSchema, simulateLoan } from '@vira/domain/microcredit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { rentalIncomeQuery } from '@/lib/queries/microcredit-queries';
import { AmortizationTable } from './amortization-table';
import { LoanApplicationForm } from './loan-application-form';
import { useMxn } from './money';

export interface LoanTerms {
  amount: string;
  termMonths: string;
  annualRate: string;
  openingFeePercent: string;
  monthlyFee: string;
}

const toInput = (terms: LoanTerms) => ({
  amount: Math.round(Number(terms.amount) * 100),
  termMonths: Number(terms.termMonths),
  annualRate: Number(terms.annualRate),
  openingFeePercent: Number(terms.openingFeePercent || 0),
  monthlyFee: Math.round(Number(terms.monthlyFee || 0) * 100),
});

/** The simulator runs in the browser with the same domain code the server uses to check an application. */
export function LoanSimulator() {
  const { t } = useTranslation('microcredits');
  const mxn = useMxn();
  const income = useQuery(rentalIncomeQuery());
  const [terms, setTerms] = useState<LoanTerms>({
    amount: '20000',
    termMonths: '12',
    annualRate: '36',
    openingFeePercent: '2',
    monthlyFee: '0',
  });
  const parsed = loanInputSchema.safeParse(toInput(terms));
  // Cheap enough to recompute on every keystroke (at most 60 rows).
  const simulation = parsed.success ? simulateLoan(parsed.data) : null;
  const set = (key: keyof LoanTerms) => (e: { target: { value: string } }) =>
    setTerms({ ...terms, [key]: e.target.value });
  const firstPayment = simulation?.rows[0]?.total ?? 0;
  const rental = income.data?.monthlyAverage ?? 0;
  const coverage = firstPayment > 0 ? Math.min(999, Math.round((rental / firstPayment) * 100)) : 0;

  const field = (key: keyof LoanTerms, label: string, props: Record<string, number | string>) => (
    <div className="space-y-1">
      <Label htmlFor={`loan-${key}`}>{label}</Label>
      <Input id={`loan-${key}`} type="number" inputMode="decimal" value={terms[key]} onChange={set(key)} {...props} />
    </div>
  );

  return (
    <div className="space-y-6">
      <section aria-labelledby="simulator-title" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="simulator-title" className="text-xl font-semibold">
          {t('simulator.title')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {field('amount', t('simulator.amount'), {
            min: LOAN_LIMITS.amountMin / 100,
            max: LOAN_LIMITS.amountMax / 100,
            step: 100,
          })}
          {field('termMonths', t('simulator.term'), { min: LOAN_LIMITS.termMin, max: LOAN_LIMITS.termMax, step: 1 })}
          {field('annualRate', t('simulator.rate'), { min: 0, max: LOAN_LIMITS.rateMax, step: 0.1 })}
          {field('openingFeePercent', t('simulator.openingFee'), { min: 0, max: LOAN_LIMITS.openingFeeMax, step: 0.1 })}
          {field('monthlyFee', t('simulator.monthlyFee'), { min: 0, max: LOAN_LIMITS.monthlyFeeMax / 100, step: 1 })}
        </div>
        {!simulation && (
          <p role="alert" className="text-sm text-red-700">
            {t('simulator.bounds', {
              min: mxn(LOAN_LIMITS.amountMin),
              max: mxn(LOAN_LIMITS.amountMax),
              termMin: LOAN_LIMITS.termMin,
              termMax: LOAN_LIMITS.termMax,
            })}
          </p>
        )}
        {simulation && (
          <>
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="loan-summary">
              <div className="rounded-md bg-brand-50 p-3">
                <dt className="text-sm text-slate-600">{t('simulator.cat')}</dt>
                <dd className="text-2xl font-bold">{t('simulator.catValue', { cat: simulation.cat.toFixed(1) })}</dd>
                <dd className="text-xs text-slate-600">{t('simulator.catNote')}</dd>
              </div>
              <div className="rounded-md bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{t('simulator.monthly')}</dt>
                <dd className="text-xl font-semibold">{mxn(firstPayment)}</dd>
              </div>
              <div className="rounded-md bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{t('simulator.received')}</dt>
                <dd className="text-xl font-semibold">{mxn(simulation.netDisbursed)}</dd>
              </div>
              <div className="rounded-md bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{t('simulator.totalPaid')}</dt>
                <dd className="text-xl font-semibold">{mxn(simulation.totalPaid)}</dd>
              </div>
            </dl>
            <div className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm" data-testid="rental-income">
              <p className="font-medium">
                {t('income.title', { amount: mxn(rental), months: income.data?.months ?? 6 })}
              </p>
              <p>
                {rental > 0
                  ? t('income.coverage', { percent: coverage })
                  : t('income.none', { listings: income.data?.activeListings ?? 0 })}
              </p>
            </div>
            <AmortizationTable simulation={simulation} rentalIncome={rental} />
          </>
        )}
      </section>
      {simulation && parsed.success && <LoanApplicationForm terms={parsed.data} />}
    </div>
  );
}
