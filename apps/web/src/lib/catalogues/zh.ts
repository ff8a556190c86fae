import type { LanguageCatalogues } from '../i18n';
import common from '../../locales/zh/common.json';
import home from '../../locales/zh/home.json';
import search from '../../locales/zh/search.json';
import shell from '../../locales/zh/shell.json';

// The words of the two screens most visits start on come with the language's chunk: their first paint waits for
// one request for words, not two in a row (decision 031).
const catalogues: LanguageCatalogues = {
  firstScreen: { common, shell, home, search },
  lazy: import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/zh/*.json',
      '!../../locales/zh/common.json',
      '!../../locales/zh/shell.json',
      '!../../locales/zh/home.json',
      '!../../locales/zh/search.json',
    ],
    { import: 'default' },
  ),
};
export default catalogues;
