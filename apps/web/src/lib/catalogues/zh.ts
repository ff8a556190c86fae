import type { LanguageCatalogues } from '../i18n';
import common from '../../locales/zh/common.json';
import shell from '../../locales/zh/shell.json';

const catalogues: LanguageCatalogues = {
  firstScreen: { common, shell },
  lazy: import.meta.glob<Record<string, unknown>>(
    ['../../locales/zh/*.json', '!../../locales/zh/common.json', '!../../locales/zh/shell.json'],
    { import: 'default' },
  ),
};
export default catalogues;
