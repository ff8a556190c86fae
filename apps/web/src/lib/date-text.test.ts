import { describe, expect, it } from 'vitest';
import { datePlaceholder, parseDateText } from './date-text';

describe('a date typed in the person’s language', () => {
  it('reads the language’s numeric order, its month names and ISO', () => {
    expect(parseDateText('10/12/2026', 'es')).toBe('2026-12-10');
    expect(parseDateText('12/10/2026', 'en')).toBe('2026-12-10');
    expect(parseDateText('10 dic 2026', 'es')).toBe('2026-12-10');
    expect(parseDateText('10 de diciembre de 2026', 'es')).toBe('2026-12-10');
    expect(parseDateText('Dec 10, 2026', 'en')).toBe('2026-12-10');
    expect(parseDateText('2026-12-10', 'ru')).toBe('2026-12-10');
    expect(parseDateText('١٠/١٢/٢٠٢٦', 'ar')).toBe('2026-12-10');
    expect(parseDateText('2026/12/10', 'zh')).toBe('2026-12-10');
  });

  it('is nothing until it is a whole, real date', () => {
    expect(parseDateText('10/12', 'es')).toBeNull();
    expect(parseDateText('31/02/2026', 'es')).toBeNull();
    expect(parseDateText('10/12/26', 'es')).toBeNull();
    expect(parseDateText('', 'es')).toBeNull();
  });

  it('shows the order a person types in, with their own letters', () => {
    expect(datePlaceholder('es', { day: 'dd', month: 'mm', year: 'aaaa' })).toBe('dd/mm/aaaa');
    expect(datePlaceholder('en', { day: 'dd', month: 'mm', year: 'yyyy' })).toBe('mm/dd/yyyy');
  });
});
