import { createHash } from 'node:crypto';
import type { PayoutAccount, PayoutAccountInput, PayoutOverview } from '@vira/domain/payouts';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import type { SessionUser } from '../../../http/context';
import { localize } from '../../../i18n/localized';
import { splitPooledEarnings } from '../../cooperatives';
import { postPayout } from '../ledger/ledger.service';
import { defineRecurringJob, scheduleRecurringJobs } from '../../jobs';
import { formatMoney, notify } from '../../notifications';
import { payoutMessages } from './payouts.messages';
import {
  findPayoutAccount,
  insertPayout,
  listPayouts,
  lockReleasable,
  payableOwners,
  releasableByCurrency,
  savePayoutAccount,
  type PayoutAccountRow,
} from './payouts.repository';

const DAILY_JOB = 'payouts.daily';
/** The daily run's hour, UTC (04:00 in Mexico City): after the night's automatic returns and completions. */
const RUN_HOUR_UTC = 10;

function toAccount(row: PayoutAccountRow): PayoutAccount {
  return {
    provider: row.provider,
    clabeLast4: row.clabe ? row.clabe.slice(-4) : null,
    holderName: row.holderName,
    status: row.status,
  };
}

export async function payoutOverview(deps: AppDeps, user: SessionUser): Promise<PayoutOverview> {
  const { db } = deps.database;
  let account = await findPayoutAccount(db, user.id);
  const provider = deps.adapters.payouts;
  // Back from Stripe's onboarding: the account becomes active once Stripe allows payouts to it.
  if (account?.status === 'pending' && account.stripeAccountId && provider.name === 'stripe') {
    if (await provider.isReady(account.stripeAccountId))
      account = await savePayoutAccount(db, user.id, {
        provider: 'stripe',
        clabe: null,
        holderName: null,
        stripeAccountId: account.stripeAccountId,
        status: 'active',
      });
  }
  await splitPooledEarnings(db);
  const [waiting, payouts] = await Promise.all([releasableByCurrency(db, user.id), listPayouts(db, user.id)]);
  return {
    account: account ? toAccount(account) : null,
    onboardingAvailable: provider.name === 'stripe',
    waiting,
    payouts,
  };
}

/** The sandbox's account: a CLABE whose check digit the domain schema already verified, and its holder. */
export async function connectSandboxAccount(deps: AppDeps, user: SessionUser, input: PayoutAccountInput) {
  if (deps.adapters.payouts.name !== 'sandbox')
    throw new AppError(409, 'use_stripe_onboarding', payoutMessages.stripeOnly);
  const row = await savePayoutAccount(deps.database.db, user.id, {
    provider: 'sandbox',
    clabe: input.clabe,
    holderName: input.holderName,
    stripeAccountId: null,
    status: 'active',
  });
  return toAccount(row);
}

/** Stripe Connect Express: creates the owner's account once and answers the onboarding page to go to. */
export async function startStripeOnboarding(deps: AppDeps, user: SessionUser): Promise<{ url: string }> {
  const provider = deps.adapters.payouts;
  if (provider.name !== 'stripe') throw new AppError(409, 'use_clabe', payoutMessages.sandboxOnly);
  const { db } = deps.database;
  let account = await findPayoutAccount(db, user.id);
  if (!account?.stripeAccountId) {
    const { accountId } = await provider.createAccount({ email: user.email, userId: user.id });
    account = await savePayoutAccount(db, user.id, {
      provider: 'stripe',
      clabe: null,
      holderName: null,
      stripeAccountId: accountId,
      status: 'pending',
    });
  }
  const back = new URL('/dashboard?payouts=connected', deps.env.PUBLIC_URL).toString();
  return provider.onboardingLink({ accountId: account.stripeAccountId!, returnUrl: back, refreshUrl: back });
}

/**
 * Pays every owner (and every member owed a share of a cooperative's pooled earnings) with an active account
 * what is releasable, one payout per person and currency. Each payout is
 * one transaction: the bookings are locked, recorded as paid and transferred with a key derived from them, so
 * running this twice (or on two instances) pays each booking once.
 */
export async function runPayouts(deps: AppDeps): Promise<number> {
  const provider = deps.adapters.payouts;
  const { env } = deps;
  // The sandbox moves no money: in production it would mark earnings as paid that nobody received.
  if (
    provider.name === 'sandbox' &&
    env.NODE_ENV === 'production' &&
    !env.E2E &&
    !env.ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION
  ) {
    deps.logger.warn('payouts skipped: PAYOUTS_PROVIDER is sandbox in production; set PAYOUTS_PROVIDER=stripe');
    return 0;
  }
  await splitPooledEarnings(deps.database.db);
  let made = 0;
  for (const { ownerId, currency } of await payableOwners(deps.database.db)) {
    const paid = await deps.database.db.transaction(async (tx) => {
      const account = await findPayoutAccount(tx, ownerId);
      if (account?.status !== 'active') return false;
      const bookings = await lockReleasable(tx, ownerId, currency);
      if (bookings.length === 0) return false;
      const amount = bookings.reduce((sum, b) => sum + b.ownerEarnings, 0);
      const key = createHash('sha256')
        .update(bookings.map((b) => b.id).join(','))
        .digest('hex');
      const { reference } = await provider.transfer({
        destination: account,
        currency,
        amount,
        idempotencyKey: `vira-payout-${key}`,
        description: localize(payoutMessages.payoutDescription, 'es', { count: bookings.length }),
      });
      const payoutId = await insertPayout(
        tx,
        { ownerId, currency, amount, provider: provider.name, reference },
        bookings.map((b) => ({ bookingId: b.id, amount: b.ownerEarnings })),
      );
      await postPayout(tx, payoutId);
      // Told with the payout, in the bell and by e-mail (WhatsApp where verified): a payout that stands is told,
      // once, and one whose notice cannot be written does not stand (the next run pays it with the same key).
      await notify(
        deps,
        {
          userId: ownerId,
          type: 'payment',
          template: 'payout_sent',
          params: { amount: formatMoney(amount, currency), count: bookings.length },
          path: '/dashboard',
          dedupeKey: `payout:${payoutId}`,
        },
        tx,
      );
      return true;
    });
    if (paid) made += 1;
  }
  return made;
}

/** The daily payout run, at RUN_HOUR_UTC. */
export const payoutRuns = defineRecurringJob(
  DAILY_JOB,
  { everyHours: 24, offsetMinutes: RUN_HOUR_UTC * 60 },
  async (deps) => {
    const made = await runPayouts(deps);
    deps.logger.info({ payouts: made }, 'daily payouts');
  },
);

/** Schedules the next daily run (tests; main.ts starts it with the other recurring jobs). */
export const schedulePayouts = (deps: AppDeps, after?: Date) => scheduleRecurringJobs(deps, [payoutRuns], after);
