import type { AppDeps } from '../../app-deps';
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

const built = new WeakMap<AppDeps, IdentityProvider>();

/** Hands the app a provider built elsewhere (start-up, or a test pointing Stripe's SDK at a local server). */
export function useIdentityProvider(deps: AppDeps, provider: IdentityProvider): void {
  built.set(deps, provider);
}

/** The app's verification provider, built once per app from its configuration. */
export function identityProviderFor(deps: AppDeps): IdentityProvider {
  let provider = built.get(deps);
  if (!provider) {
    provider = createIdentityProvider(deps.env);
    built.set(deps, provider);
  }
  return provider;
}
