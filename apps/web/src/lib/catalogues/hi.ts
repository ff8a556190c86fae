import type { CatalogueLoaders } from '../i18n';

export default import.meta.glob('../../locales/hi/*.json', { import: 'default' }) as CatalogueLoaders;
