import { haversineKm } from '@vira/domain/geography';
import { describe, expect, it } from 'vitest';
import { PlaceGrid } from './search-facts';

const KM_PER_DEGREE = (Math.PI / 180) * 6371;

/** A deterministic stream of numbers in [0, 1). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

describe('place grid', () => {
  it('holds every place within a radius in the ranges it reads, at the antimeridian and near the poles too', () => {
    const next = random(7);
    const centres = [
      { lat: 19.4326, lng: -99.1332 },
      { lat: 0, lng: 179.99 },
      { lat: -12.5, lng: -179.95 },
      { lat: 88.7, lng: 10 },
      { lat: -89.5, lng: -45 },
      { lat: 64.1, lng: -21.9 },
    ];
    // Places scattered around each centre at every distance up to 600 km, and across the world.
    const latitudes: number[] = [];
    const longitudes: number[] = [];
    for (const c of centres) {
      for (let i = 0; i < 4000; i++) {
        const lat = Math.max(-90, Math.min(90, c.lat + (next() - 0.5) * 12));
        let lng = c.lng + (next() - 0.5) * 24;
        if (lng > 180) lng -= 360;
        if (lng < -180) lng += 360;
        latitudes.push(lat);
        longitudes.push(lng);
      }
    }
    for (let i = 0; i < 4000; i++) {
      latitudes.push(next() * 180 - 90);
      longitudes.push(next() * 360 - 180);
    }
    const grid = PlaceGrid.of(Float64Array.from(latitudes), Float64Array.from(longitudes));
    let inside = 0;
    for (const c of centres) {
      for (const km of [0.5, 2, 10, 25, 100, 500]) {
        const read = new Set<number>();
        for (const [from, to] of grid.ranges(c.lat, c.lng, (km + 1) / KM_PER_DEGREE)) {
          for (let i = from; i < to; i++) read.add(grid.slots[i]!);
        }
        latitudes.forEach((lat, s) => {
          if (haversineKm(c, { lat, lng: longitudes[s]! }) > km) return;
          inside++;
          expect(read.has(s), `${s} within ${km} km of ${c.lat},${c.lng}`).toBe(true);
        });
        // The box is near the circle: far fewer places than a whole band of latitudes.
        if (km <= 25 && Math.abs(c.lat) < 80) expect(read.size).toBeLessThan(latitudes.length / 20);
      }
    }
    expect(inside).toBeGreaterThan(5000);
  });
});
