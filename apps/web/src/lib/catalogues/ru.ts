import type { LanguageCatalogues } from '../i18n';
import common from '../../locales/ru/common.json';
import shell from '../../locales/ru/shell.json';

const catalogues: LanguageCatalogues = {
  firstScreen: { common, shell },
  lazy: import.meta.glob<Record<string, unknown>>(
    ['../../locales/ru/*.json', '!../../locales/ru/common.json', '!../../locales/ru/shell.json'],
    { import: 'default' },
  ),
};
export default catalogues;
