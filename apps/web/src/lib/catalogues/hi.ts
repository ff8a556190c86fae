import type { LanguageCatalogues } from '../i18n';
import common from '../../locales/hi/common.json';
import home from '../../locales/hi/home.json';
import search from '../../locales/hi/search.json';
import shell from '../../locales/hi/shell.json';

// The words of the two screens most visits start on come with the language's chunk: their first paint waits for
// one request for words, not two in a row (decision 031).
const catalogues: LanguageCatalogues = {
  firstScreen: { common, shell, home, search },
  lazy: import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/hi/*.json',
      '!../../locales/hi/common.json',
      '!../../locales/hi/shell.json',
      '!../../locales/hi/home.json',
      '!../../locales/hi/search.json',
    ],
    { import: 'default' },
  ),
};
export default catalogues;
