import type { LanguageCatalogues } from '../i18n';
import common from '../../locales/sw/common.json';
import shell from '../../locales/sw/shell.json';

const catalogues: LanguageCatalogues = {
  firstScreen: { common, shell },
  lazy: import.meta.glob<Record<string, unknown>>(
    ['../../locales/sw/*.json', '!../../locales/sw/common.json', '!../../locales/sw/shell.json'],
    { import: 'default' },
  ),
};
export default catalogues;
