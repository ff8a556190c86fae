import { z } from 'zod';

/**
 * Loan simulation for /microcredits. Vira does not lend (Ley Fintech: lending between members of the public
 * through a platform needs CNBV authorisation); this shows what a partner's loan would cost and forwards an
 * application. Money is in cents (MXN), like every other amount in the app.
 */
export const LOAN_LIMITS = {
  amountMin: 1_000_00,
  amountMax: 300_000_00,
  termMin: 3,
  termMax: 60,
  rateMax: 150,
  openingFeeMax: 10,
  monthlyFeeMax: 1_000_00,
} as const;
/**
 * Vira's affordability rule, whatever the partner's own: the monthly payments of every loan asked for through
 * Vira that is open (sent, in review) or active (approved and not yet past its term), with the new one, may take
 * at most this share of the person's income (declared plus rental).
 */
export const MAX_PAYMENT_TO_INCOME = 0.35;

/** IVA on interest and fees in Mexico (16 %); shown in the table, left out of the CAT as Banxico's rules say. */
export const IVA_RATE = 0.16;

export const loanInputSchema = z.object({
  amount: z.number().int().min(LOAN_LIMITS.amountMin).max(LOAN_LIMITS.amountMax),
  termMonths: z.number().int().min(LOAN_LIMITS.termMin).max(LOAN_LIMITS.termMax),
  /** Nominal yearly rate in percent, compounded monthly (the way Mexican loan contracts state it). */
  annualRate: z.number().min(0).max(LOAN_LIMITS.rateMax),
  /** Opening fee in percent of the amount, paid at disbursement. */
  openingFeePercent: z.number().min(0).max(LOAN_LIMITS.openingFeeMax).default(0),
  /** A fixed fee charged with every instalment, in cents. */
  monthlyFee: z.number().int().min(0).max(LOAN_LIMITS.monthlyFeeMax).default(0),
});
export type LoanInput = z.input<typeof loanInputSchema>;

export interface AmortizationRow {
  month: number;
  /** Interest + principal: the fixed instalment (the last one absorbs rounding). */
  instalment: number;
  interest: number;
  principal: number;
  fee: number;
  /** IVA on the interest and the fee. */
  vat: number;
  /** What the person pays that month. */
  total: number;
  balance: number;
}

export interface LoanSimulation {
  rows: AmortizationRow[];
  openingFee: number;
  /** The amount minus the opening fee: what reaches the person. */
  netDisbursed: number;
  totalInterest: number;
  totalVat: number;
  totalFees: number;
  totalPaid: number;
  /** Costo Anual Total in percent, one decimal, without IVA (Banxico Circular 21/2009). */
  cat: number;
}

/** Fixed instalment of a French (level-payment) loan, in cents before rounding. */
function levelInstalment(principal: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

export function simulateLoan(raw: LoanInput): LoanSimulation {
  const input = loanInputSchema.parse(raw);
  const monthlyRate = input.annualRate / 100 / 12;
  const instalment = Math.round(levelInstalment(input.amount, monthlyRate, input.termMonths));
  const rows: AmortizationRow[] = [];
  let balance = input.amount;
  for (let month = 1; month <= input.termMonths; month++) {
    const interest = Math.round(balance * monthlyRate);
    const last = month === input.termMonths;
    const principal = last ? balance : Math.min(balance, instalment - interest);
    const vat = Math.round((interest + input.monthlyFee) * IVA_RATE);
    balance -= principal;
    rows.push({
      month,
      instalment: principal + interest,
      interest,
      principal,
      fee: input.monthlyFee,
      vat,
      total: principal + interest + input.monthlyFee + vat,
      balance,
    });
  }
  const openingFee = Math.round((input.amount * input.openingFeePercent) / 100);
  const sum = (pick: (r: AmortizationRow) => number) => rows.reduce((s, r) => s + pick(r), 0);
  return {
    rows,
    openingFee,
    netDisbursed: input.amount - openingFee,
    totalInterest: sum((r) => r.interest),
    totalVat: sum((r) => r.vat),
    totalFees: openingFee + sum((r) => r.fee),
    totalPaid: sum((r) => r.total) + openingFee,
    cat: costoAnualTotal(
      input.amount - openingFee,
      rows.map((r) => r.instalment + r.fee),
    ),
  };
}

/**
 * Banxico's CAT: the yearly rate i at which what the person receives equals what they pay, each discounted by
 * (1 + i)^t with t in years (Circular 21/2009, as CONDUSEF publishes it). Monthly payments give t = k / 12, so
 * i = (1 + m)^12 − 1 for the monthly rate m that solves the cash flows; found by bisection. Percent, one decimal.
 */
export function costoAnualTotal(received: number, payments: readonly number[]): number {
  const presentValue = (m: number) => payments.reduce((s, p, k) => s + p / (1 + m) ** (k + 1), 0);
  let low = 0;
  let high = 1;
  // Payments adding up to less than was received mean a negative cost; the simulator never produces that.
  if (presentValue(0) <= received) return 0;
  while (presentValue(high) > received) high *= 2;
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > received) low = mid;
    else high = mid;
  }
  const monthly = (low + high) / 2;
  return Math.round(((1 + monthly) ** 12 - 1) * 1000) / 10;
}

// Applications to the partner institution.

export const LOAN_STATUSES = ['submitted', 'in_review', 'approved', 'rejected', 'withdrawn'] as const;
export const loanStatusSchema = z.enum(LOAN_STATUSES);
export type LoanStatus = z.infer<typeof loanStatusSchema>;

export const LOAN_PURPOSES = ['buy_items_to_rent', 'repair_items', 'working_capital', 'other'] as const;

export const loanApplicationInputSchema = loanInputSchema.extend({
  purpose: z.enum(LOAN_PURPOSES),
  /** What the person earns a month apart from Vira, in cents, declared by them. */
  monthlyIncome: z.number().int().min(0).max(10_000_000_00),
  consent: z.literal(true),
});
export type LoanApplicationInput = z.input<typeof loanApplicationInputSchema>;
export type LoanApplicationData = z.output<typeof loanApplicationInputSchema>;

export const loanApplicationSchema = z.object({
  id: z.string(),
  partner: z.string(),
  amount: z.number().int(),
  termMonths: z.number().int(),
  annualRate: z.number(),
  cat: z.number(),
  instalment: z.number().int(),
  purpose: z.enum(LOAN_PURPOSES),
  status: loanStatusSchema,
  /** The partner's reason, in the words of its documented rules. */
  decisionCode: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type LoanApplication = z.infer<typeof loanApplicationSchema>;
export const loanApplicationListSchema = z.object({ applications: z.array(loanApplicationSchema) });

export const rentalIncomeSchema = z.object({
  /** Average net monthly earnings of the person's listings over the last 6 months, in cents (MXN). */
  monthlyAverage: z.number().int().nonnegative(),
  activeListings: z.number().int().nonnegative(),
  months: z.number().int().positive(),
});
export type RentalIncome = z.infer<typeof rentalIncomeSchema>;
