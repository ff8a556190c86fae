import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date(2026, 10, 22, 15, 0, 0);

describe('relative time of a notification', () => {
  it('minutes under an hour, hours under a day', () => {
    expect(relativeTime(new Date(2026, 10, 22, 14, 55).toISOString(), 'es', now)).toBe('hace 5 min');
    expect(relativeTime(new Date(2026, 10, 22, 12, 0).toISOString(), 'es', now)).toBe('hace 3 h');
  });
  it("'Ayer' for yesterday past 24 hours, then a Mexican date", () => {
    expect(relativeTime(new Date(2026, 10, 21, 9, 0).toISOString(), 'es', new Date(2026, 10, 22, 10, 0))).toBe('Ayer');
    expect(relativeTime(new Date(2026, 10, 2, 9, 0).toISOString(), 'es', now)).toMatch(/2 nov 2026/);
  });
  it('speaks the person’s language', () => {
    expect(relativeTime(new Date(2026, 10, 21, 9, 0).toISOString(), 'en', new Date(2026, 10, 22, 10, 0))).toBe(
      'Yesterday',
    );
  });
});
