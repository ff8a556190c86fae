import { describe, expect, it } from 'vitest';
import { formatAuditValue, type ValueWords } from './audit-value';

const words: ValueWords = {
  yes: 'Sí',
  no: 'No',
  none: '—',
  status: (value) => ({ paid: 'Pagada' })[value] ?? null,
};

describe('an audited value as a person reads it', () => {
  it('shows money in minor units with its currency code, as charged', () => {
    expect(formatAuditValue('price_per_day', 45_000, 'MXN', 'es', words)).toBe('MXN 450.00');
    // Without a known currency the stored number is shown as it is, never guessed.
    expect(formatAuditValue('price_per_day', 45_000, null, 'es', words)).toBe('45,000');
  });

  it('names booleans, statuses and empty values in the person’s words', () => {
    expect(formatAuditValue('available', true, null, 'es', words)).toBe('Sí');
    expect(formatAuditValue('status', 'paid', null, 'es', words)).toBe('Pagada');
    expect(formatAuditValue('status', 'unknown_state', null, 'es', words)).toBe('unknown_state');
    expect(formatAuditValue('notes', null, null, 'es', words)).toBe('—');
  });

  it('writes instants in the person’s language', () => {
    const text = formatAuditValue('paid_at', '2026-11-23T12:04:05.123+00:00', null, 'en', words);
    expect(text).toMatch(/Nov 23, 2026/);
  });
});
