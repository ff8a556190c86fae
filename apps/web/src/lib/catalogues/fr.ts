import type { LanguageCatalogues } from '../i18n';
import common from '../../locales/fr/common.json';
import home from '../../locales/fr/home.json';
import search from '../../locales/fr/search.json';
import shell from '../../locales/fr/shell.json';

// The words of the two screens most visits start on come with the language's chunk: their first paint waits for
// one request for words, not two in a row (decision 031).
const catalogues: LanguageCatalogues = {
  firstScreen: { common, shell, home, search },
  lazy: import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/fr/*.json',
      '!../../locales/fr/common.json',
      '!../../locales/fr/shell.json',
      '!../../locales/fr/home.json',
      '!../../locales/fr/search.json',
    ],
    { import: 'default' },
  ),
};
export default catalogues;
