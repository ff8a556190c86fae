import { describe, expect, it } from 'vitest';
import { receiverProblem, rfcPersonType } from './sat-receiver';

const ok = { rfc: 'HCE010101AB1', taxRegime: '601', postalCode: '06050' };

describe('a CFDI receiver as the SAT checks it', () => {
  it('reads the person type from the RFC, refusing impossible dates and wrong shapes', () => {
    expect(rfcPersonType('HCE010101AB1')).toBe('moral');
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
});
