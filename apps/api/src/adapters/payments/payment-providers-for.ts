import type { AppDeps } from '../../app-deps';
import { createPaymentProviders, type PaymentProviders } from './payment-providers';

const built = new WeakMap<AppDeps, PaymentProviders>();

/**
 * Start-up builds them before it opens the database (bootstrap.ts), so a payment configuration it refuses stops the
 * start before a fresh data directory is created and seeded; then it hands them to the app here.
 */
export function usePaymentProviders(deps: AppDeps, providers: PaymentProviders): void {
  built.set(deps, providers);
}

/** The app's payment providers, built once per app from its configuration. */
export function paymentProvidersFor(deps: AppDeps): PaymentProviders {
  let providers = built.get(deps);
  if (!providers) {
    providers = createPaymentProviders(deps.env);
    built.set(deps, providers);
  }
  return providers;
}
