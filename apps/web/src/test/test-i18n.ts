import { DEFAULT_LOCALE, LOCALES, type Locale } from '@vira/domain/locales';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLocale, i18next } from '@/lib/i18n';

// Every namespace of a language, loaded the first time a test asks for that language (the nine languages together
// are 351 files: a test file reads only its own).
const catalogues = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

const loaded = new Set<Locale>();

async function loadLanguage(language: Locale): Promise<void> {
  if (loaded.has(language)) return;
  const prefix = `../locales/${language}/`;
  await Promise.all(
    Object.entries(catalogues)
      .filter(([path]) => path.startsWith(prefix))
      .map(async ([path, load]) => {
        i18next.addResourceBundle(language, path.slice(prefix.length, -'.json'.length), await load(), true, true);
      }),
  );
  loaded.add(language);
}

/**
 * The app's own i18next instance (the one lib/api.ts reads the language from), with the app's options and every
 * catalogue of `language`, switched to it; the document's lang and dir follow, as in the app.
 */
export async function testI18n(language: Locale = DEFAULT_LOCALE): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      defaultNS: 'common',
      resources: {},
      interpolation: { escapeValue: false },
    });
  }
  await loadLanguage(language);
  if (language !== DEFAULT_LOCALE) await loadLanguage(DEFAULT_LOCALE);
  if (i18next.language !== language) await i18next.changeLanguage(language);
  applyDocumentLocale(language);
  return i18next;
}
