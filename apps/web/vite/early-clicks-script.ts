import type { Plugin } from 'vite';
import { EARLY_CLICKS_SCRIPT } from '../src/lib/early-clicks.ts';

/**
 * Puts the script that holds a press made before the app has taken over a server-rendered page
 * (`src/lib/early-clicks.ts`) first in the head: it must listen before the page can be clicked. The API allows it
 * by its hash, as every inline script of the built index.html (`inlineScriptSources`).
 */
export function earlyClicksScript(): Plugin {
  return {
    name: 'vira-early-clicks',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<head>/, () => `<head>\n    <script>${EARLY_CLICKS_SCRIPT}</script>`),
    },
  };
}
