import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../../config/env';
import { createPaymentProviders } from './payment-providers';
import { signTimestamped, verifyTimestamped } from './signature';

const env = (extra: Record<string, string>) => loadEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...extra });

describe('payment provider selection', () => {
  it('uses the sandbox for every method by default', () => {
    const providers = createPaymentProviders(env({}));
    for (const m of ['credit_card', 'oxxo', 'mercadopago', 'crypto'] as const)
      expect(providers.forMethod(m)?.name).toBe('sandbox');
  });

  it('selects stripe for card and OXXO, and nothing for crypto without its keys', () => {
    const providers = createPaymentProviders(
      env({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    );
    expect(providers.forMethod('credit_card')?.name).toBe('stripe');
    expect(providers.forMethod('oxxo')?.name).toBe('stripe');
    expect(providers.forMethod('crypto')).toBeNull();
    expect(providers.sandbox).toBeNull();
  });

  it('refuses a real provider without its keys, and the sandbox in production without opt-in', () => {
    expect(() => createPaymentProviders(env({ PAYMENTS_PROVIDER: 'stripe' }))).toThrow(ConfigError);
    const production = { ...env({}), NODE_ENV: 'production' as const };
    expect(() => createPaymentProviders(production)).toThrow(/sandbox in production/);
    expect(
      createPaymentProviders({ ...production, ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: true }).sandbox,
    ).not.toBeNull();
  });
});

describe('timestamped signatures (Stripe scheme, also the sandbox)', () => {
  it('accept the right secret within five minutes only', () => {
    const now = Date.now();
    const header = signTimestamped('secret-one-secret', '{"a":1}', Math.floor(now / 1000));
    expect(() => verifyTimestamped('secret-one-secret', '{"a":1}', header, now)).not.toThrow();
    expect(() => verifyTimestamped('secret-one-secret', '{"a":2}', header, now)).toThrow();
    expect(() => verifyTimestamped('another-secret-x', '{"a":1}', header, now)).toThrow();
    expect(() => verifyTimestamped('secret-one-secret', '{"a":1}', header, now + 301_000)).toThrow();
  });
});
