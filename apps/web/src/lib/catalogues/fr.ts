import type { LanguageCatalogues } from '../i18n';
import common from '../../locales/fr/common.json';
import shell from '../../locales/fr/shell.json';

const catalogues: LanguageCatalogues = {
  firstScreen: { common, shell },
  lazy: import.meta.glob<Record<string, unknown>>(
    ['../../locales/fr/*.json', '!../../locales/fr/common.json', '!../../locales/fr/shell.json'],
    { import: 'default' },
  ),
};
export default catalogues;
