import { zodResolver } from '@hookform/resolvers/zod';
import { LOAN_PURPOSES, loanApplicationInputSchema, type LoanInput } from '@vira/domain/microcredit';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { fieldProblem } from '@/components/ui/field-problem';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useApplyForLoan } from '../api/microcredits-api';

/** The server's own rules for what the person adds to the terms; the income is typed in pesos, sent in cents. */
const shape = loanApplicationInputSchema.shape;
const applicationFormSchema = z.object({
  purpose: shape.purpose,
  monthlyIncome: z
    .string()
    .trim()
    .min(1)
    .transform((pesos) => Math.round(Number(pesos) * 100))
    .pipe(shape.monthlyIncome),
  // A checkbox is true or false; only true goes through.
  consent: z.boolean().pipe(shape.consent),
});
type Values = z.input<typeof applicationFormSchema>;
type Parsed = z.output<typeof applicationFormSchema>;

/** Sends the simulated terms to the partner institution, with the person's consent. */
export function LoanApplicationForm({ terms }: { terms: LoanInput }) {
  const { t } = useTranslation('microcredits');
  const apply = useApplyForLoan();
  const { register, handleSubmit, formState } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: { purpose: 'buy_items_to_rent', monthlyIncome: '', consent: false },
  });
  const errors = formState.errors;
  const submit = (values: Parsed) =>
    apply.mutateAsync({ ...terms, ...values }).then(
      () => toast.success(t('apply.sent')),
      (error: unknown) => toast.error(error instanceof Error && error.message ? error.message : t('apply.error')),
    );
  const income = fieldProblem('loan-income', errors.monthlyIncome, t('apply.errors.income'));
  const consent = fieldProblem('loan-consent', errors.consent, t('apply.errors.consent'));
  return (
    <section aria-labelledby="apply-title" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="apply-title" className="text-xl font-semibold">
        {t('apply.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('apply.intro')}</p>
      <form onSubmit={(e) => void handleSubmit(submit)(e)} className="grid gap-3 sm:grid-cols-2" noValidate>
        <div className="space-y-1">
          <Label htmlFor="loan-purpose">{t('apply.purpose')}</Label>
          <select id="loan-purpose" className={`${fieldClasses} h-10`} {...register('purpose')}>
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
            {...income.field}
            {...register('monthlyIncome')}
          />
          {income.message}
        </div>
        <div className="space-y-1 sm:col-span-2">
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1 size-4" {...consent.field} {...register('consent')} />
            <span>{t('apply.consent')}</span>
          </label>
          {consent.message}
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={apply.isPending || formState.isSubmitting}>
            {t('apply.submit')}
          </Button>
        </div>
      </form>
      <p className="text-xs text-slate-600">{t('apply.sandboxRules')}</p>
    </section>
  );
}
