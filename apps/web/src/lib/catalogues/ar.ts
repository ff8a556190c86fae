import type { CatalogueLoaders } from '../i18n';

export default import.meta.glob('../../locales/ar/*.json', { import: 'default' }) as CatalogueLoaders;
