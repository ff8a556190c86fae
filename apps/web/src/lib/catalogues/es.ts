import type { LanguageCatalogues } from '../i18n';
import common from '../../locales/es/common.json';
import shell from '../../locales/es/shell.json';

const catalogues: LanguageCatalogues = {
  firstScreen: { common, shell },
  lazy: import.meta.glob<Record<string, unknown>>(
    ['../../locales/es/*.json', '!../../locales/es/common.json', '!../../locales/es/shell.json'],
    { import: 'default' },
  ),
};
export default catalogues;
