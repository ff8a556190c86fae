import type {
  CATEGORY_IDS_BY_TYPE,
  CategoryType,
  SUBCATEGORY_IDS_BY_PARENT,
  SubcategoryParent,
} from '@vira/domain/category-taxonomy';

/**
 * The `categories` catalogue key of a taxonomy entry. The union types pair each id with its own type or parent
 * (not every type with every id), so the typed `t()` checks that every entry of the taxonomy has a label.
 */
export type CategoryLabelKey = {
  [T in CategoryType]: `${T}.${(typeof CATEGORY_IDS_BY_TYPE)[T][number]}`;
}[CategoryType];

export type SubcategoryLabelKey = {
  [P in SubcategoryParent]: `sub.${P}.${(typeof SUBCATEGORY_IDS_BY_PARENT)[P][number]}`;
}[SubcategoryParent];

export function categoryLabelKey(entry: { type: CategoryType; id: string }): CategoryLabelKey {
  // The taxonomy's entries are built from CATEGORY_IDS_BY_TYPE, so type and id always belong together.
  return `${entry.type}.${entry.id}` as CategoryLabelKey;
}

export function subcategoryLabelKey(entry: { parentCategory: SubcategoryParent; id: string }): SubcategoryLabelKey {
  return `sub.${entry.parentCategory}.${entry.id}` as SubcategoryLabelKey;
}
