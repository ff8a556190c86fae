import { isCurrencyCode } from '@vira/domain/currencies';
import { formatCharged } from '@/lib/currency';
import { intlLocale } from '@/lib/intl-locale';

/** Integer minor units in the audited tables (decision 025 keeps the stored values as they are). */
const MONEY_FIELDS = new Set([
  'price_per_day',
  'price_per_hour',
  'deposit',
  'insurance_cost_per_day',
  'delivery_cost',
  'total',
  'subtotal',
  'amount',
  'refunded_amount',
  'commission',
  'owner_earnings',
  'item_cost',
  'insurance_cost',
]);
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export interface ValueWords {
  yes: string;
  no: string;
  none: string;
  status(value: string): string | null;
}

/** A stored value as a person reads it: money with its currency, instants in their language, statuses named. */
export function formatAuditValue(
  field: string,
  value: unknown,
  currency: string | null,
  language: string,
  words: ValueWords,
): string {
  if (value === undefined || value === null || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number' && MONEY_FIELDS.has(field) && currency && isCurrencyCode(currency)) {
    // A record, like a receipt: read without a display currency, so always with its code (decision 035).
    return formatCharged(value, currency, { locale: intlLocale(language) });
  }
  if (typeof value === 'number') return new Intl.NumberFormat(intlLocale(language)).format(value);
  if (typeof value === 'string' && INSTANT.test(value)) {
    const date = new Date(value.includes('T') ? value : value.replace(' ', 'T'));
    if (!Number.isNaN(date.getTime())) {
      return formatInstant(date, language, 'short');
    }
  }
  if (typeof value === 'string') return (field === 'status' && words.status(value)) || value;
  return JSON.stringify(value);
}

/** A 24-hour clock: es-MX's 12-hour "a.m." reads like an untranslated key and is ambiguous in writing. */
export function formatInstant(date: Date, language: string, timeStyle: 'short' | 'medium'): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle, hourCycle: 'h23' }).format(
    date,
  );
}
