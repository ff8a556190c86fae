import { LOCALES, type Locale } from '@vira/domain/locales';
import { escapeHtml, scriptJson } from './html-text';
import { OG_LOCALES } from './public-pages.messages';

export interface PageHead {
  locale: Locale;
  title: string;
  description: string;
  /** Absolute address of this page as search engines should index it. */
  canonical: string;
  /** Absolute address of the page in a language (`/en/...`), and without one (x-default). */
  alternate(locale: Locale | null): string;
  /** Absolute address of the link preview's picture (1200×630), when the page has one. */
  image?: string | null;
  imageAlt?: string;
  type: 'website' | 'product' | 'profile';
  /** schema.org objects, each written as its own JSON-LD script. */
  structuredData: object[];
}

const attr = escapeHtml;

/** The tags a page's `<head>` gets: title, description, canonical, hreflang, Open Graph, Twitter card, JSON-LD. */
export function headTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}" />`,
    `<link rel="canonical" href="${attr(head.canonical)}" />`,
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${attr(head.alternate(l))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${attr(head.alternate(null))}" />`,
    `<meta property="og:site_name" content="Vira" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${attr(head.title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    `<meta property="og:url" content="${attr(head.canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[head.locale]}" />`,
    ...LOCALES.filter((l) => l !== head.locale).map(
      (l) => `<meta property="og:locale:alternate" content="${OG_LOCALES[l]}" />`,
    ),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${attr(head.title)}" />`,
    `<meta name="twitter:description" content="${attr(head.description)}" />`,
  ];
  if (head.image) {
    tags.push(
      `<meta property="og:image" content="${attr(head.image)}" />`,
      `<meta property="og:image:width" content="1200" />`,
      `<meta property="og:image:height" content="630" />`,
      `<meta property="og:image:alt" content="${attr(head.imageAlt ?? head.title)}" />`,
      `<meta name="twitter:image" content="${attr(head.image)}" />`,
    );
  }
  for (const data of head.structuredData) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}
