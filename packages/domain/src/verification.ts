import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { countryCodeSchema } from './countries';
import { textSchema } from './text';

/**
 * Identity verification (issue 38, decision 051): a photo ID and a selfie, decided by a provider (Vira's own admin
 * review, or Stripe Identity). The document types and the statuses are defined here once, for both sides.
 */

/** INE/IFE (Mexico's voter card), a passport, another country's national ID card, a driving licence. */
export const IDENTITY_DOCUMENT_TYPES = ['ine', 'passport', 'foreign_id_card', 'drivers_licence'] as const;
export const identityDocumentTypeSchema = z.enum(IDENTITY_DOCUMENT_TYPES);
export type IdentityDocumentType = z.infer<typeof identityDocumentTypeSchema>;

/** A passport is one page; the others have a back the person photographs too. */
export function documentHasBack(type: IdentityDocumentType): boolean {
  return type !== 'passport';
}

/**
 * A verification's status. `pending` waits for the provider; `verified` and `rejected` are its decision;
 * `withdrawn` is a pending one the person took back (by asking for their data's deletion); `expired` is a provider's
 * session the person abandoned (it never reported back within VERIFICATION_PENDING_EXPIRY_HOURS), closed so they
 * can start again.
 */
export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected', 'withdrawn', 'expired'] as const;
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** Where a person stands: never tried, waiting, verified, or last refused. */
export const personVerificationStatusSchema = z.enum(['unverified', 'pending', 'verified', 'rejected']);
export type PersonVerificationStatus = z.infer<typeof personVerificationStatusSchema>;

export const VERIFICATION_PROVIDERS = ['sandbox', 'stripe'] as const;
export type VerificationProviderName = (typeof VERIFICATION_PROVIDERS)[number];

/** At most this many verifications started by one person in 24 hours. */
export const MAX_VERIFICATION_ATTEMPTS_PER_DAY = 5;
/** Each picture up to this size before it is re-encoded. */
export const VERIFICATION_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** A selfie whose shorter edge is below this cannot show a face an admin can compare. */
export const SELFIE_MIN_EDGE_PX = 320;
/** A document photo whose longer edge is below this cannot be read. */
export const DOCUMENT_MIN_EDGE_PX = 480;
/** The consent text's version, stored with each verification (changing the notice changes it). */
export const VERIFICATION_CONSENT_VERSION = '2026-11-1';

// ---------------------------------------------------------------------------------------------------------------
// CURP (Clave Única de Registro de Población): 18 characters, the last one a check digit (RENAPO's rule).

const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
/** The 32 states' codes, plus NE (nacido en el extranjero). */
const CURP_STATES =
  'AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE';
export const CURP_PATTERN = new RegExp(
  `^[A-Z][AEIOUX][A-Z]{2}\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])[HMX](${CURP_STATES})[B-DF-HJ-NP-TV-Z]{3}[A-Z\\d]\\d$`,
);

/**
 * The check digit of a CURP's first 17 characters: each character's value in 0-9, A-Z (Ñ after N) times its
 * weight, 18 for the first down to 2 for the 17th; the digit is (10 − sum mod 10) mod 10.
 */
export function curpCheckDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CURP_ALPHABET.indexOf(first17[i] ?? '');
    if (value < 0) return -1;
    sum += value * (18 - i);
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidCurp(value: string): boolean {
  return CURP_PATTERN.test(value) && curpCheckDigit(value.slice(0, 17)) === Number(value[17]);
}

/** The reasons a CURP is refused; both sides word them for the person. */
export const CURP_REASONS = { format: 'curp_format', checkDigit: 'curp_check_digit' } as const;

export const curpSchema = textSchema()
  .transform((v) => v.replace(/\s/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(CURP_PATTERN, CURP_REASONS.format)
      .refine((v) => curpCheckDigit(v.slice(0, 17)) === Number(v[17]), CURP_REASONS.checkDigit),
  );

/** The birth date a CURP carries: the 17th character is a digit for people born before 2000, a letter after. */
export function curpBirthDate(curp: string): string | null {
  if (!CURP_PATTERN.test(curp)) return null;
  const yy = Number(curp.slice(4, 6));
  const century = /\d/.test(curp[16]!) ? 1900 : 2000;
  const date = `${century + yy}-${curp.slice(6, 8)}-${curp.slice(8, 10)}`;
  return calendarDateSchema.safeParse(date).success ? date : null;
}

const PARTICLES = new Set([
  'DA',
  'DAS',
  'DE',
  'DEL',
  'DER',
  'DI',
  'DIE',
  'DD',
  'EL',
  'LA',
  'LOS',
  'LAS',
  'LE',
  'LES',
  'MAC',
  'MC',
  'VAN',
  'VON',
  'Y',
]);
const COMMON_FIRST = new Set(['MARIA', 'MA', 'MA.', 'JOSE', 'J', 'J.']);

function plainWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/Ñ/g, 'X')
    .split(/[^A-Z.]+/)
    .filter((w) => w && !PARTICLES.has(w));
}

/**
 * The four letters a CURP starts with, from a full name written as given names then the two surnames
 * ("Ana Sofía García López"): the first surname's initial and first inner vowel, the second surname's initial,
 * the given name's initial (the second given name when the first is María or José). Null when the name has fewer
 * than three words: a machine cannot tell which word is which.
 */
export function curpNameLetters(fullName: string): string | null {
  const words = plainWords(fullName);
  if (words.length < 3) return null;
  const [first, second] = words.slice(-2) as [string, string];
  const given = words.slice(0, -2);
  const givenName = given.length > 1 && COMMON_FIRST.has(given[0]!) ? given[1]! : given[0]!;
  const innerVowel = /[AEIOU]/.exec(first.slice(1))?.[0] ?? 'X';
  return `${first[0]}${innerVowel}${second[0]}${givenName[0]}`;
}

// ---------------------------------------------------------------------------------------------------------------
// What a machine can check before an admin looks (shown to the admin, first).

export const VERIFICATION_CHECKS = [
  'document_not_expired',
  'curp_check_digit',
  'name_matches',
  'birth_date_matches',
] as const;
export type VerificationCheckName = (typeof VERIFICATION_CHECKS)[number];
/** `unknown`: the data to compare is missing (no CURP given, no name or birth date on the profile). */
export const verificationCheckSchema = z.object({
  check: z.enum(VERIFICATION_CHECKS),
  outcome: z.enum(['pass', 'fail', 'unknown']),
});
export type VerificationCheck = z.infer<typeof verificationCheckSchema>;

export function verificationChecks(
  input: { expiresOn: string; curp: string | null; birthDate: string | null },
  profile: { fullName: string | null },
  today: string,
): VerificationCheck[] {
  const curp = input.curp;
  const letters = profile.fullName ? curpNameLetters(profile.fullName) : null;
  const fromCurp = curp ? curpBirthDate(curp) : null;
  return [
    { check: 'document_not_expired', outcome: input.expiresOn >= today ? 'pass' : 'fail' },
    { check: 'curp_check_digit', outcome: curp === null ? 'unknown' : isValidCurp(curp) ? 'pass' : 'fail' },
    {
      check: 'name_matches',
      // The CURP's second letter is replaced by X when the four letters spell a rude word: not a mismatch.
      outcome:
        curp === null || letters === null
          ? 'unknown'
          : curp.slice(0, 4) === letters ||
              (curp[1] === 'X' && curp[0] + curp.slice(2, 4) === letters[0]! + letters.slice(2))
            ? 'pass'
            : 'fail',
    },
    {
      check: 'birth_date_matches',
      outcome:
        fromCurp === null || input.birthDate === null ? 'unknown' : fromCurp === input.birthDate ? 'pass' : 'fail',
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Contracts.

/** The form's fields (multipart/form-data beside the pictures `front`, `back` and `selfie`). */
export const verificationInputSchema = z.object({
  documentType: identityDocumentTypeSchema,
  /** The issuing country (ISO 3166-1 alpha-2). */
  country: countryCodeSchema,
  expiresOn: calendarDateSchema,
  /** Mexican people may give their CURP; empty when not given. */
  curp: z.union([z.literal(''), curpSchema]).optional(),
  /** The birth date on the document; empty when not given. */
  birthDate: z.union([z.literal(''), calendarDateSchema]).optional(),
  /** The consent notice was shown and accepted (its version is recorded). */
  consent: z.enum(['true'], { message: 'consent_required' }),
});
export type VerificationInput = z.infer<typeof verificationInputSchema>;

/** A verification as its person sees it: metadata only, never the pictures. */
export const verificationSchema = z.object({
  id: z.string(),
  provider: z.enum(VERIFICATION_PROVIDERS),
  status: verificationStatusSchema,
  documentType: identityDocumentTypeSchema,
  country: z.string(),
  expiresOn: z.string().nullable(),
  /** Shown with all but the last 4 characters hidden; null once erased or never given. */
  maskedCurp: z.string().nullable(),
  birthDate: z.string().nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Which pictures are still held (encrypted); empty once erased. */
  imagesHeld: z.array(z.enum(['front', 'back', 'selfie'])),
  /** When the pictures will be deleted (retention after the decision); null while pending or once erased. */
  imagesDeleteOn: z.string().nullable(),
  consentedAt: z.string(),
  createdAt: z.string(),
});
export type Verification = z.infer<typeof verificationSchema>;

export const myVerificationSchema = z.object({
  provider: z.enum(VERIFICATION_PROVIDERS),
  status: personVerificationStatusSchema,
  /** Newest first. */
  verifications: z.array(verificationSchema),
  attemptsLeftToday: z.number().int().nonnegative(),
  /** Days the pictures are kept after the decision. */
  retentionDays: z.number().int().positive(),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

export const verificationStartedSchema = z.object({
  verification: verificationSchema,
  /** Stripe Identity's hosted page the person continues on; null for the sandbox (admins review). */
  redirectUrl: z.string().nullable(),
});

export const adminVerificationSchema = verificationSchema.extend({
  userId: z.string(),
  personName: z.string().nullable(),
  personEmail: z.string().nullable(),
  /** The unmasked CURP, for the deciding admin. */
  curp: z.string().nullable(),
  checks: z.array(verificationCheckSchema),
  /** Private addresses (admins only, never cached) of the pictures still held. */
  images: z.object({ front: z.string().nullable(), back: z.string().nullable(), selfie: z.string().nullable() }),
  decidedBy: z.string().nullable(),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;
export const adminVerificationListSchema = z.object({ items: z.array(adminVerificationSchema) });

export const verifiedRentersSettingSchema = z.object({ required: z.boolean() });

/** Keeps the last 4 characters. */
export function maskCurp(curp: string): string {
  return `${'•'.repeat(curp.length - 4)}${curp.slice(-4)}`;
}
