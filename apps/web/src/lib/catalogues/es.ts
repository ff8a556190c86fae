import type { LanguageCatalogues } from '../i18n';
import common from '../../locales/es/common.json';
import home from '../../locales/es/home.json';
import search from '../../locales/es/search.json';
import shell from '../../locales/es/shell.json';

// The words of the two screens most visits start on come with the language's chunk: their first paint waits for
// one request for words, not two in a row (decision 031).
const catalogues: LanguageCatalogues = {
  firstScreen: { common, shell, home, search },
  lazy: import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/es/*.json',
      '!../../locales/es/common.json',
      '!../../locales/es/shell.json',
      '!../../locales/es/home.json',
      '!../../locales/es/search.json',
    ],
    { import: 'default' },
  ),
};
export default catalogues;
