import { isRtl, type Locale } from '@vira/domain/locales';
import { scriptJson } from './html-text';

/**
 * The built index.html with a rendered page in it: the language and direction on `<html>`, the page's own head
 * in place of the app's generic title and description, the markup in `#root`, and the query cache the browser
 * hydrates from (`#vira-state`, JSON, never run; `data-not-found` on the not-found page, which the app then shows
 * whatever screen the path names).
 */
export function pageDocument(
  template: string,
  page: { locale: Locale; head: string; html: string; state: unknown; notFound?: boolean },
): string {
  // React writes the hints it hoists (the cover's preload) before the markup; they belong in the head.
  const hints = /^(?:<link [^>]*>)+/.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(hints.length);
  return template
    .replace(/<html[^>]*>/, `<html lang="${page.locale}" dir="${isRtl(page.locale) ? 'rtl' : 'ltr'}">`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace('</head>', () => `  ${page.head}\n    ${hints}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${body}</div>\n    <script id="vira-state" type="application/json"${page.notFound ? ' data-not-found' : ''}>${scriptJson(page.state)}</script>`,
    );
}
