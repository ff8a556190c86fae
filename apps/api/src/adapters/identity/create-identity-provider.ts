import { ConfigError, type Env } from '../../config/env';
import type { IdentityProvider } from './identity-provider';
import { SandboxIdentityProvider } from './sandbox-identity';
import { StripeIdentityProvider } from './stripe-identity';

/** `sandbox` (default): Vira's admins review; `stripe`: Stripe Identity with STRIPE_SECRET_KEY and its own webhook secret. */
export function createIdentityProvider(env: Env): IdentityProvider {
  if (env.VERIFICATION_PROVIDER === 'sandbox') return new SandboxIdentityProvider();
  const need = (value: string | undefined, name: string) => {
    if (!value)
      throw new ConfigError(`VERIFICATION_PROVIDER=stripe needs ${name}; set it or use VERIFICATION_PROVIDER=sandbox.`);
    return value;
  };
  return new StripeIdentityProvider(
    need(env.STRIPE_SECRET_KEY, 'STRIPE_SECRET_KEY'),
    need(env.STRIPE_IDENTITY_WEBHOOK_SECRET, 'STRIPE_IDENTITY_WEBHOOK_SECRET'),
  );
}

