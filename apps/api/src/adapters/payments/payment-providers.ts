import type { PaymentMethod } from '@vira/domain/checkout';
import type { Env } from '../../config/env';
import { ConfigError } from '../../config/env';
import { MercadoPagoPaymentProvider } from './mercadopago-provider';
import { NowPaymentsProvider } from './nowpayments-provider';
import type { PaymentProvider } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox-provider';
import { StripePaymentProvider } from './stripe-provider';

/** The providers the configuration selects, by method (creating payments) and by name (webhooks). */
export interface PaymentProviders {
  sandbox: SandboxPaymentProvider | null;
  forMethod(method: PaymentMethod): PaymentProvider | null;
  byName(name: string): PaymentProvider | null;
}

function need(value: string | undefined, name: string, provider: string): string {
  if (!value)
    throw new ConfigError(`PAYMENTS_PROVIDER=${provider} needs ${name}; set it or use PAYMENTS_PROVIDER=sandbox.`);
  return value;
}

/**
 * `sandbox` (default) takes every method. `stripe` takes card and OXXO, `mercadopago` takes card, OXXO and the
 * wallet; the wallet with stripe needs Mercado Pago keys too, and crypto needs NOWPayments keys. A method with no
 * configured provider answers 'No se pudo crear la sesión de pago'.
 */
export function createPaymentProviders(env: Env): PaymentProviders {
  const all: PaymentProvider[] = [];
  let sandbox: SandboxPaymentProvider | null = null;
  const byMethod = new Map<PaymentMethod, PaymentProvider>();
  if (env.PAYMENTS_PROVIDER === 'sandbox') {
    // Its pages let anyone approve a payment: never in production by accident.
    if (env.NODE_ENV === 'production' && !env.E2E && !env.ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION) {
      throw new ConfigError(
        'PAYMENTS_PROVIDER is sandbox in production; set PAYMENTS_PROVIDER=stripe or mercadopago with its keys (or ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=true).',
      );
    }
    sandbox = new SandboxPaymentProvider(env.PAYMENTS_WEBHOOK_SECRET, (request) => fetch(request), env.PUBLIC_URL);
    all.push(sandbox);
    for (const m of ['credit_card', 'oxxo', 'mercadopago', 'crypto'] as const) byMethod.set(m, sandbox);
  } else {
    const mp = env.MERCADOPAGO_ACCESS_TOKEN
      ? new MercadoPagoPaymentProvider(
          env.MERCADOPAGO_ACCESS_TOKEN,
          need(env.MERCADOPAGO_WEBHOOK_SECRET, 'MERCADOPAGO_WEBHOOK_SECRET', 'mercadopago'),
          env.PUBLIC_URL,
        )
      : null;
    if (env.PAYMENTS_PROVIDER === 'stripe') {
      const stripe = new StripePaymentProvider(
        need(env.STRIPE_SECRET_KEY, 'STRIPE_SECRET_KEY', 'stripe'),
        need(env.STRIPE_WEBHOOK_SECRET, 'STRIPE_WEBHOOK_SECRET', 'stripe'),
      );
      all.push(stripe);
      byMethod.set('credit_card', stripe);
      byMethod.set('oxxo', stripe);
    } else {
      need(env.MERCADOPAGO_ACCESS_TOKEN, 'MERCADOPAGO_ACCESS_TOKEN', 'mercadopago');
      byMethod.set('credit_card', mp!);
      byMethod.set('oxxo', mp!);
    }
    if (mp) {
      all.push(mp);
      byMethod.set('mercadopago', mp);
    }
    if (env.NOWPAYMENTS_API_KEY) {
      const crypto = new NowPaymentsProvider(
        env.NOWPAYMENTS_API_KEY,
        need(env.NOWPAYMENTS_IPN_SECRET, 'NOWPAYMENTS_IPN_SECRET', env.PAYMENTS_PROVIDER),
        env.PUBLIC_URL,
        env.NOWPAYMENTS_EMAIL && env.NOWPAYMENTS_PASSWORD
          ? { email: env.NOWPAYMENTS_EMAIL, password: env.NOWPAYMENTS_PASSWORD }
          : null,
      );
      all.push(crypto);
      byMethod.set('crypto', crypto);
    }
  }
  return {
    sandbox,
    forMethod: (method) => byMethod.get(method) ?? null,
    byName: (name) => all.find((p) => p.name === name) ?? null,
  };
}
