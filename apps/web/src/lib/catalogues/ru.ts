import type { CatalogueLoaders } from '../i18n';

export default import.meta.glob('../../locales/ru/*.json', { import: 'default' }) as CatalogueLoaders;
