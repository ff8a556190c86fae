import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryCodeSchema } from './countries';
import { eventStatus, hsCodeSchema, INCOTERM_CODES, incotermSchema, UPU_EVENT_CODES } from './shipping';

describe('shipping standards', () => {
  it('has the 11 Incoterms 2020 and refuses the retired DAT', () => {
    expect(INCOTERM_CODES).toHaveLength(11);
    expect(incotermSchema.safeParse('DPU').success).toBe(true);
    expect(incotermSchema.safeParse('DAT').success).toBe(false);
  });

  it('knows the 249 assigned ISO 3166-1 codes, upper-cases them and refuses reserved ones', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(countryCodeSchema.parse(' mx ')).toBe('MX');
    for (const code of ['UK', 'EU', 'XK', 'ZZ']) expect(countryCodeSchema.safeParse(code).success).toBe(false);
  });

  it('accepts HS codes of 6, 8 or 10 digits, with dots or spaces, and nothing else', () => {
    expect(hsCodeSchema.parse('8471.30')).toBe('847130');
    expect(hsCodeSchema.parse('8471 30 01')).toBe('84713001');
    expect(hsCodeSchema.parse('8471300100')).toBe('8471300100');
    for (const bad of ['8471', '8471301', '847130012', 'ABCDEF'])
      expect(hsCodeSchema.safeParse(bad).success).toBe(false);
  });

  it('normalises UPU EMSEVT codes; a status given by the carrier wins', () => {
    expect(Object.keys(UPU_EVENT_CODES)).toHaveLength(11);
    expect(eventStatus({ upuCode: 'EMA' })).toBe('in_transit');
    expect(eventStatus({ upuCode: 'EME' })).toBe('in_transit');
    expect(eventStatus({ upuCode: 'EMH' })).toBe('attempt_failed');
    expect(eventStatus({ upuCode: 'EMI' })).toBe('delivered');
    expect(eventStatus({ upuCode: 'EMG', status: 'available_for_pickup' })).toBe('available_for_pickup');
  });
});
