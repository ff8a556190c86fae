import { subcategoriesOf, type CategoryEntry } from '@vira/domain/category-taxonomy';
import { categoryPath, categoryWithPage } from '@vira/domain/public-addresses';
import { ChevronDownIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { cn } from '@/lib/cn';
import { categoryLabelKey, subcategoryLabelKey } from '@/lib/taxonomy-keys';
import { CATEGORY_ICONS, TYPE_ICONS } from './category-icons';

export function categorySearchHref(id: string): string {
  return `/search?${new URLSearchParams({ category: id }).toString()}`;
}

/** A category with listings leads to its own page (decision 044); any other to a search filtered by it. */
function categoryHref(id: string): string {
  return categoryWithPage(id) ? categoryPath(id) : categorySearchHref(id);
}

/** A category leading to its page or a search filtered by it; parents with subcategories unfold to list them. */
export function CategoryItem({ entry }: { entry: CategoryEntry }) {
  const { t } = useTranslation('categories');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const subcategories = subcategoriesOf(entry.id);
  const Icon = CATEGORY_ICONS[entry.id] ?? TYPE_ICONS[entry.type];
  const label = t(categoryLabelKey(entry));
  return (
    <li
      // An unfolded parent takes the whole row so its subcategories have room.
      className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', open && 'col-span-full')}
      data-testid="category-item"
      data-category-id={entry.id}
    >
      <div className="flex items-center gap-2 p-3">
        <Link
          to={categoryHref(entry.id)}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-md font-medium text-slate-900 outline-none hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500"
          data-testid="category-link"
        >
          <Icon className="size-5 shrink-0 text-brand-600" aria-hidden />
          <span className="truncate">{label}</span>
        </Link>
        {subcategories.length > 0 && (
          <button
            type="button"
            className="flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-xs text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            aria-expanded={open}
            aria-controls={listId}
            // Opened or closed is aria-expanded's to say; the name starts with the visible count (WCAG 2.5.3).
            aria-label={t('page.subcategoriesOf', { count: subcategories.length, name: label })}
            onClick={() => setOpen((value) => !value)}
            data-testid="subcategory-toggle"
          >
            <span data-testid="subcategory-count">{t('page.subcategoryCount', { count: subcategories.length })}</span>
            <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
          </button>
        )}
      </div>
      {subcategories.length > 0 && (
        <div id={listId} hidden={!open} className="border-t border-slate-100 px-3 pt-2 pb-3">
          <Link
            to={categorySearchHref(entry.id)}
            className="mb-2 inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            {t('page.viewAll', { name: label })}
          </Link>
          <ul className="flex flex-wrap gap-2">
            {subcategories.map((sub) => (
              <li key={sub.id}>
                <Link
                  to={categorySearchHref(sub.id)}
                  className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-700"
                  data-testid="subcategory-link"
                >
                  {t(subcategoryLabelKey(sub))}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
