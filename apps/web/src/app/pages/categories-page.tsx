import { useTranslation } from 'react-i18next';
import { CategoryDirectory } from '@/features/categories/components/category-directory';

/** /categories: the full taxonomy, each entry leading to a search filtered by it. */
export default function CategoriesPage() {
  const { t } = useTranslation('categories');
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('page.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('page.subtitle')}</p>
      <div className="mt-8">
        <CategoryDirectory />
      </div>
    </section>
  );
}
