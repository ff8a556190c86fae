import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root, so `./data` and the built web app resolve the same from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const boolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the site, used in links we send (e-mail, payment return URLs) and for origin checks. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** Unset: embedded PGlite under DATA_DIR. Set: a real PostgreSQL through node-postgres. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the sample catalogue on first start of an empty database. */
  SEED_SAMPLE_DATA: boolean.default(true),
  SUPPORT_WHATSAPP_URL: z.string().url().default('https://wa.me/5215512345678'),
  SUPPORT_EMAIL: z.string().email().default('soporte@vira.mx'),
  /** Comma-separated e-mails that get the admin role. */
  ADMIN_EMAILS: z.string().default(''),
});

export type Env = z.infer<typeof envSchema>;

/** The only reader of process.env. Fails with one sentence per bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `Environment variable ${i.path.join('.')} is invalid: ${i.message}.`);
    throw new ConfigError(lines.join(' '));
  }
  return parsed.data;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
