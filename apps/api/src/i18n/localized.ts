import type { Locale } from '@vira/domain/locales';

/** A sentence in every language we speak. The type makes a missing translation a compile error. */
export type LocalizedText = Record<Locale, string>;

/** Picks the caller's language and fills `{name}` placeholders. */
export function localize(text: LocalizedText, locale: Locale, params: Record<string, string | number> = {}): string {
  return text[locale].replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
