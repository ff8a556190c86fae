import type { CatalogueLoaders } from '../i18n';

export default import.meta.glob('../../locales/zh/*.json', { import: 'default' }) as CatalogueLoaders;
