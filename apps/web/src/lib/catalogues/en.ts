import type { CatalogueLoaders } from '../i18n';

export default import.meta.glob('../../locales/en/*.json', { import: 'default' }) as CatalogueLoaders;
