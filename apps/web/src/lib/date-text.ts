import { intlLocale } from './intl-locale';

/**
 * A calendar date as a person types it in their language, read back as `YYYY-MM-DD` (the one localized date field,
 * components/ui/date-field.tsx; issue 34, item 12). Accepted: the language's numeric order ("10/12/2026" in Spanish,
 * "12/10/2026" in English), its month names ("10 dic 2026", "10 de diciembre de 2026", "Dec 10, 2026"), and
 * ISO `2026-12-10`, whatever the language. Arabic-Indic and Persian digits count as digits.
 */

type Part = 'day' | 'month' | 'year';

const orders = new Map<string, Part[]>();
const monthNames = new Map<string, Map<string, number>>();

/** The order of day, month and year in the language's numeric dates, e.g. day, month, year for Spanish. */
export function numericOrder(language: string): Part[] {
  let order = orders.get(language);
  if (!order) {
    order = new Intl.DateTimeFormat(intlLocale(language), {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    })
      .formatToParts(new Date(Date.UTC(2026, 11, 10)))
      .map((p) => p.type)
      .filter((t): t is Part => t === 'day' || t === 'month' || t === 'year');
    orders.set(language, order);
  }
  return order;
}

function fold(text: string): string {
  return text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f.]/g, '');
}

function monthsOf(language: string): Map<string, number> {
  let names = monthNames.get(language);
  if (!names) {
    names = new Map();
    for (const locale of [intlLocale(language), 'en']) {
      for (const month of ['long', 'short'] as const) {
        const format = new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' });
        for (let m = 0; m < 12; m++) {
          const name = fold(format.format(new Date(Date.UTC(2026, m, 10))));
          if (!names.has(name)) names.set(name, m + 1);
        }
      }
    }
    monthNames.set(language, names);
  }
  return names;
}

function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The date typed, as `YYYY-MM-DD`, or null when it is not (yet) a whole, real date. */
export function parseDateText(text: string, language: string): string | null {
  const clean = westernDigits(text.trim());
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(clean);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  // Words and numbers, whatever separates them ("10 de dic. de 2026", "10/12/2026", "2026年12月10日").
  const tokens = clean.match(/\p{L}+|\d+/gu) ?? [];
  const numbers: string[] = [];
  let month: number | null = null;
  const names = monthsOf(language);
  for (const token of tokens) {
    if (/^\d+$/.test(token)) numbers.push(token);
    else if (month === null && names.has(fold(token))) month = names.get(fold(token))!;
  }
  if (month !== null) {
    // A named month: the four-digit number is the year, the other the day.
    if (numbers.length !== 2) return null;
    const yearAt = numbers.findIndex((n) => n.length === 4);
    if (yearAt === -1) return null;
    return isoOf(Number(numbers[yearAt]), month, Number(numbers[1 - yearAt]));
  }
  if (numbers.length !== 3) return null;
  if (numbers[0]!.length === 4) return isoOf(Number(numbers[0]), Number(numbers[1]), Number(numbers[2]));
  const order = numericOrder(language);
  const value = (part: Part) => Number(numbers[order.indexOf(part)]);
  if (numbers[order.indexOf('year')]!.length !== 4) return null;
  return isoOf(value('year'), value('month'), value('day'));
}

/** What an empty field shows: the language's order with its own letters, e.g. "dd/mm/aaaa". */
export function datePlaceholder(language: string, letters: Record<Part, string>): string {
  return numericOrder(language)
    .map((part) => letters[part])
    .join('/');
}
