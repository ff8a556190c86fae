import { useQuery } from '@tanstack/react-query';
import type { LoanStatus } from '@vira/domain/microcredit';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { loanApplicationsQuery } from '@/lib/queries/microcredit-queries';
import { useWithdrawLoan } from '../api/microcredits-api';
import { useMxn } from './money';
import { intlLocale } from '@/lib/intl-locale';

const BADGE: Record<LoanStatus, 'secondary' | 'warning' | 'success' | 'destructive' | 'outline'> = {
  submitted: 'secondary',
  in_review: 'warning',
  approved: 'success',
  rejected: 'destructive',
  withdrawn: 'outline',
};
const KNOWN_CODES = ['meets_rules', 'payment_to_income', 'needs_listing'] as const;

export function LoanApplications() {
  const { t, i18n } = useTranslation('microcredits');
  const mxn = useMxn();
  const applications = useQuery(loanApplicationsQuery());
  const withdraw = useWithdrawLoan();
  const items = applications.data?.applications ?? [];
  if (items.length === 0) return null;
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });
  return (
    <section aria-labelledby="applications-title" className="space-y-3">
      <h2 id="applications-title" className="text-xl font-semibold">
        {t('applications.title')}
      </h2>
      <ul className="space-y-2">
        {items.map((a) => (
          <li
            key={a.id}
            className="space-y-1 rounded-lg border border-slate-200 bg-white p-3"
            data-testid="loan-application"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{mxn(a.amount)}</span>
              <span className="text-sm text-slate-600">
                {t('applications.terms', { months: a.termMonths, cat: a.cat.toFixed(1) })}
              </span>
              <Badge variant={BADGE[a.status]}>{t(`status.${a.status}`)}</Badge>
            </div>
            <p className="text-sm text-slate-600">
              {t('applications.sent', { date: date.format(new Date(a.createdAt)), partner: a.partner })}
            </p>
            {a.decisionCode && (KNOWN_CODES as readonly string[]).includes(a.decisionCode) && (
              <p className="text-sm">{t(`codes.${a.decisionCode as (typeof KNOWN_CODES)[number]}`)}</p>
            )}
            {(a.status === 'submitted' || a.status === 'in_review') && (
              <Button size="sm" variant="outline" onClick={() => withdraw.mutate(a.id)}>
                {t('applications.withdraw')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
