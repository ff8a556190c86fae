// Its own module rather than in dates.ts: money on the first screen needs it, the calendars do not (decision 033).
/** The Intl locale for an app language (Spanish is Mexico's, as the prices are). */
export function intlLocale(language: string): string {
  return language === 'es' ? 'es-MX' : language;
}

/**
 * The browser's first number or date format of a page loads its locale data: one task of 20–150 ms in Chromium
 * (measured, issue 13), which would otherwise land inside the render that shows a screen's first figures or
 * prices. A screen whose first answer has numbers calls this when its code loads: the locale data then loads in a
 * task of its own while the answer is on the network.
 */
export function prepareNumbers(language: string): void {
  setTimeout(() => new Intl.NumberFormat(intlLocale(language)).format(0));
}
