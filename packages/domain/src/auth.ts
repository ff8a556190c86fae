import { z } from 'zod';
import { textSchema } from './text';

/** Spec section 5: a password has at least 6 characters (hashed with Argon2id on the server). */
export const PASSWORD_MIN_LENGTH = 6;
/** Better Auth's own ceiling; longer input is refused rather than hashed. */
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;

/** Sign-up country codes (spec: +52 default, +1, +34). */
export const COUNTRY_CODES = ['+52', '+1', '+34'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY_CODE: CountryCode = '+52';

/** Sign-in providers besides e-mail and WhatsApp, in the order the sign-in screen shows them. */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple', 'github', 'linkedin', 'twitter', 'discord'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SOCIAL_PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  discord: 'Discord',
};
export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

export const emailSchema = textSchema().trim().toLowerCase().pipe(z.email());
export const passwordSchema = textSchema().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/**
 * A phone in E.164 form (+ then 8 to 15 digits). `normalizePhone` turns what a person types
 * ('+52 55 1234 5678', '(55) 1234-5678' with a country code) into that form.
 */
export const phoneSchema = textSchema().regex(/^\+[1-9]\d{7,14}$/);
export function normalizePhone(raw: string, countryCode: string = DEFAULT_COUNTRY_CODE): string {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  return `${countryCode}${digits}`;
}

export const otpCodeSchema = textSchema().regex(/^\d{6}$/);

/** What the sign-up form sends (Better Auth's /sign-up/email body plus the spec's metadata). */
export const signUpBodySchema = z.object({
  name: textSchema().trim().min(1).max(120),
  email: emailSchema,
  password: passwordSchema,
  phone: textSchema().max(20).optional(),
  callbackURL: z.string().optional(),
});
export const signInBodySchema = z.object({
  email: emailSchema,
  password: textSchema().min(1).max(PASSWORD_MAX_LENGTH),
  callbackURL: z.string().optional(),
  rememberMe: z.boolean().optional(),
});

export const whatsappSendBodySchema = z.object({ phone: phoneSchema });
export const whatsappSendResponseSchema = z.object({ phone: z.string() });
export const whatsappVerifyBodySchema = z.object({ phone: phoneSchema, code: otpCodeSchema });

/** The signed-in person as the session endpoint reports it. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  emailVerified: z.boolean(),
  image: z.string().nullable().optional(),
});
export type SessionUserDto = z.infer<typeof sessionUserSchema>;

/** Which social providers have credentials; the sign-in screen still lists all seven. */
export const authProvidersSchema = z.object({ configured: z.array(z.enum(SOCIAL_PROVIDERS)) });

/** A message the development outbox kept instead of sending (GET /api/dev/outbox). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'whatsapp']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  links: z.array(z.string()),
  codes: z.array(z.string()),
  createdAt: z.string(),
});
export const outboxListSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
