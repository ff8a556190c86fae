import { intlLocale } from '@/lib/intl-locale';

/**
 * The spec's relative time: minutes under an hour, hours under a day, 'Ayer' (yesterday), otherwise a date
 * (Mexican format in Spanish, the language's own elsewhere).
 */
export function relativeTime(iso: string, language: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const minutes = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 60_000));
  const locale = intlLocale(language);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  if (minutes < 24 * 60) return rtf.format(-Math.floor(minutes / 60), 'hour');
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const startOfYesterday = new Date(startOfToday.getTime() - 86_400_000);
  if (then >= startOfYesterday) {
    const yesterday = rtf.format(-1, 'day');
    return yesterday.charAt(0).toLocaleUpperCase(locale) + yesterday.slice(1);
  }
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(then);
}
