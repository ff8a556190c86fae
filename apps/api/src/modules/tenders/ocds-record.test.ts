import { describe, expect, it } from 'vitest';
import { categoryOf, compileRecord, methodOf, stateOf } from './ocds-record';

describe('OCDS record compilation', () => {
  it('merges releases oldest first: objects by field, arrays of objects by id, null removes', () => {
    const compiled = compileRecord([
      {
        ocid: 'ocds-x-1',
        id: '2',
        date: '2026-02-01T00:00:00Z',
        tender: { status: 'complete', items: [{ id: '1', quantity: 8 }], description: null },
        awards: [{ id: 'A', status: 'active' }],
      },
      {
        ocid: 'ocds-x-1',
        id: '1',
        date: '2026-01-01T00:00:00Z',
        tender: {
          status: 'active',
          title: 'Patrullas',
          description: 'old',
          items: [
            { id: '1', quantity: 5, description: 'Patrulla' },
            { id: '2', quantity: 1 },
          ],
        },
        tag: ['tender'],
      },
    ]);
    expect(compiled.tender).toEqual({
      status: 'complete',
      title: 'Patrullas',
      items: [
        { id: '1', quantity: 8, description: 'Patrulla' },
        { id: '2', quantity: 1 },
      ],
    });
    expect(compiled.awards).toEqual([{ id: 'A', status: 'active' }]);
    expect(compiled.tag).toEqual(['compiled']);
    expect(compiled.id).toBe('ocds-x-1-2026-02-01T00:00:00Z');
  });

  it('reads Mexico’s procedures, states and the taxonomy category', () => {
    expect(
      methodOf({ procurementMethod: 'limited', procurementMethodDetails: 'Invitación a cuando menos tres personas' }),
    ).toBe('selective');
    expect(methodOf({ procurementMethod: 'limited', procurementMethodDetails: 'Adjudicación Directa' })).toBe('direct');
    expect(methodOf({ procurementMethodDetails: 'LICITACION PUBLICA NACIONAL' })).toBe('open');
    expect(stateOf('CDMX')).toBe('Ciudad de México');
    expect(stateOf('nuevo leon')).toBe('Nuevo León');
    expect(stateOf('Atlantis')).toBeNull();
    expect(categoryOf('Instalación de paneles FOTOVOLTAICOS')).toBe('clean_energy');
    expect(categoryOf('Servicio de vigilancia')).toBe('security');
    expect(categoryOf('Renta de oficinas')).toBe('government_contracts');
  });
});
