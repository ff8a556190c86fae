/**
 * A link to a document the API draws in the person's language (receipts, invoices, certificates). A plain link
 * sends no X-Vira-Language header, so the language chosen in the app rides in `?lang=`; without it the PDF would
 * follow the browser's Accept-Language instead.
 */
export function documentLink(url: string, language: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;
}
