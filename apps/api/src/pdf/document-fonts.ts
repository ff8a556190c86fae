import { createRequire } from 'node:module';
import type { Locale } from '@vira/domain/locales';

const require = createRequire(import.meta.url);

export interface DocumentFonts {
  body: string;
  bold: string;
}

const DEJAVU: DocumentFonts = {
  body: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/**
 * Fonts per document language, DejaVu Sans (Latin, Cyrillic) for the rest. Each one covers Latin too: RFCs,
 * amounts, folios and Spanish CFDI field names print in every document.
 */
const FONTS: Partial<Record<Locale, DocumentFonts>> = {
  zh: {
    body: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  },
  hi: {
    body: require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
  },
  ar: {
    body: require.resolve('@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf'),
  },
};

export function documentFonts(locale: Locale): DocumentFonts {
  return FONTS[locale] ?? DEJAVU;
}

/** Registers the language's fonts as 'body' and 'bold' (subsets are embedded) and selects 'body'. */
export function registerDocumentFonts(doc: PDFKit.PDFDocument, locale: Locale): void {
  const fonts = documentFonts(locale);
  doc.registerFont('body', fonts.body);
  doc.registerFont('bold', fonts.bold);
  doc.font('body');
}
