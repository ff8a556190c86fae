import type { LanguageCatalogues } from '../i18n';
import common from '../../locales/ar/common.json';
import home from '../../locales/ar/home.json';
import search from '../../locales/ar/search.json';
import shell from '../../locales/ar/shell.json';

// The words of the two screens most visits start on come with the language's chunk: their first paint waits for
// one request for words, not two in a row (decision 031).
const catalogues: LanguageCatalogues = {
  firstScreen: { common, shell, home, search },
  lazy: import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/ar/*.json',
      '!../../locales/ar/common.json',
      '!../../locales/ar/shell.json',
      '!../../locales/ar/home.json',
      '!../../locales/ar/search.json',
    ],
    { import: 'default' },
  ),
};
export default catalogues;
