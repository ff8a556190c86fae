import type { Logger } from 'pino';
import type { Env } from '../config/env';
import type { AppDb } from '../db/client';
import { createIdentityProvider } from './identity/create-identity-provider';
import type { IdentityProvider } from './identity/identity-provider';
import { createInvoicing } from './invoicing/create-invoicing';
import type { InvoicingProvider } from './invoicing/invoicing-provider';
import { createLendingPartner } from './lending/create-lending-partner';
import type { LendingPartner } from './lending/lending-partner';
import { createMailer } from './mail/create-mailer';
import type { Mailer } from './mail/mailer';
import { createPaymentProviders, type PaymentProviders } from './payments/payment-providers';
import { createPayouts } from './payouts/create-payouts';
import type { SandboxPayouts } from './payouts/sandbox-payouts';
import type { StripePayouts } from './payouts/stripe-payouts';
import { createWhatsAppSender } from './whatsapp/create-whatsapp-sender';
import type { WhatsAppSender } from './whatsapp/whatsapp-sender';

/**
 * Every provider the modules talk to, built once at start-up from the configuration (bootstrap.ts) and handed to
 * the modules in `AppDeps`. A test replaces one by assigning it (`t.deps.adapters.identity = …`).
 */
export interface Adapters {
  payments: PaymentProviders;
  identity: IdentityProvider;
  invoicing: InvoicingProvider;
  payouts: SandboxPayouts | StripePayouts;
  lending: LendingPartner;
  mailer: Mailer;
  whatsapp: WhatsAppSender;
}

/** The providers that refuse a bad configuration; built before the database is opened, so nothing is seeded. */
export function createCheckedAdapters(env: Env): Pick<Adapters, 'payments' | 'identity'> {
  return { payments: createPaymentProviders(env), identity: createIdentityProvider(env) };
}

/** The rest, which need the database (the development outbox) and the logger. */
export function createAdapters(
  env: Env,
  db: AppDb,
  logger: Logger,
  checked: Pick<Adapters, 'payments' | 'identity'>,
): Adapters {
  return {
    ...checked,
    invoicing: createInvoicing(env),
    payouts: createPayouts(env),
    lending: createLendingPartner(env),
    mailer: createMailer(env, db, logger),
    whatsapp: createWhatsAppSender(env, db, logger),
  };
}
