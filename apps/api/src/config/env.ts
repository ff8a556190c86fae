import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustedProxies } from '../http/client-address';

/**
 * Repository root, so `./data` and the built web app resolve the same from any working directory, whether this
 * runs from the sources (tsx) or from the bundle in apps/api/dist: the nearest folder holding package-lock.json.
 */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package-lock.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '../../../..');
  }
}

const boolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** `a@x.mx, b@y.mx`: trimmed, lower-cased e-mail addresses; an invalid entry fails start-up naming it. */
const emailList = z
  .string()
  .transform((raw) =>
    raw
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().email()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 0.0.0.0 in production, 127.0.0.1 otherwise (the dev outbox and sandbox stay on this machine). */
  HOST: z.string().optional(),
  /** Public origin of the site, used in links we send (e-mail, payment return URLs) and for origin checks. Unset: http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** Unset: embedded PGlite under DATA_DIR. Set: a real PostgreSQL through node-postgres. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  /** The web app's server entry (`vite build --ssr`), which renders the public pages (decision 044). */
  WEB_SSR_ENTRY: z.string().default(path.join(REPO_ROOT, 'apps/web/dist-ssr/entry-server.js')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** People whose (verified) e-mail is listed here are admins: /admin and every /api/admin route. */
  ADMIN_EMAILS: emailList.default([]),
  /** Proxies (comma-separated IPs or CIDRs) whose X-Forwarded-For names the real client; unset: none. */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((raw, ctx) => {
      try {
        if (raw) parseTrustedProxies(raw);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  /** Uploads in an S3-compatible bucket (needed past one machine); unset: local disk under DATA_DIR. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** For S3-compatible services, e.g. https://minio.example.com; unset: AWS. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: boolean.default(true),
  S3_PREFIX: z.string().default(''),
  /** Seed the sample catalogue on first start of an empty database. Unset: yes, except in production. */
  SEED_SAMPLE_DATA: boolean.optional(),
  SUPPORT_WHATSAPP_URL: z.string().url().default('https://wa.me/5215512345678'),
  SUPPORT_EMAIL: z.string().email().default('soporte@vira.mx'),
  /** Nominatim-compatible search endpoint (e.g. https://nominatim.openstreetmap.org/search); unset: offline gazetteer only. */
  GEOCODER_URL: z.string().url().optional(),
  /** User-Agent sent to the geocoder, as Nominatim's usage policy asks. */
  GEOCODER_USER_AGENT: z.string().default('Vira/0.1 (+https://vira.mx; soporte@vira.mx)'),
  /** Raster tile URL template for the map; the web falls back to offline country shapes when tiles fail. */
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  /**
   * URLs people give us (calendar feeds, tender packages) may point at private or loopback addresses. Off: only
   * public addresses are fetched (no SSRF into our own network); on only for a closed network that needs it.
   */
  FETCH_PRIVATE_ADDRESSES: boolean.default(false),
  /** Admins may import an OCDS release package from a URL (the server fetches it); off: file upload only. */
  TENDERS_IMPORT_FROM_URL: boolean.default(false),
  /** Signs session cookies and tokens (32+ characters). Required in production. */
  AUTH_SECRET: z.string().min(32).optional(),
  /**
   * Base64 of 32 random bytes: the Ed25519 key that signs the audit trail's daily checkpoints (decision 038).
   * Unset: derived from AUTH_SECRET. Keep it stable: checkpoints signed with an older key stop verifying.
   */
  AUDIT_SIGNING_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, 'base64 of 32 bytes')
    .optional(),
  /** SMTP server for e-mail (smtp://user:pass@host:587 or smtps://...). Unset outside production: the dev outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Vira <no-reply@vira.mx>'),
  /** WhatsApp Cloud API credentials for sign-in codes. Unset outside production: the dev outbox. */
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  /** Approved Cloud API templates (decision 024): sign-in codes, and notices with title, details and link. */
  WHATSAPP_CODE_TEMPLATE: z.string().min(1).default('vira_codigo'),
  WHATSAPP_NOTICE_TEMPLATE: z.string().min(1).default('vira_aviso'),
  /** Production opt-in to keep mail and WhatsApp messages in the outbox instead of sending them. */
  ALLOW_OUTBOX_IN_PRODUCTION: boolean.default(false),
  /** Set by the browser tests' server: production mode with the outbox, /api/dev/outbox and a throwaway secret. */
  E2E: boolean.default(false),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  TWITTER_CLIENT_ID: z.string().optional(),
  TWITTER_CLIENT_SECRET: z.string().optional(),
  DISCORD_CLIENT_ID: z.string().optional(),
  DISCORD_CLIENT_SECRET: z.string().optional(),
  /** Payments: `sandbox` (our own hosted payment pages, signed webhooks), `stripe` or `mercadopago`. */
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe', 'mercadopago']).default('sandbox'),
  /** Signs the sandbox provider's webhooks (HMAC-SHA256 with a timestamp). */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Production opt-in to run the sandbox payment provider (test pages anyone can approve; no real money). */
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: boolean.default(false),
  /** How often each instance looks for due jobs (hold expiry, automatic receipt and return, payouts...). */
  JOBS_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /**
   * How long a claimed job stays claimed: an instance that dies mid-job leaves it to another one after this. It
   * must outlast the slowest job (a payout run, a calendar refresh), so do not set it lower than they take.
   */
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /** Minutes an unpaid checkout holds the dates. */
  CHECKOUT_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  /** An OXXO voucher is paid in cash at a store: its dates stay held this long. */
  OXXO_HOLD_HOURS: z.coerce.number().int().min(1).max(168).default(72),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  MERCADOPAGO_ACCESS_TOKEN: z.string().optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().optional(),
  /** A lending partner's HTTPS endpoint and token for /microcredits applications; unset: the sandbox partner. */
  LENDING_PARTNER_URL: z.string().url().startsWith('https://').optional(),
  LENDING_PARTNER_TOKEN: z.string().min(16).optional(),
  /** How long the sandbox partner reviews an application before it answers (browser tests shorten it). */
  LENDING_SANDBOX_REVIEW_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Crypto invoices (NOWPayments) when PAYMENTS_PROVIDER is not sandbox. */
  NOWPAYMENTS_API_KEY: z.string().optional(),
  NOWPAYMENTS_IPN_SECRET: z.string().optional(),
  /** The NOWPayments account's login: its payment list (the daily reconciliation) needs a token made from it. */
  NOWPAYMENTS_EMAIL: z.string().optional(),
  NOWPAYMENTS_PASSWORD: z.string().optional(),
  /** Tax invoices (CFDI 4.0): `sandbox` (PDF marked without fiscal validity) or `facturapi` with its key. */
  INVOICING_PROVIDER: z.enum(['sandbox', 'facturapi']).default('sandbox'),
  FACTURAPI_KEY: z.string().optional(),
  /** The issuer printed on receipts and sandbox invoices (Facturapi uses its organization's own data). */
  INVOICE_ISSUER_RFC: z.string().default('EKU9003173C9'),
  INVOICE_ISSUER_NAME: z.string().default('ESCUELA KEMPER URGATE'),
  INVOICE_ISSUER_TAX_REGIME: z.string().default('601'),
  INVOICE_ISSUER_POSTAL_CODE: z.string().default('42501'),
  /** Signs carriers' tracking webhooks (HMAC-SHA256 with a timestamp). Unset in production: every event is refused. */
  SHIPPING_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Owners' payouts: `sandbox` (CLABE, no money moves) or `stripe` (Connect Express, uses STRIPE_SECRET_KEY). */
  PAYOUTS_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /**
   * Identity verification (issue 38, decision 051): `sandbox` (Vira's admins review the document and selfie in
   * /admin; fit for production) or `stripe` (Stripe Identity, uses STRIPE_SECRET_KEY).
   */
  VERIFICATION_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** Signs Stripe Identity's webhooks to /api/verification/webhooks/stripe (its own endpoint, its own secret). */
  STRIPE_IDENTITY_WEBHOOK_SECRET: z.string().optional(),
  /**
   * Base64 of 32 random bytes: the AES-256-GCM key that encrypts identity documents and selfies at rest. Unset:
   * derived from AUTH_SECRET. Keep it stable: pictures encrypted with an older key can no longer be read.
   */
  VERIFICATION_ENCRYPTION_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, 'base64 of 32 bytes')
    .optional(),
  /** Days the document and selfie pictures are kept after the decision; then they are deleted. */
  VERIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Hours a provider's session (Stripe Identity) may stay pending without reporting back; then it is expired so
   * the person can start again. The sandbox's verifications wait for an admin and never expire.
   */
  VERIFICATION_PENDING_EXPIRY_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /**
   * A listing whose deposit is above this amount (minor units of MXN, other currencies converted) rents only to
   * verified people, whatever its owner chose; unset: only the owner's choice counts.
   */
  VERIFICATION_REQUIRED_ABOVE_DEPOSIT: z.coerce.number().int().min(0).optional(),
});

type Derived = 'HOST' | 'PUBLIC_URL' | 'SEED_SAMPLE_DATA' | 'PAYMENTS_WEBHOOK_SECRET' | 'SHIPPING_WEBHOOK_SECRET';
export type Env = Omit<z.infer<typeof envSchema>, Derived> & {
  HOST: string;
  PUBLIC_URL: string;
  SEED_SAMPLE_DATA: boolean;
  /** Empty only in production without a secret, which start-up refuses when the sandbox provider is in use. */
  PAYMENTS_WEBHOOK_SECRET: string;
  /** Empty only in production without a secret: the carrier webhook then refuses every request. */
  SHIPPING_WEBHOOK_SECRET: string;
};

const DEV_WEBHOOK_SECRET = 'vira-sandbox-webhook-secret-dev-only';
export const DEV_SHIPPING_WEBHOOK_SECRET = 'vira-carrier-webhook-secret-dev-only';

/** Defaults that depend on other variables. */
function withDerivedDefaults(parsed: z.infer<typeof envSchema>): Env {
  const production = parsed.NODE_ENV === 'production' && !parsed.E2E;
  return {
    ...parsed,
    // A real production database is never filled with sample listings unless the operator asks for it.
    SEED_SAMPLE_DATA: parsed.SEED_SAMPLE_DATA ?? !production,
    PAYMENTS_WEBHOOK_SECRET: parsed.PAYMENTS_WEBHOOK_SECRET ?? (production ? '' : DEV_WEBHOOK_SECRET),
    SHIPPING_WEBHOOK_SECRET: parsed.SHIPPING_WEBHOOK_SECRET ?? (production ? '' : DEV_SHIPPING_WEBHOOK_SECRET),
    HOST: parsed.HOST ?? (parsed.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    PUBLIC_URL: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
  };
}

/** The only reader of process.env. Fails with one sentence per bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `Environment variable ${i.path.join('.')} is invalid: ${i.message}.`);
    throw new ConfigError(lines.join(' '));
  }
  const env = withDerivedDefaults(parsed.data);
  const problems = productionAuthProblems(env);
  if (problems.length > 0) throw new ConfigError(problems.join(' '));
  return env;
}

/** Production never signs cookies with a known secret nor silently drops mail and WhatsApp codes. */
function productionAuthProblems(env: Env): string[] {
  // The browser-test switch opens the outbox and sandbox to whoever can reach the server: this machine only.
  if (env.E2E && !['localhost', '127.0.0.1', '[::1]'].includes(new URL(env.PUBLIC_URL).hostname))
    return [
      `E2E=true is only for browser tests on this machine; PUBLIC_URL ${env.PUBLIC_URL} is not a loopback address.`,
    ];
  if (env.NODE_ENV !== 'production' || env.E2E) return [];
  const problems: string[] = [];
  if (env.PAYMENTS_PROVIDER === 'sandbox' && env.ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION && !env.PAYMENTS_WEBHOOK_SECRET)
    problems.push('PAYMENTS_WEBHOOK_SECRET must be set in production when the sandbox payment provider is used.');
  if (!env.AUTH_SECRET) problems.push('AUTH_SECRET must be set in production (32 or more random characters).');
  if (!env.ALLOW_OUTBOX_IN_PRODUCTION) {
    if (!env.SMTP_URL) problems.push('SMTP_URL must be set in production (or ALLOW_OUTBOX_IN_PRODUCTION=true).');
    if (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID) {
      problems.push(
        'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set in production (or ALLOW_OUTBOX_IN_PRODUCTION=true).',
      );
    }
  }
  return problems;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
