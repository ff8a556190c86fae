import type { CatalogueLoaders } from '../i18n';

export default import.meta.glob('../../locales/fr/*.json', { import: 'default' }) as CatalogueLoaders;
