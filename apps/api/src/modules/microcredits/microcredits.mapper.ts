import { LOAN_PURPOSES, type LoanApplication } from '@vira/domain/microcredit';
import type { ApplicationRow } from './microcredits.repository';

export function toApplication(row: ApplicationRow): LoanApplication {
  return {
    id: row.id,
    partner: row.partner,
    amount: row.amount,
    termMonths: row.termMonths,
    annualRate: row.annualRate,
    cat: row.cat,
    instalment: row.instalment,
    purpose: (LOAN_PURPOSES as readonly string[]).includes(row.purpose)
      ? (row.purpose as LoanApplication['purpose'])
      : 'other',
    status: row.status,
    decisionCode: row.decisionCode,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
