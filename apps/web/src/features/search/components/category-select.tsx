import { categoriesOfType, findSubcategory } from '@vira/domain/category-taxonomy';
import { useTranslation } from 'react-i18next';
import type { DeferredWidgetProps } from '@/components/ui/deferred-widget';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { categoryLabelKey, subcategoryLabelKey } from '@/lib/taxonomy-keys';
import { useSearchUrl } from '../hooks/use-search-url';
import { readCategory } from '../search-url';
import { ALL, CATEGORY_GROUPS } from './category-choice';

/**
 * Category select with 'Todas las categorías' and the taxonomy's categories by type. Loaded after the first paint
 * (search-selects.tsx): closed, Radix renders every item to find the chosen one's words.
 */
export default function CategorySelect({ defaultOpen, autoFocus }: DeferredWidgetProps) {
  const { t } = useTranslation(['search', 'categories']);
  const { params, update } = useSearchUrl();
  const category = readCategory(params) ?? ALL;
  // A subcategory (from /categories) is not in the list of categories: it gets its own entry.
  const subcategory = findSubcategory(category);
  return (
    <Select
      value={category}
      defaultOpen={defaultOpen}
      onValueChange={(value) => update({ category: value === ALL ? undefined : value })}
    >
      <SelectTrigger aria-label={t('categoryLabel')} data-testid="search-category" autoFocus={autoFocus}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{t('allCategories')}</SelectItem>
        {subcategory && (
          <SelectItem value={subcategory.id}>{t(subcategoryLabelKey(subcategory), { ns: 'categories' })}</SelectItem>
        )}
        {CATEGORY_GROUPS.map((type) => (
          <SelectGroup key={type}>
            <SelectLabel>{t(`types.${type}`, { ns: 'categories' })}</SelectLabel>
            {categoriesOfType(type).map((entry) => (
              <SelectItem key={entry.id} value={entry.id}>
                {t(categoryLabelKey(entry), { ns: 'categories' })}
              </SelectItem>
            ))}
          </SelectGroup>
        ))}
      </SelectContent>
    </Select>
  );
}
