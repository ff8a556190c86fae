import { convert, formatMoney } from '@vira/domain/currencies';
import { CATEGORY_TYPES, categoriesOfType } from '@vira/domain/category-taxonomy';
import { MAP_CONTINENTS } from '@vira/domain/map';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/input';
import { Slider } from '@/components/ui/slider';
import { useCurrency } from '@/lib/currency';
import { categoryLabelKey } from '@/lib/taxonomy-keys';
import { usePriceSliderScale } from '@/lib/use-price-slider-scale';
import { ALL_FILTERS, type MapFilterValues } from '../model/map-filters';

/**
 * The filter form. It edits a draft: the parent copies the applied values into it when the panel opens;
 * 'Aplicar Filtros' applies it (and closes), 'Limpiar' resets only the draft to all categories and any price.
 */
export function MapFiltersPanel({
  draft,
  onDraft,
  onApply,
  showApply = true,
}: {
  draft: MapFilterValues;
  onDraft: (draft: MapFilterValues) => void;
  onApply?: () => void;
  showApply?: boolean;
}) {
  const { t } = useTranslation(['map', 'categories']);
  const id = useId();
  // The price runs in the display currency over the catalogue's real range, named as the app names every amount
  // (decision 035); a range chosen in another currency is shown converted.
  const { currency, reader } = useCurrency();
  const scale = usePriceSliderScale(currency);
  const money = (n: number) => formatMoney(n, currency, reader, { wholeUnits: true });
  const shown = (value: number | null | undefined, fallback: number) =>
    value == null || !draft.price ? fallback : Math.min(convert(value, draft.price.currency, currency), scale.max);
  const range: [number, number] = [shown(draft.price?.min, scale.min), shown(draft.price?.max, scale.max)];
  function setRange([min, max]: number[]) {
    const low = min !== undefined && min > scale.min ? min : null;
    const high = max !== undefined && max < scale.max ? max : null;
    onDraft({ ...draft, price: low === null && high === null ? null : { min: low, max: high, currency } });
  }
  return (
    <div className="space-y-4" data-testid="map-filters-panel">
      <div className="space-y-1">
        <label htmlFor={`${id}-continent`} className="text-sm font-medium text-slate-700">
          {t('filters.continent')}
        </label>
        <select
          id={`${id}-continent`}
          className={`${fieldClasses} h-10`}
          value={draft.continent ?? ''}
          onChange={(e) => onDraft({ ...draft, continent: e.target.value || null })}
        >
          <option value="">{t('filters.allContinents')}</option>
          {MAP_CONTINENTS.map((c) => (
            <option key={c} value={c}>
              {t(`continents.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-category`} className="text-sm font-medium text-slate-700">
          {t('filters.category')}
        </label>
        <select
          id={`${id}-category`}
          className={`${fieldClasses} h-10`}
          value={draft.category ?? ''}
          onChange={(e) => onDraft({ ...draft, category: e.target.value || null })}
        >
          <option value="">{t('filters.allCategories')}</option>
          {/* The taxonomy, as the search screen's select lists it: one vocabulary on every screen. */}
          {CATEGORY_TYPES.map((type) => (
            <optgroup key={type} label={t(`types.${type}`, { ns: 'categories' })}>
              {categoriesOfType(type).map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {t(categoryLabelKey(entry), { ns: 'categories' })}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-700">{t('filters.price')}</p>
        <Slider
          min={scale.min}
          max={scale.max}
          step={scale.step}
          value={range}
          onValueChange={setRange}
          thumbLabels={[t('filters.minPrice'), t('filters.maxPrice')]}
        />
        <p className="text-xs text-slate-600" data-testid="map-price-range">
          {money(range[0])} – {money(range[1])}
        </p>
      </div>
      <div className="flex gap-2">
        {showApply && (
          <Button className="flex-1" onClick={onApply}>
            {t('filters.apply')}
          </Button>
        )}
        <Button variant="outline" className="flex-1" onClick={() => onDraft(ALL_FILTERS)}>
          {t('filters.clear')}
        </Button>
      </div>
    </div>
  );
}
