import Stripe from 'stripe';
import type { ConnectOnboarding, PayoutProvider, TransferInput } from './payout-provider';

/** Stripe Connect Express (official SDK): owners onboard on Stripe's pages, payouts are transfers to them. */
export class StripePayouts implements PayoutProvider, ConnectOnboarding {
  readonly name = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {}

  async transfer(input: TransferInput): Promise<{ reference: string }> {
    if (!input.destination.stripeAccountId) throw new Error('owner has no Stripe account');
    const transfer = await this.stripe.transfers.create(
      {
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        destination: input.destination.stripeAccountId,
        description: input.description,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { reference: transfer.id };
  }

  async createAccount(input: { email: string; userId: string }): Promise<{ accountId: string }> {
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        country: 'MX',
        email: input.email,
        capabilities: { transfers: { requested: true } },
        metadata: { user_id: input.userId },
      },
      { idempotencyKey: `vira-connect-${input.userId}` },
    );
    return { accountId: account.id };
  }

  async onboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }> {
    const link = await this.stripe.accountLinks.create({
      account: input.accountId,
      type: 'account_onboarding',
      return_url: input.returnUrl,
      refresh_url: input.refreshUrl,
    });
    return { url: link.url };
  }

  async isReady(accountId: string): Promise<boolean> {
    const account = await this.stripe.accounts.retrieve(accountId);
    return account.payouts_enabled === true;
  }
}
