import { z } from 'zod';
import { textSchema } from './text';

const WEIGHTS = [3, 7, 1] as const;

/**
 * The check digit of a CLABE (Mexico's 18-digit interbank account number, Banxico's rule): each of the first
 * 17 digits times 3, 7, 1, 3, 7, 1…, keep each product's last digit, sum them, and the check digit is
 * (10 − sum mod 10) mod 10.
 */
export function clabeCheckDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += (Number(first17[i]) * WEIGHTS[i % 3]!) % 10;
  return (10 - (sum % 10)) % 10;
}

export function isValidClabe(value: string): boolean {
  return /^\d{18}$/.test(value) && clabeCheckDigit(value.slice(0, 17)) === Number(value[17]);
}

/** The reasons a CLABE is refused; both sides word them for the person (never the pattern). */
export const CLABE_REASONS = { length: 'clabe_18_digits', checkDigit: 'clabe_check_digit' } as const;

export const clabeSchema = textSchema()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{18}$/, CLABE_REASONS.length)
      .refine((v) => isValidClabe(v), CLABE_REASONS.checkDigit),
  );
