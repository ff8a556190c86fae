import type { LanguageCatalogues } from '../i18n';
import common from '../../locales/en/common.json';
import shell from '../../locales/en/shell.json';

const catalogues: LanguageCatalogues = {
  firstScreen: { common, shell },
  lazy: import.meta.glob<Record<string, unknown>>(
    ['../../locales/en/*.json', '!../../locales/en/common.json', '!../../locales/en/shell.json'],
    { import: 'default' },
  ),
};
export default catalogues;
