import type { LanguageCatalogues } from '../i18n';
import common from '../../locales/en/common.json';
import home from '../../locales/en/home.json';
import search from '../../locales/en/search.json';
import shell from '../../locales/en/shell.json';

// The words of the two screens most visits start on come with the language's chunk: their first paint waits for
// one request for words, not two in a row (decision 031).
const catalogues: LanguageCatalogues = {
  firstScreen: { common, shell, home, search },
  lazy: import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/en/*.json',
      '!../../locales/en/common.json',
      '!../../locales/en/shell.json',
      '!../../locales/en/home.json',
      '!../../locales/en/search.json',
    ],
    { import: 'default' },
  ),
};
export default catalogues;
