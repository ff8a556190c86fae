import { LOAN_PURPOSES, type LoanInput } from '@vira/domain/microcredit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useApplyForLoan } from '../api/microcredits-api';

/** Sends the simulated terms to the partner institution, with the person's consent. */
export function LoanApplicationForm({ terms }: { terms: LoanInput }) {
  const { t } = useTranslation('microcredits');
  const apply = useApplyForLoan();
  const [purpose, setPurpose] = useState<(typeof LOAN_PURPOSES)[number]>('buy_items_to_rent');
  const [income, setIncome] = useState('');
  const [consent, setConsent] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply.mutate(
      { ...terms, purpose, monthlyIncome: Math.round(Number(income || 0) * 100), consent: consent as true },
      {
        onSuccess: () => toast.success(t('apply.sent')),
        onError: (error) => toast.error(error instanceof Error && error.message ? error.message : t('apply.error')),
      },
    );
  };
  return (
    <section aria-labelledby="apply-title" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="apply-title" className="text-xl font-semibold">
        {t('apply.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('apply.intro')}</p>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor="loan-purpose">{t('apply.purpose')}</Label>
          <select
            id="loan-purpose"
            className={`${fieldClasses} h-10`}
            value={purpose}
            onChange={(e) => setPurpose(e.target.value as (typeof LOAN_PURPOSES)[number])}
          >
            {LOAN_PURPOSES.map((p) => (
              <option key={p} value={p}>
                {t(`purposes.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="loan-income">{t('apply.income')}</Label>
          <Input
            id="loan-income"
            type="number"
            min={0}
            step={100}
            required
            value={income}
            onChange={(e) => setIncome(e.target.value)}
          />
        </div>
        <label className="flex items-start gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            className="mt-1 size-4"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
          />
          <span>{t('apply.consent')}</span>
        </label>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={apply.isPending}>
            {t('apply.submit')}
          </Button>
        </div>
      </form>
      <p className="text-xs text-slate-600">{t('apply.sandboxRules')}</p>
    </section>
  );
}
