import { findCategory, findSubcategory, type CategoryType } from '@vira/domain/category-taxonomy';
import type { TFunction } from 'i18next';
import { categoryLabelKey, subcategoryLabelKey } from '@/lib/taxonomy-keys';

/** The search bar's category select: its 'Todas las categorías' value and the taxonomy types it lists. */
export const ALL = 'all';
export const CATEGORY_GROUPS: CategoryType[] = [
  'products',
  'services',
  'humanitarian',
  'hazardous',
  'government',
  'education',
];

/**
 * The words the closed select shows for a value, the item Radix would show (category-select.tsx lists them): used
 * by its look-alike until the select's code has loaded. An unknown value shows nothing, as Radix does.
 */
export function categoryChoiceLabel(t: TFunction<['search', 'categories']>, category: string): string {
  if (category === ALL) return t('allCategories');
  const subcategory = findSubcategory(category);
  if (subcategory) return t(subcategoryLabelKey(subcategory), { ns: 'categories' });
  const entry = findCategory(category);
  if (entry && CATEGORY_GROUPS.includes(entry.type)) return t(categoryLabelKey(entry), { ns: 'categories' });
  return '';
}
