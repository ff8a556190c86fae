import { COUNTRY_CODES } from '@vira/domain/countries';
import { intlLocale } from '@/lib/intl-locale';

const cache = new Map<string, Intl.DisplayNames>();

/** A country's name in the reader's language ("Estados Unidos", "الولايات المتحدة"), or its code if unknown. */
export function countryName(code: string, language: string): string {
  let names = cache.get(language);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale(language)], { type: 'region' });
    cache.set(language, names);
  }
  return names.of(code) ?? code;
}

/** Every ISO 3166-1 country, sorted by its name in the reader's language. */
export function sortedCountries(language: string): { code: string; name: string }[] {
  const collator = new Intl.Collator(intlLocale(language));
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
