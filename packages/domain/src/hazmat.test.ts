import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS_BY_TYPE } from './category-taxonomy';
import { ERG_GUIDES, findUnMaterial, locateOnRoute, metersBetween, nextShipmentStatus, UN_MATERIALS } from './hazmat';

describe('hazardous materials', () => {
  it('every hazardous category of the taxonomy has at least one UN material, each with its ERG distances', () => {
    for (const category of CATEGORY_IDS_BY_TYPE.hazardous) {
      expect(
        UN_MATERIALS.some((m) => m.categories.includes(category)),
        category,
      ).toBe(true);
    }
    for (const m of UN_MATERIALS) expect(ERG_GUIDES[m.ergGuide], m.un).toBeDefined();
    expect(findUnMaterial('UN 1203')?.nameEs).toBe('Gasolina');
    expect(findUnMaterial('9999')).toBeUndefined();
  });

  it('measures the distance off a route and how far along it a point is', () => {
    const route = [
      { lat: 20, lng: -100 },
      { lat: 20, lng: -99 },
    ];
    const total = metersBetween(route[0]!, route[1]!);
    expect(total).toBeGreaterThan(104_000);
    expect(total).toBeLessThan(105_000);
    const north = locateOnRoute({ lat: 20.01, lng: -99.5 }, route);
    expect(north.offRouteM).toBeGreaterThan(1_100);
    expect(north.offRouteM).toBeLessThan(1_125);
    expect(north.alongM / total).toBeCloseTo(0.5, 2);
    expect(locateOnRoute({ lat: 20, lng: -101 }, route).offRouteM).toBeGreaterThan(100_000);
  });

  it('a shipment moves one status at a time', () => {
    expect(nextShipmentStatus('planned')).toBe('loading');
    expect(nextShipmentStatus('delivered')).toBe('closed');
    expect(nextShipmentStatus('closed')).toBeNull();
  });
});
