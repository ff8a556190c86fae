/**
 * UPU S10 item identifiers (the tracking numbers postal operators print, e.g. EE123456785MX): two letters for the
 * service, an 8-digit serial, a check digit, and the issuing country's ISO 3166-1 code.
 */
export const S10_PATTERN = /^[A-Z]{2}\d{9}[A-Z]{2}$/;

const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/** The S10 check digit of an 8-digit serial: 11 − (Σ digit×weight mod 11), with 10 → 0 and 11 → 5. */
export function s10CheckDigit(serial: string): number {
  if (!/^\d{8}$/.test(serial)) throw new Error('an S10 serial has 8 digits');
  const sum = [...serial].reduce((acc, d, i) => acc + Number(d) * WEIGHTS[i]!, 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

/** Whether a code shaped like an S10 identifier carries the right check digit (other codes: not S10, not judged). */
export function isValidS10(code: string): boolean {
  if (!S10_PATTERN.test(code)) return false;
  return s10CheckDigit(code.slice(2, 10)) === Number(code[10]);
}

/** An S10 identifier with its check digit, e.g. `s10('EE', 12345678, 'MX')` → EE123456785MX. */
export function s10(service: string, serial: number, country: string): string {
  const digits = String(serial).padStart(8, '0');
  return `${service}${digits}${s10CheckDigit(digits)}${country}`;
}
