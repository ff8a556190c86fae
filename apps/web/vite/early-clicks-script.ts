import type { Plugin } from 'vite';
import { EARLY_CLICKS_SCRIPT } from '../src/lib/early-clicks.ts';

/**
 * Puts the script that holds a press made before the app has taken over a server-rendered page
 * (`src/lib/early-clicks.ts`) at the top of the head, right after `<meta charset>` (which must stay within the
 * first 1024 bytes, the W3C Nu checker holds us to it): it must listen before the page can be clicked. The API
 * allows it by its hash, as every inline script of the built index.html (`inlineScriptSources`).
 */
export function earlyClicksScript(): Plugin {
  return {
    name: 'vira-early-clicks',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const script = `\n    <script>${EARLY_CLICKS_SCRIPT}</script>`;
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html))
          throw new Error('index.html has no <meta charset>: the early-clicks script goes after it.');
        return html.replace(charset, (tag) => `${tag}${script}`);
      },
    },
  };
}
