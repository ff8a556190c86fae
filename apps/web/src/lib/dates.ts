/** The Intl locale for an app language (Spanish is Mexico's, as the prices are). */
export function intlLocale(language: string): string {
  return language === 'es' ? 'es-MX' : language;
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
