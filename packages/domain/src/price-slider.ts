import { CURRENCIES, type CurrencyCode } from './currencies';

/** A price slider's range and step, in major units of one currency per day. */
export interface PriceSliderScale {
  min: number;
  max: number;
  step: number;
}

/** The dearest price per day assumed until the catalogue's own figure has arrived, in US dollars. */
export const DEFAULT_CATALOGUE_MAX_USD = 1000;

/** The 1, 2 or 5 times a power of ten at or above `x` (`down`: at or below). */
function roundFigure(x: number, down = false): number {
  const power = 10 ** Math.floor(Math.log10(x));
  const steps = down ? [5, 2, 1] : [1, 2, 5, 10];
  const pick = down ? steps.find((s) => s * power <= x) : steps.find((s) => s * power >= x);
  return (pick ?? 1) * power;
}

/**
 * The search's and the map's price sliders in `currency`: from 0 to the catalogue's dearest price per day
 * (`maxUsd`) rounded up to a round figure, in about a hundred steps of a round size, so that a step moves by an
 * amount that means something in that currency (US$5, MX$100, ¥1,000), whatever the currency.
 */
export function priceSliderScale(maxUsd: number, currency: CurrencyCode): PriceSliderScale {
  const top = roundFigure(Math.max(maxUsd, 1) * CURRENCIES[currency].rate);
  return { min: 0, max: top, step: Math.max(1, roundFigure(top / 100, true)) };
}
