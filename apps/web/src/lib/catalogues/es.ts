import type { CatalogueLoaders } from '../i18n';

export default import.meta.glob('../../locales/es/*.json', { import: 'default' }) as CatalogueLoaders;
