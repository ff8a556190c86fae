import { describe, expect, it } from 'vitest';
import {
  curpBirthDate,
  curpCheckDigit,
  curpNameLetters,
  curpSchema,
  documentHasBack,
  isValidCurp,
  maskCurp,
  verificationChecks,
  verificationInputSchema,
} from './verification';
import { needsVerifiedRenter, verifiedRenterReason } from './verified-renter-rule';

// Published CURPs: RENAPO's own example (Gloria Hernández García) and a former president's, public record.
const VALID = ['HEGG560427MVZRRL04', 'LOOA531113HTCPBN07', 'MAHJ280603MSPRRV09'];

describe('CURP', () => {
  it('accepts published CURPs, their check digit computed with weights 18..2 over 0-9, A-Z', () => {
    for (const curp of VALID) {
      expect(isValidCurp(curp)).toBe(true);
      expect(curpCheckDigit(curp.slice(0, 17))).toBe(Number(curp[17]));
    }
  });

  it('refuses a CURP whose last digit is wrong, naming the check digit', () => {
    expect(isValidCurp('HEGG560427MVZRRL05')).toBe(false);
    expect(curpSchema.safeParse('HEGG560427MVZRRL05').error?.issues[0]?.message).toBe('curp_check_digit');
  });

  it('refuses what is not shaped like a CURP (month 13, unknown state, vowel where a consonant goes)', () => {
    for (const bad of ['HEGG561327MVZRRL04', 'HEGG560427MZZRRL04', 'HEGG560427MVZARL04', 'HEGG560427', '']) {
      expect(curpSchema.safeParse(bad).error?.issues[0]?.message).toBe('curp_format');
    }
  });

  it('takes what a person types: lower case and spaces', () => {
    expect(curpSchema.parse(' hegg 560427 mvzrrl04 ')).toBe('HEGG560427MVZRRL04');
  });

  it('finds exactly one valid check digit for any well-formed first 17 characters', () => {
    for (const first of ['HEGG560427MVZRRL0', 'XEXX010101HNEXXXA', 'BADD110313HCMLNS0']) {
      const valid = [...Array(10).keys()].filter((d) => isValidCurp(`${first}${d}`));
      expect(valid).toEqual([curpCheckDigit(first)]);
    }
  });

  it('reads the birth date (century from the 17th character) and the name letters', () => {
    expect(curpBirthDate('HEGG560427MVZRRL04')).toBe('1956-04-27');
    expect(curpBirthDate(`XEXX010101HNEXXXA${curpCheckDigit('XEXX010101HNEXXXA')}`)).toBe('2001-01-01');
    expect(curpNameLetters('Gloria Hernández García')).toBe('HEGG');
    expect(curpNameLetters('María Fernanda Pérez de la Rosa')).toBe('PERF');
    expect(curpNameLetters('Persona 3')).toBeNull();
    expect(maskCurp('HEGG560427MVZRRL04')).toBe('••••••••••••••RL04');
  });
});

describe('what a machine checks before an admin looks', () => {
  const today = '2026-11-29';
  it('passes a current document whose CURP matches the profile name and the birth date given', () => {
    const checks = verificationChecks(
      { expiresOn: '2030-01-01', curp: 'HEGG560427MVZRRL04', birthDate: '1956-04-27' },
      { fullName: 'Gloria Hernández García' },
      today,
    );
    expect(checks.map((c) => c.outcome)).toEqual(['pass', 'pass', 'pass', 'pass']);
  });

  it('fails an expired document, another name, another birth date; unknown without a CURP', () => {
    const checks = verificationChecks(
      { expiresOn: '2026-11-28', curp: 'HEGG560427MVZRRL04', birthDate: '1960-01-01' },
      { fullName: 'Ana López Pérez' },
      today,
    );
    expect(Object.fromEntries(checks.map((c) => [c.check, c.outcome]))).toEqual({
      document_not_expired: 'fail',
      curp_check_digit: 'pass',
      name_matches: 'fail',
      birth_date_matches: 'fail',
    });
    const without = verificationChecks({ expiresOn: today, curp: null, birthDate: null }, { fullName: null }, today);
    expect(without.map((c) => c.outcome)).toEqual(['pass', 'unknown', 'unknown', 'unknown']);
  });
});

describe('the form', () => {
  const base = { documentType: 'ine', country: 'mx', expiresOn: '2030-01-01', consent: 'true' };
  it('needs consent, a known document type and country; CURP and birth date may be empty', () => {
    expect(verificationInputSchema.parse({ ...base, curp: '', birthDate: '' }).country).toBe('MX');
    expect(verificationInputSchema.safeParse({ ...base, consent: 'false' }).success).toBe(false);
    expect(verificationInputSchema.safeParse({ ...base, documentType: 'library_card' }).success).toBe(false);
    expect(verificationInputSchema.safeParse({ ...base, curp: 'HEGG560427MVZRRL05' }).success).toBe(false);
  });
  it('asks for a back of every document but a passport', () => {
    expect(documentHasBack('passport')).toBe(false);
    expect(documentHasBack('ine')).toBe(true);
    expect(documentHasBack('foreign_id_card')).toBe(true);
  });
});

describe('which listings need a verified renter, and why', () => {
  const listing = { requiresVerifiedRenter: false, deposit: 100_000, currency: 'MXN' };
  it("follows the owner's choice, and a deposit above the configured amount in pesos", () => {
    expect(needsVerifiedRenter({ ...listing, requiresVerifiedRenter: true }, null)).toBe(true);
    expect(needsVerifiedRenter(listing, null)).toBe(false);
    expect(needsVerifiedRenter(listing, 50_000)).toBe(true);
    expect(needsVerifiedRenter(listing, 100_000)).toBe(false);
    // 100.00 USD is about 1,700.00 MXN at the table's rate.
    expect(needsVerifiedRenter({ ...listing, deposit: 10_000, currency: 'USD' }, 150_000)).toBe(true);
    expect(needsVerifiedRenter({ ...listing, deposit: 10_000, currency: 'USD' }, 200_000)).toBe(false);
  });
  it('names the reason the dialog gives: the owner’s switch first, else the deposit threshold', () => {
    expect(verifiedRenterReason({ ...listing, requiresVerifiedRenter: true }, 50_000)).toBe('owner');
    expect(verifiedRenterReason(listing, 50_000)).toBe('deposit');
    expect(verifiedRenterReason(listing, null)).toBeNull();
  });
});
