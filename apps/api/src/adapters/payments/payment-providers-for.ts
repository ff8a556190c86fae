import type { AppDeps } from '../../app-deps';
import { createPaymentProviders, type PaymentProviders } from './payment-providers';

const built = new WeakMap<AppDeps, PaymentProviders>();

/** The app's payment providers, built once per app from its configuration. */
export function paymentProvidersFor(deps: AppDeps): PaymentProviders {
  let providers = built.get(deps);
  if (!providers) {
    providers = createPaymentProviders(deps.env);
    built.set(deps, providers);
  }
  return providers;
}
