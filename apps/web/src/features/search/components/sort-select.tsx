import { SEARCH_SORTS, type SearchSort } from '@vira/domain/search-options';
import { useTranslation } from 'react-i18next';
import type { DeferredWidgetProps } from '@/components/ui/deferred-widget';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface SortChoiceProps {
  sort: SearchSort;
  onSort(value: SearchSort): void;
}

/** 'Ordenar por': loaded after the first paint (search-selects.tsx). */
export default function SortSelect({ sort, onSort, defaultOpen, autoFocus }: SortChoiceProps & DeferredWidgetProps) {
  const { t } = useTranslation('search');
  return (
    <Select value={sort} defaultOpen={defaultOpen} onValueChange={(v) => onSort(v as SearchSort)}>
      <SelectTrigger className="w-52" aria-label={t('sortLabel')} data-testid="search-sort" autoFocus={autoFocus}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {SEARCH_SORTS.map((s) => (
          <SelectItem key={s} value={s}>
            {t(`sort.${s}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
