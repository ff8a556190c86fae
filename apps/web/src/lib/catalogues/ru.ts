import type { LanguageCatalogues } from '../i18n';
import common from '../../locales/ru/common.json';
import home from '../../locales/ru/home.json';
import search from '../../locales/ru/search.json';
import shell from '../../locales/ru/shell.json';

// The words of the two screens most visits start on come with the language's chunk: their first paint waits for
// one request for words, not two in a row (decision 031).
const catalogues: LanguageCatalogues = {
  firstScreen: { common, shell, home, search },
  lazy: import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/ru/*.json',
      '!../../locales/ru/common.json',
      '!../../locales/ru/shell.json',
      '!../../locales/ru/home.json',
      '!../../locales/ru/search.json',
    ],
    { import: 'default' },
  ),
};
export default catalogues;
