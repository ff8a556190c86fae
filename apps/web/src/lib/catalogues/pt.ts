import type { LanguageCatalogues } from '../i18n';
import common from '../../locales/pt/common.json';
import shell from '../../locales/pt/shell.json';

const catalogues: LanguageCatalogues = {
  firstScreen: { common, shell },
  lazy: import.meta.glob<Record<string, unknown>>(
    ['../../locales/pt/*.json', '!../../locales/pt/common.json', '!../../locales/pt/shell.json'],
    { import: 'default' },
  ),
};
export default catalogues;
