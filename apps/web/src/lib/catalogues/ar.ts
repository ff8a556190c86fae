import type { LanguageCatalogues } from '../i18n';
import common from '../../locales/ar/common.json';
import shell from '../../locales/ar/shell.json';

const catalogues: LanguageCatalogues = {
  firstScreen: { common, shell },
  lazy: import.meta.glob<Record<string, unknown>>(
    ['../../locales/ar/*.json', '!../../locales/ar/common.json', '!../../locales/ar/shell.json'],
    { import: 'default' },
  ),
};
export default catalogues;
