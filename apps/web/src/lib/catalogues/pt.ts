import type { CatalogueLoaders } from '../i18n';

export default import.meta.glob('../../locales/pt/*.json', { import: 'default' }) as CatalogueLoaders;
