import { describe, expect, it } from 'vitest';
import { priceSliderScale } from './price-slider';

describe('price slider scale', () => {
  it('follows the catalogue’s dearest day in the display currency, in round steps', () => {
    // The sample catalogue runs from about US$1.41 to US$500 a day.
    expect(priceSliderScale(500, 'USD')).toEqual({ min: 0, max: 500, step: 5 });
    expect(priceSliderScale(500, 'MXN')).toEqual({ min: 0, max: 10_000, step: 100 });
    expect(priceSliderScale(500, 'JPY').max).toBeGreaterThanOrEqual(500 * 149);
    expect(priceSliderScale(500, 'EUR')).toEqual({ min: 0, max: 500, step: 5 });
  });

  it('never gives a step below one unit, even for a tiny catalogue', () => {
    expect(priceSliderScale(0, 'USD')).toEqual({ min: 0, max: 1, step: 1 });
    expect(priceSliderScale(3, 'USD').step).toBe(1);
  });
});
