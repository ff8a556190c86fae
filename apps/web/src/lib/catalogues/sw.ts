import type { LanguageCatalogues } from '../i18n';
import common from '../../locales/sw/common.json';
import home from '../../locales/sw/home.json';
import search from '../../locales/sw/search.json';
import shell from '../../locales/sw/shell.json';

// The words of the two screens most visits start on come with the language's chunk: their first paint waits for
// one request for words, not two in a row (decision 031).
const catalogues: LanguageCatalogues = {
  firstScreen: { common, shell, home, search },
  lazy: import.meta.glob<Record<string, unknown>>(
    [
      '../../locales/sw/*.json',
      '!../../locales/sw/common.json',
      '!../../locales/sw/shell.json',
      '!../../locales/sw/home.json',
      '!../../locales/sw/search.json',
    ],
    { import: 'default' },
  ),
};
export default catalogues;
