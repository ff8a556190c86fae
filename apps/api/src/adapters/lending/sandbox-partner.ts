import type { LendingPartner, LoanDecision, LoanRequest } from './lending-partner';

/** The sandbox's documented limits; the /microcredits page states them. */
export const SANDBOX_RULES = {
  /** The monthly payment may take at most this share of income (declared + rental). */
  maxPaymentToIncome: 0.35,
  /** Above this amount (cents) the applicant needs at least one live listing on Vira. */
  listingRequiredAbove: 50_000_00,
} as const;

/**
 * The default partner: decides at once by fixed, documented rules, so the whole flow can be tried without a
 * real institution. It never moves money.
 *   1. amount above 50,000 MXN and no live listing → rejected `needs_listing`;
 *   2. payment above 35 % of (declared income + rental income) → rejected `payment_to_income`;
 *   3. otherwise → approved `meets_rules`.
 */
export function createSandboxPartner(): LendingPartner {
  return {
    name: 'sandbox',
    async submit(request: LoanRequest): Promise<LoanDecision> {
      const externalId = `sbx_${request.applicationId.replace(/-/g, '').slice(0, 16)}`;
      const income = request.monthlyIncome + request.rentalIncome;
      const decide = (status: LoanDecision['status'], code: string): LoanDecision => ({
        externalId,
        status,
        code,
        raw: { partner: 'sandbox', status, code, income, payment: request.monthlyPayment },
      });
      if (request.amount > SANDBOX_RULES.listingRequiredAbove && request.activeListings === 0)
        return decide('rejected', 'needs_listing');
      if (request.monthlyPayment > income * SANDBOX_RULES.maxPaymentToIncome)
        return decide('rejected', 'payment_to_income');
      return decide('approved', 'meets_rules');
    },
  };
}
