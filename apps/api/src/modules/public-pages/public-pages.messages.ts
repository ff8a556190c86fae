import type { LocalizedText } from '../../i18n/localized';

/** The words of the public pages' heads, for search engines and link previews (the page itself uses the web's). */
export const publicPageMessages = {
  /** The tab's title of a listing page, as the web app writes it (shell `titleFormat.page`). */
  pageTitle: {
    es: '{title} · Vira',
    en: '{title} · Vira',
    zh: '{title} · Vira',
    ar: '{title} · Vira',
    ru: '{title} · Vira',
    fr: '{title} · Vira',
    hi: '{title} · Vira',
    pt: '{title} · Vira',
    sw: '{title} · Vira',
  },
  /** A listing's meta description: price and place first, then the start of its own description. */
  listingDescription: {
    es: 'Renta {title} en {place} por {price} al día en Vira. {description}',
    en: 'Rent {title} in {place} for {price} a day on Vira. {description}',
    zh: '在 Vira 上租用 {place} 的 {title}，每天 {price}。{description}',
    ar: 'استأجر {title} في {place} مقابل {price} في اليوم على Vira. {description}',
    ru: 'Аренда: {title}, {place}, {price} в день на Vira. {description}',
    fr: 'Louez {title} à {place} pour {price} par jour sur Vira. {description}',
    hi: 'Vira पर {place} में {title} किराए पर लें, {price} प्रति दिन। {description}',
    pt: 'Alugue {title} em {place} por {price} por dia na Vira. {description}',
    sw: 'Kodisha {title} huko {place} kwa {price} kwa siku kwenye Vira. {description}',
  },
  /** The price on a link preview's picture. */
  pricePerDay: {
    es: '{price} / día',
    en: '{price} / day',
    zh: '{price} / 天',
    ar: '{price} / يوم',
    ru: '{price} / день',
    fr: '{price} / jour',
    hi: '{price} / दिन',
    pt: '{price} / dia',
    sw: '{price} / siku',
  },
  notFoundTitle: {
    es: 'Página no encontrada · Vira',
    en: 'Page not found · Vira',
    zh: '页面未找到 · Vira',
    ar: 'الصفحة غير موجودة · Vira',
    ru: 'Страница не найдена · Vira',
    fr: 'Page introuvable · Vira',
    hi: 'पृष्ठ नहीं मिला · Vira',
    pt: 'Página não encontrada · Vira',
    sw: 'Ukurasa haukupatikana · Vira',
  },
  home: {
    es: 'Inicio',
    en: 'Home',
    zh: '首页',
    ar: 'الرئيسية',
    ru: 'Главная',
    fr: 'Accueil',
    hi: 'मुखपृष्ठ',
    pt: 'Início',
    sw: 'Mwanzo',
  },
  search: {
    es: 'Buscar',
    en: 'Search',
    zh: '搜索',
    ar: 'بحث',
    ru: 'Поиск',
    fr: 'Rechercher',
    hi: 'खोजें',
    pt: 'Buscar',
    sw: 'Tafuta',
  },
} satisfies Record<string, LocalizedText>;

/** Open Graph's locale of each language (`og:locale`, language_TERRITORY). */
export const OG_LOCALES = {
  es: 'es_MX',
  en: 'en_US',
  zh: 'zh_CN',
  ar: 'ar_AR',
  ru: 'ru_RU',
  fr: 'fr_FR',
  hi: 'hi_IN',
  pt: 'pt_BR',
  sw: 'sw_KE',
} as const;
