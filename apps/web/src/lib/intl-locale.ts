// Its own module rather than in dates.ts: money on the first screen needs it, the calendars do not (decision 033).
/** The Intl locale for an app language (Spanish is Mexico's, as the prices are). */
export function intlLocale(language: string): string {
  return language === 'es' ? 'es-MX' : language;
}
