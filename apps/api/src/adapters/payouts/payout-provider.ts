/** Where one owner is paid, as stored in payout_accounts. */
export interface PayoutDestination {
  clabe: string | null;
  holderName: string | null;
  stripeAccountId: string | null;
}

export interface TransferInput {
  destination: PayoutDestination;
  currency: string;
  /** Integer minor units. */
  amount: number;
  /** Same bookings, same key: a retried job never pays twice at the provider either. */
  idempotencyKey: string;
  description: string;
}

/** Pays owners: the sandbox (nothing moves) or Stripe Connect Express. */
export interface PayoutProvider {
  readonly name: 'sandbox' | 'stripe';
  transfer(input: TransferInput): Promise<{ reference: string }>;
}

/** Stripe Connect: creating the owner's Express account and the link where they finish onboarding. */
export interface ConnectOnboarding {
  createAccount(input: { email: string; userId: string }): Promise<{ accountId: string }>;
  onboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }>;
  /** Whether Stripe lets us send money to the account yet. */
  isReady(accountId: string): Promise<boolean>;
}
