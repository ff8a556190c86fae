/** What Vira forwards to a lending partner: the loan asked for and what the person earns, in cents (MXN). */
export interface LoanRequest {
  applicationId: string;
  applicant: { id: string; email: string; name: string | null };
  amount: number;
  termMonths: number;
  annualRate: number;
  cat: number;
  /** The first month's payment with fees and IVA. */
  monthlyPayment: number;
  purpose: string;
  monthlyIncome: number;
  /** Average net monthly earnings of the person's Vira listings. */
  rentalIncome: number;
  activeListings: number;
  /** Monthly payments of the person's other loans through Vira that are open or active. */
  otherMonthlyPayments: number;
}

export interface LoanDecision {
  externalId: string;
  status: 'in_review' | 'approved' | 'rejected';
  /** A stable code the web app words in the person's language (see the sandbox rules). */
  code: string;
  raw: unknown;
}

/** A partner institution authorised to lend (Vira is not). */
export interface LendingPartner {
  readonly name: string;
  /** Seconds after which Vira asks again about an application the partner answered `in_review`. */
  readonly reviewSeconds: number;
  submit(request: LoanRequest): Promise<LoanDecision>;
  /** The partner's current answer about an application it took in review. */
  check(externalId: string, request: LoanRequest): Promise<LoanDecision>;
}
