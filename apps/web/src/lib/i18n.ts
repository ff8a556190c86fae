import { DEFAULT_LOCALE, isRtl, LOCALE_STORAGE_KEY, LOCALES, toLocale, type Locale } from '@vira/domain/locales';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Catalogues live in src/locales/<lng>/<namespace>.json, one namespace per feature so that features own their
 * words. Each is its own chunk, fetched the first time a language and namespace is needed. One small chunk per
 * language (lib/catalogues/<lng>.ts) holds the map from namespace to chunk and, inside it, the words of every
 * screen (common, shell) and of the home and search screens: those first screens need one request for their words,
 * and the startup code carries nine entries rather than all 351 (decision 031).
 */
export interface LanguageCatalogues {
  firstScreen: Record<string, Record<string, unknown>>;
  lazy: Record<string, () => Promise<Record<string, unknown>>>;
}
const languages = import.meta.glob<LanguageCatalogues>('./catalogues/*.ts', { import: 'default' });
const languageChunks = new Map<string, Promise<LanguageCatalogues>>();

async function loadCatalogue(language: string, namespace: string): Promise<Record<string, unknown>> {
  const loadLanguage = languages[`./catalogues/${language}.ts`];
  if (!loadLanguage) return {};
  if (!languageChunks.has(language)) languageChunks.set(language, loadLanguage());
  const { firstScreen, lazy } = await languageChunks.get(language)!;
  const load = lazy[`../../locales/${language}/${namespace}.json`];
  return firstScreen[namespace] ?? (load ? load() : {});
}

export function storedLocale(): Locale {
  try {
    return toLocale(localStorage.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
}

/** Whether the person ever chose a language here (the stored one is then theirs, not the default). */
export function hasStoredLocale(): boolean {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * `firstScreen`: namespaces the first screen reads, loaded together with the words of every screen. `language`: the
 * one a page rendered on the server is in (its `<html lang>`), which hydration must start from.
 */
export async function initI18n(firstScreen: string[] = [], language?: Locale): Promise<typeof i18next> {
  const lng = language ?? storedLocale();
  applyDocumentLocale(lng);
  await i18next
    .use(initReactI18next)
    .use({
      type: 'backend',
      init() {},
      read(language: string, namespace: string, callback: (err: unknown, data?: Record<string, unknown>) => void) {
        loadCatalogue(language, namespace).then(
          (catalogue) => callback(null, catalogue),
          (error: unknown) => callback(error),
        );
      },
    })
    .init({
      lng,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      // The shell's words are needed on every screen: load them with the first paint, not after it.
      ns: ['common', 'shell', ...firstScreen],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      // Ask for the language's words at once, not in a timer task after the entry has run: that task came after
      // the first screen's chunks had been requested, a later start for the words on the first paint's path.
      initAsync: false,
    });
  i18next.on('languageChanged', (language) => {
    const locale = toLocale(language);
    applyDocumentLocale(locale);
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  });
  return i18next;
}

export { i18next };
