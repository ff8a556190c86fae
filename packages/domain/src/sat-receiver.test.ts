import { describe, expect, it } from 'vitest';
import { receiverProblem, rfcCheckDigitValid, rfcPersonType } from './sat-receiver';

const ok = { rfc: 'HCE010101AB7', taxRegime: '601', postalCode: '06050' };

describe('a CFDI receiver as the SAT checks it', () => {
  it('reads the person type from the RFC, refusing impossible dates and wrong shapes', () => {
    expect(rfcPersonType('HCE010101AB7')).toBe('moral');
    expect(rfcPersonType('XOJI740919U48')).toBe('fisica');
    expect(rfcPersonType('XOJI741319U48')).toBeNull();
    expect(rfcPersonType('XOJI740230U48')).toBeNull();
    expect(rfcPersonType('ABCDEFGHIJKLMN')).toBeNull();
  });

  it('refuses a persona física with a persona-moral regime, and the reverse', () => {
    expect(receiverProblem({ ...ok, rfc: 'XOJI740919U48', taxRegime: '603' })).toEqual({
      code: 'regime_person_type',
      field: 'taxRegime',
      personType: 'fisica',
    });
    expect(receiverProblem({ ...ok, taxRegime: '612' })?.code).toBe('regime_person_type');
    expect(receiverProblem({ ...ok, rfc: 'XOJI740919U48', taxRegime: '626' })).toBeNull();
    expect(receiverProblem(ok)).toBeNull();
  });

  it('keeps the generic RFC to régimen 616 and postal codes to Mexican states', () => {
    expect(receiverProblem({ rfc: 'XAXX010101000', taxRegime: '616', postalCode: '06050' })).toBeNull();
    expect(receiverProblem({ rfc: 'XAXX010101000', taxRegime: '601', postalCode: '06050' })?.code).toBe(
      'generic_rfc_regime',
    );
    expect(receiverProblem({ ...ok, postalCode: '17000' })?.code).toBe('postal_code_unknown');
    expect(receiverProblem({ ...ok, postalCode: '00100' })?.code).toBe('postal_code_unknown');
  });

  it('checks the RFC’s check digit (modulo 11) for both lengths, the generic RFCs aside', () => {
    // Persona moral (12): the SAT's own RFC and its test CSD's issuer; persona física (13): the SAT's test person.
    // A remainder of 1 is written 'A', of 0 is '0'.
    for (const rfc of [
      'SAT970701NN3',
      'EKU9003173C9',
      'CVD110412TF6',
      'HCE010101AB7',
      'XOJI740919U48',
      'HCE010101AFA',
      'XOJI740919UJ0',
    ])
      expect(rfcCheckDigitValid(rfc), rfc).toBe(true);
    // One character off, or the last one wrong ('A' or a digit where the computed one differs).
    for (const rfc of [
      'SAT970701NN4',
      'EKU9003173C8',
      'HCE010101AB1',
      'XOJI740919U47',
      'XOJI740919U4A',
      'HCE010101AF1',
      'XOJI740919UJA',
    ])
      expect(rfcCheckDigitValid(rfc), rfc).toBe(false);
    // The generic RFCs are not computed (XAXX010101000's digit would be 4) and stay accepted.
    expect(rfcCheckDigitValid('XAXX010101000')).toBe(true);
    expect(rfcCheckDigitValid('XEXX010101000')).toBe(true);
    expect(receiverProblem({ ...ok, rfc: 'HCE010101AB1' })).toEqual({ code: 'rfc_check_digit', field: 'rfc' });
    expect(receiverProblem({ ...ok, rfc: 'XOJI740919U47', taxRegime: '612' })?.code).toBe('rfc_check_digit');
    expect(receiverProblem({ rfc: 'XEXX010101000', taxRegime: '616', postalCode: '06050' })).toBeNull();
  });
});
