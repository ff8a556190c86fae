import type { LanguageCatalogues } from '../i18n';
import common from '../../locales/hi/common.json';
import shell from '../../locales/hi/shell.json';

const catalogues: LanguageCatalogues = {
  firstScreen: { common, shell },
  lazy: import.meta.glob<Record<string, unknown>>(
    ['../../locales/hi/*.json', '!../../locales/hi/common.json', '!../../locales/hi/shell.json'],
    { import: 'default' },
  ),
};
export default catalogues;
