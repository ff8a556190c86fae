import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DeferredWidget, type DeferredWidgetSource, type PlaceholderHandlers } from '@/components/ui/deferred-widget';
import { SelectTriggerButton } from '@/components/ui/select-trigger-button';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useSearchUrl } from '../hooks/use-search-url';
import { readCategory } from '../search-url';
import { ALL, categoryChoiceLabel } from './category-choice';
import type { SortChoiceProps } from './sort-select';

/*
 * The search screen's two Radix selects are not part of its first render: until their code has loaded and they
 * are used, a look-alike shows the chosen value (components/ui/deferred-widget.tsx). Their code is fetched when
 * the look-alike is pointed at or focused, or at the latest when it is pressed (then the select opens once it has
 * arrived), not during the screen's load (issue 13).
 */
const SortSelect = preloadableLazy(() => import('./sort-select'));
const CategorySelect = preloadableLazy(() => import('./category-select'));
const sortSource: DeferredWidgetSource<SortChoiceProps> = { load: SortSelect.preload, Widget: SortSelect };
const categorySource: DeferredWidgetSource = { load: CategorySelect.preload, Widget: CategorySelect };

function SortButton({ sort, onSort: _, ...handlers }: SortChoiceProps & PlaceholderHandlers) {
  const { t } = useTranslation('search');
  return (
    <SelectTriggerButton className="w-52" aria-label={t('sortLabel')} data-testid="search-sort" {...handlers}>
      {t(`sort.${sort}`)}
    </SelectTriggerButton>
  );
}

function CategoryButton(handlers: PlaceholderHandlers) {
  const { params } = useSearchUrl();
  const category = readCategory(params) ?? ALL;
  // The taxonomy's words (6 KB gz) only when a category is chosen: 'all' is the search screen's own word, so the
  // first screen of a plain search does not wait for them (issue 13).
  const { t } = useTranslation(category === ALL ? ['search'] : ['search', 'categories']);
  return (
    <SelectTriggerButton aria-label={t('categoryLabel')} data-testid="search-category" {...handlers}>
      {categoryChoiceLabel(t as TFunction<['search', 'categories']>, category)}
    </SelectTriggerButton>
  );
}

export function SortSelectSlot(props: SortChoiceProps) {
  return <DeferredWidget source={sortSource} Placeholder={SortButton} props={props} />;
}

export function CategorySelectSlot() {
  return <DeferredWidget source={categorySource} Placeholder={CategoryButton} />;
}
