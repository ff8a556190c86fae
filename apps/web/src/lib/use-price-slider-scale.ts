import { useQuery } from '@tanstack/react-query';
import type { CurrencyCode } from '@vira/domain/currencies';
import { DEFAULT_CATALOGUE_MAX_USD, priceSliderScale, type PriceSliderScale } from '@vira/domain/price-slider';
import { catalogueStatsQuery } from './queries/stats-queries';

/** The price sliders' range and step in `currency`, from the catalogue's real prices (the search's and the map's). */
export function usePriceSliderScale(currency: CurrencyCode): PriceSliderScale {
  const stats = useQuery(catalogueStatsQuery());
  return priceSliderScale(stats.data?.pricePerDayUsd.max ?? DEFAULT_CATALOGUE_MAX_USD, currency);
}
