import { hash, verify } from '@node-rs/argon2';
import { isLocale, localeFromAcceptLanguage, type Locale } from '@vira/domain/locales';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@vira/domain/auth';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Logger } from 'pino';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Clock } from '../../clock';
import type { WhatsAppSender } from '../../adapters/whatsapp/whatsapp-sender';
import type { Env } from '../../config/env';
import type { AppDb } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema/auth';
import { trustedOrigins } from '../../http/origin-check';
import { localize } from '../../i18n/localized';
import { isSuspended } from '../profiles';
import { insertProfileIfMissing } from '../profiles';
import { deleteAccountData } from './account-deletion';
import { authMailTexts } from './auth.messages';
import { whatsappPlugin } from './whatsapp-plugin';

/**
 * OWASP's Argon2id parameters: 19 MiB memory, 2 iterations, 1 lane. `algorithm: 2` is the library's
 * `Algorithm.Argon2id` (an ambient const enum, which isolated modules cannot import).
 */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/**
 * The API tests sign up thousands of people; at OWASP's cost that alone took minutes of CI on two cores. Tests
 * (NODE_ENV=test, which production refuses to be) hash cheaply; every other environment uses OWASP's parameters.
 */
const TEST_ARGON2_OPTIONS = { algorithm: 2, memoryCost: 1_024, timeCost: 1, parallelism: 1 } as const;

export function passwordHashOptions(env: Pick<Env, 'NODE_ENV'>) {
  return env.NODE_ENV === 'test' ? TEST_ARGON2_OPTIONS : ARGON2_OPTIONS;
}

/** The one password hash (Argon2id), also used by the development seed's sign-in credentials. */
export function hashPassword(password: string, env: Pick<Env, 'NODE_ENV'>): Promise<string> {
  return hash(password, passwordHashOptions(env));
}

export const SESSION_EXPIRES_IN_SECONDS = 7 * 24 * 60 * 60;
/** A session used after a day is extended (the web checks every 5 minutes, which renews it well before expiry). */
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;

export function configuredSocialProviders(env: Env): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((p) => {
    const prefix = p.toUpperCase() as Uppercase<SocialProvider>;
    return Boolean(env[`${prefix}_CLIENT_ID`] && env[`${prefix}_CLIENT_SECRET`]);
  });
}

function socialProviderOptions(env: Env) {
  const options: Record<string, { clientId: string; clientSecret: string; accessType?: string; prompt?: string }> = {};
  for (const provider of configuredSocialProviders(env)) {
    const prefix = provider.toUpperCase() as Uppercase<SocialProvider>;
    options[provider] = { clientId: env[`${prefix}_CLIENT_ID`]!, clientSecret: env[`${prefix}_CLIENT_SECRET`]! };
  }
  // The spec asks Google for offline access and a forced consent screen.
  if (options.google) Object.assign(options.google, { accessType: 'offline', prompt: 'select_account consent' });
  return options;
}

function localeOf(request: Request | undefined): Locale {
  const explicit = request?.headers.get('x-vira-language');
  if (isLocale(explicit)) return explicit;
  return localeFromAcceptLanguage(request?.headers.get('accept-language') ?? undefined);
}

function isLocalhost(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1';
}

export interface AuthDeps {
  env: Env;
  db: AppDb;
  logger: Logger;
  mailer: Mailer;
  whatsapp: WhatsAppSender;
  secret: string;
  clock: Clock;
}

const COOKIE_PREFIX = 'vira';
/** The cookie that authenticates a request (Better Auth's `<prefix>.session_token`). */
export const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;

/** Secure cookies everywhere but a production server tried out on this machine over plain http. */
const secureCookies = (env: Env) => env.NODE_ENV === 'production' && !isLocalhost(env.PUBLIC_URL);

/** The session cookie's full name on this server: Better Auth adds `__Secure-` to secure cookies. */
export const sessionCookieName = (env: Env) => `${secureCookies(env) ? '__Secure-' : ''}${SESSION_COOKIE}`;

export function createAuth({ env, db, logger, mailer, whatsapp, secret, clock }: AuthDeps) {
  const origin = new URL(env.PUBLIC_URL).origin;
  return betterAuth({
    appName: 'Vira',
    baseURL: `${origin}/api/auth`,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    logger: {
      log: (level, message, ...args) => {
        logger[level]({ betterAuth: args.length > 0 ? args : undefined }, message);
      },
    },
    // Our own limits live in the database (rate-limit module), shared by every instance.
    rateLimit: { enabled: false },
    user: {
      additionalFields: {
        /** Sign-up metadata: the phone the person typed (copied to the profile). */
        phone: { type: 'string', required: false, input: true },
        /** A phone proven through WhatsApp; set only by the WhatsApp plugin. */
        phoneNumber: { type: 'string', required: false, input: false },
      },
      deleteUser: {
        enabled: true,
        afterDelete: async (user) => {
          await deleteAccountData(db, user.id);
        },
      },
    },
    session: { expiresIn: SESSION_EXPIRES_IN_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: {
        hash: (password) => hashPassword(password, env),
        verify: ({ hash: digest, password }) => verify(digest, password, passwordHashOptions(env)),
      },
      sendResetPassword: async ({ user, url }, request) => {
        const locale = localeOf(request);
        await mailer.send({
          to: user.email,
          subject: localize(authMailTexts.resetSubject, locale),
          text: localize(authMailTexts.resetText, locale, { name: user.name, url }),
          links: [url],
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }, request) => {
        const locale = localeOf(request);
        await mailer.send({
          to: user.email,
          subject: localize(authMailTexts.verifySubject, locale),
          text: localize(authMailTexts.verifyText, locale, { name: user.name, url }),
          links: [url],
        });
      },
    },
    socialProviders: socialProviderOptions(env),
    account: { accountLinking: { enabled: true, trustedProviders: ['google', 'apple'] } },
    databaseHooks: {
      user: {
        create: {
          // Spec §4: the profile is made from the sign-up metadata; doing it here covers every way in.
          after: async (user) => {
            const record = user as typeof user & { phone?: string | null; phoneNumber?: string | null };
            await insertProfileIfMissing(db, {
              userId: user.id,
              fullName: record.phoneNumber && user.name === record.phoneNumber ? null : user.name || null,
              phone: record.phone ?? record.phoneNumber ?? null,
              avatarUrl: user.image ?? null,
            });
          },
        },
      },
      session: {
        create: {
          // A person an admin suspended cannot sign in by any method (their existing sessions were deleted).
          before: async (session) => {
            if (await isSuspended(db, session.userId)) {
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_SUSPENDED', message: 'Account suspended' });
            }
          },
          // A user created before profiles existed (or whose insert failed) gets one at the next sign-in.
          after: async (session) => {
            await insertProfileIfMissing(db, { userId: session.userId, fullName: null, phone: null, avatarUrl: null });
          },
        },
      },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: secureCookies(env),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { disableIpTracking: false },
    },
    plugins: [whatsappPlugin({ db, sender: whatsapp, secret, clock })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
