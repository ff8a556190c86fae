import type { TaxRegime } from './billing';

/**
 * Who may use each tax regime, per the SAT's catalogue c_RegimenFiscal (columns "Física" and "Moral"): a persona
 * física (13-character RFC) cannot be invoiced under a companies' regime such as 601 or 603, nor a persona moral
 * (12 characters) under an individuals' one such as 605 or 612. The SAT refuses such a CFDI (CFDI40158).
 */
export const REGIME_PERSON_TYPES: Record<TaxRegime, { fisica: boolean; moral: boolean }> = {
  '601': { fisica: false, moral: true },
  '603': { fisica: false, moral: true },
  '605': { fisica: true, moral: false },
  '606': { fisica: true, moral: false },
  '607': { fisica: true, moral: false },
  '608': { fisica: true, moral: false },
  '610': { fisica: true, moral: true },
  '611': { fisica: true, moral: false },
  '612': { fisica: true, moral: false },
  '614': { fisica: true, moral: false },
  '615': { fisica: true, moral: false },
  '616': { fisica: true, moral: false },
  '620': { fisica: false, moral: true },
  '621': { fisica: true, moral: false },
  '622': { fisica: false, moral: true },
  '623': { fisica: false, moral: true },
  '624': { fisica: false, moral: true },
  '625': { fisica: true, moral: false },
  '626': { fisica: true, moral: true },
};

/** The SAT's generic RFCs: the general public and foreign residents. */
export const GENERIC_RFCS = ['XAXX010101000', 'XEXX010101000'] as const;

export type PersonType = 'fisica' | 'moral';

/**
 * The person type an RFC's shape says (SAT: 4 letters + YYMMDD + 3-character homoclave for a persona física, 3
 * letters for a persona moral), or null when it is not an RFC: wrong length or letters, or a date that does not
 * exist. The check digit is a separate question (`rfcCheckDigitValid`).
 */
export function rfcPersonType(rfc: string): PersonType | null {
  const match = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})[A-Z\d]{2}[A\d]$/.exec(rfc);
  if (!match) return null;
  const [, letters, yy, mm, dd] = match;
  const month = Number(mm);
  const day = Number(dd);
  // Any century has the same calendar for this purpose except 29 February, checked on a leap year when possible.
  const year = Number(yy) % 4 === 0 ? 2000 : 2001;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return letters!.length === 4 ? 'fisica' : 'moral';
}

/** The SAT's alphabet for the RFC's check digit: a character's value is its position (space 37, Ñ 38). */
const CHECK_DIGIT_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/**
 * The RFC's last character as the SAT computes it (modulo 11 over the first twelve characters, weights 13 down to
 * 2, a persona moral's 12-character RFC read with a leading space so both align; 10 is written 'A', 11 is '0').
 * Checked so a mistyped RFC is caught here rather than refused by the SAT at stamping time (CFDI40145). The generic
 * RFCs are not computed ones and are taken as they are.
 */
export function rfcCheckDigitValid(rfc: string): boolean {
  if ((GENERIC_RFCS as readonly string[]).includes(rfc)) return true;
  const padded = rfc.length === 12 ? ` ${rfc}` : rfc;
  if (padded.length !== 13) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const value = CHECK_DIGIT_ALPHABET.indexOf(padded[i]!);
    if (value < 0) return false;
    sum += value * (13 - i);
  }
  const rest = sum % 11;
  const expected = rest === 0 ? '0' : rest === 1 ? 'A' : String(11 - rest);
  return padded[12] === expected;
}

/**
 * Mexican postal codes by their first two digits (SEPOMEX): 01–16 Ciudad de México, 20 Aguascalientes … 99
 * Zacatecas; 00, 17, 18 and 19 belong to no state.
 */
export function isMexicanPostalCode(code: string): boolean {
  if (!/^\d{5}$/.test(code)) return false;
  const state = Number(code.slice(0, 2));
  return state >= 1 && state <= 99 && !(state >= 17 && state <= 19);
}

export type ReceiverProblem =
  | { code: 'rfc_format'; field: 'rfc' }
  | { code: 'rfc_check_digit'; field: 'rfc' }
  | { code: 'generic_rfc_regime'; field: 'taxRegime' }
  | { code: 'regime_person_type'; field: 'taxRegime'; personType: PersonType }
  | { code: 'postal_code_unknown'; field: 'postalCode' };

/** What the SAT would refuse in a CFDI receiver's data, checked before saving it and again before issuing. */
export function receiverProblem(r: { rfc: string; taxRegime: string; postalCode: string }): ReceiverProblem | null {
  const rfc = r.rfc.trim().toUpperCase();
  const generic = (GENERIC_RFCS as readonly string[]).includes(rfc);
  const personType = generic ? null : rfcPersonType(rfc);
  if (!generic && !personType) return { code: 'rfc_format', field: 'rfc' };
  if (!rfcCheckDigitValid(rfc)) return { code: 'rfc_check_digit', field: 'rfc' };
  if (generic && r.taxRegime !== '616') return { code: 'generic_rfc_regime', field: 'taxRegime' };
  const allowed = REGIME_PERSON_TYPES[r.taxRegime as TaxRegime];
  if (personType && allowed && !allowed[personType])
    return { code: 'regime_person_type', field: 'taxRegime', personType };
  if (!isMexicanPostalCode(r.postalCode)) return { code: 'postal_code_unknown', field: 'postalCode' };
  return null;
}
