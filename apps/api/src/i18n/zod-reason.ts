import type { Locale } from '@vira/domain/locales';
import { z } from 'zod';

type LocaleErrorMap = (issue: z.core.$ZodRawIssue) => string | { message: string } | undefined | null;

const zodLocales: Partial<Record<Locale, () => { localeError: LocaleErrorMap }>> = {
  es: z.locales.es,
  en: z.locales.en,
  zh: z.locales.zhCN,
  ar: z.locales.ar,
  ru: z.locales.ru,
  fr: z.locales.fr,
  hi: z.locales.hi,
  pt: z.locales.pt,
};

// Zod ships no Swahili messages; a plain sentence beats an English one.
const SWAHILI_REASON = 'thamani hii haikubaliki';

const cache = new Map<Locale, LocaleErrorMap>();

/** Zod's explanation of one issue in the caller's language. Custom messages we wrote ourselves win. */
export function zodReason(issue: z.core.$ZodIssue, locale: Locale): string {
  if (issue.code === 'custom') return issue.message;
  if (locale === 'sw') return SWAHILI_REASON;
  let map = cache.get(locale);
  if (!map) {
    map = (zodLocales[locale] ?? z.locales.es)().localeError;
    cache.set(locale, map);
  }
  const result = map(issue as unknown as z.core.$ZodRawIssue);
  if (!result) return issue.message;
  return typeof result === 'string' ? result : result.message;
}
