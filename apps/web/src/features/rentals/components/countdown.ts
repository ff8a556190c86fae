import { intlLocale } from '@/lib/intl-locale';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "in 23 hours" / "hace 2 días", in the person's language; the largest unit that fits. */
export function timeLeft(iso: string, language: string, now = Date.now()): string {
  const ms = new Date(iso).getTime() - now;
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(ms) >= size || unit === 'minute') return format.format(Math.round(ms / size), unit);
  }
  return format.format(0, 'minute');
}

export function formatMoment(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
