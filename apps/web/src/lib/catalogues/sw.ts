import type { CatalogueLoaders } from '../i18n';

export default import.meta.glob('../../locales/sw/*.json', { import: 'default' }) as CatalogueLoaders;
