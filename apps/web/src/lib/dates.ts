import { addDays } from '@vira/domain/pricing';
import { intlLocale } from './intl-locale';

/** Today's calendar date in the person's own time zone (`YYYY-MM-DD`): the earliest day a date field offers. */
export function todayDate(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function atUtcMidnight(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** A calendar date (YYYY-MM-DD) as a person reads it in their language, e.g. "10 dic 2026". */
export function formatCalendarDate(
  date: string,
  language: string,
  style: 'medium' | 'long' | 'full' = 'medium',
): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: style, timeZone: 'UTC' }).format(
    atUtcMidnight(date),
  );
}

/** Two calendar dates as one range, e.g. "10–13 dic 2026" (Intl drops what both share). */
export function formatDateRange(start: string, end: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
    atUtcMidnight(start),
    atUtcMidnight(end),
  );
}

/** A month's name and year as a calendar caption, e.g. "diciembre de 2026" (never capitalised by CSS). */
export function formatMonthCaption(month: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    atUtcMidnight(`${month}-01`),
  );
}

/** A month (`YYYY-MM`) as calendar cells, Monday first: nulls before the 1st, then every date of the month. */
export function monthCells(month: string): (string | null)[] {
  const first = `${month}-01`;
  const weekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: weekday }, () => null);
  for (let d = first; d.slice(0, 7) === month; d = addDays(d, 1)) cells.push(d);
  return cells;
}

/** The month `n` months after `month` (`YYYY-MM`). */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7);
}

/** The narrow weekday names, Monday first, in the person's language. */
export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(language), { weekday: 'narrow', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}
