import Stripe from 'stripe';
import type { Env } from '../../config/env';
import { ConfigError } from '../../config/env';
import { SandboxPayouts } from './sandbox-payouts';
import { StripePayouts } from './stripe-payouts';

/** `sandbox` (default: CLABE with check digit, no money moves) or Stripe Connect Express with STRIPE_SECRET_KEY. */
export function createPayouts(env: Env): SandboxPayouts | StripePayouts {
  if (env.PAYOUTS_PROVIDER === 'sandbox') return new SandboxPayouts();
  if (!env.STRIPE_SECRET_KEY)
    throw new ConfigError('PAYOUTS_PROVIDER=stripe needs STRIPE_SECRET_KEY; set it or use PAYOUTS_PROVIDER=sandbox.');
  return new StripePayouts(new Stripe(env.STRIPE_SECRET_KEY));
}
