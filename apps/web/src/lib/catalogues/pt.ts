import type { LanguageCatalogues } from '../i18n';
import common from '../../locales/pt/common.json';
import home from '../../locales/pt/home.json';
import search from '../../locales/pt/search.json';
import shell from '../../locales/pt/shell.json';

// The words of the two screens most visits start on come with the language's chunk: their first paint waits for
// one request for words, not two in a row (decision 031).
const catalogues: LanguageCatalogues = {
  firstScreen: { common, shell, home, search },
  lazy: import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/pt/*.json',
      '!../../locales/pt/common.json',
      '!../../locales/pt/shell.json',
      '!../../locales/pt/home.json',
      '!../../locales/pt/search.json',
    ],
    { import: 'default' },
  ),
};
export default catalogues;
