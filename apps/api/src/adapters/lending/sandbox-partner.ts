import { MAX_PAYMENT_TO_INCOME } from '@vira/domain/microcredit';
import type { LendingPartner, LoanDecision, LoanRequest } from './lending-partner';

/** The sandbox's documented limits; the /microcredits page states them. */
export const SANDBOX_RULES = {
  /** All monthly payments through Vira may take at most this share of income (declared + rental). */
  maxPaymentToIncome: MAX_PAYMENT_TO_INCOME,
  /** Above this amount (cents) the applicant needs at least one live listing on Vira. */
  listingRequiredAbove: 50_000_00,
} as const;

function externalIdOf(request: LoanRequest): string {
  return `sbx_${request.applicationId.replace(/-/g, '').slice(0, 16)}`;
}

function decide(request: LoanRequest, status: LoanDecision['status'], code: string): LoanDecision {
  const income = request.monthlyIncome + request.rentalIncome;
  return {
    externalId: externalIdOf(request),
    status,
    code,
    raw: {
      partner: 'sandbox',
      status,
      code,
      income,
      payment: request.monthlyPayment,
      otherPayments: request.otherMonthlyPayments,
    },
  };
}

/**
 * The default partner. Like a real institution it takes an application in review and answers later (Vira asks
 * again after `reviewSeconds`, a minute unless configured, through a job), so a person has one open application at a time for that while
 * and cannot stack approvals faster than they are decided. It decides by fixed, documented rules and never
 * moves money:
 *   1. amount above 50,000 MXN and no live listing → rejected `needs_listing`;
 *   2. this payment plus the person's other open or active Vira loans above 35 % of (declared income + rental
 *      income) → rejected `payment_to_income`;
 *   3. otherwise → approved `meets_rules`.
 */
export function createSandboxPartner(reviewSeconds = 60): LendingPartner {
  return {
    name: 'sandbox',
    reviewSeconds,
    async submit(request: LoanRequest): Promise<LoanDecision> {
      return decide(request, 'in_review', 'in_review');
    },
    async check(_externalId: string, request: LoanRequest): Promise<LoanDecision> {
      const income = request.monthlyIncome + request.rentalIncome;
      if (request.amount > SANDBOX_RULES.listingRequiredAbove && request.activeListings === 0)
        return decide(request, 'rejected', 'needs_listing');
      if (request.monthlyPayment + request.otherMonthlyPayments > income * SANDBOX_RULES.maxPaymentToIncome)
        return decide(request, 'rejected', 'payment_to_income');
      return decide(request, 'approved', 'meets_rules');
    },
  };
}
