import { useTranslation } from 'react-i18next';
import { DeferredWidget, type DeferredWidgetSource, type PlaceholderHandlers } from '@/components/ui/deferred-widget';
import { SelectTriggerButton } from '@/components/ui/select-trigger-button';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useSearchUrl } from '../hooks/use-search-url';
import { ALL, categoryChoiceLabel } from './category-choice';
import type { SortChoiceProps } from './sort-select';

/*
 * The search screen's two Radix selects are not part of its first render: until their code has loaded and they
 * are used, a look-alike shows the chosen value (components/ui/deferred-widget.tsx). Their code is fetched beside
 * the search request (preloadSearchSelects), so a press finds it there.
 */
const SortSelect = preloadableLazy(() => import('./sort-select'));
const CategorySelect = preloadableLazy(() => import('./category-select'));
const sortSource: DeferredWidgetSource<SortChoiceProps> = { load: SortSelect.preload, Widget: SortSelect };
const categorySource: DeferredWidgetSource = { load: CategorySelect.preload, Widget: CategorySelect };

export function preloadSearchSelects(): void {
  void SortSelect.preload().catch(() => {});
  void CategorySelect.preload().catch(() => {});
}

function SortButton({ sort, onSort: _, ...handlers }: SortChoiceProps & PlaceholderHandlers) {
  const { t } = useTranslation('search');
  return (
    <SelectTriggerButton className="w-52" aria-label={t('sortLabel')} data-testid="search-sort" {...handlers}>
      {t(`sort.${sort}`)}
    </SelectTriggerButton>
  );
}

function CategoryButton(handlers: PlaceholderHandlers) {
  const { t } = useTranslation(['search', 'categories']);
  const { params } = useSearchUrl();
  return (
    <SelectTriggerButton aria-label={t('categoryLabel')} data-testid="search-category" {...handlers}>
      {categoryChoiceLabel(t, params.get('category') || ALL)}
    </SelectTriggerButton>
  );
}

export function SortSelectSlot(props: SortChoiceProps) {
  return <DeferredWidget source={sortSource} Placeholder={SortButton} props={props} />;
}

export function CategorySelectSlot() {
  return <DeferredWidget source={categorySource} Placeholder={CategoryButton} />;
}
