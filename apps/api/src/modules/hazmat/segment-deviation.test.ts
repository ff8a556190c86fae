import { describe, expect, it } from 'vitest';
import { locateOnRoute } from '@vira/domain/hazmat';
import { segmentDeviation } from './segment-deviation';

const MIN = 60_000;
const t0 = new Date('2026-11-29T10:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * MIN);
const limits = { corridorMeters: 1000, maxSpeedKmh: 80 };

/** A bypass around a town near Querétaro: east 5.2 km, north 5 km, west 10.4 km. */
const bypass = [
  { lat: 20.5, lng: -100.3 },
  { lat: 20.5, lng: -100.25 },
  { lat: 20.545, lng: -100.25 },
  { lat: 20.545, lng: -100.35 },
];
/** A hairpin: east 3.1 km, north 2.2 km, back west. */
const hairpin = [
  { lat: 20.5, lng: -100.3 },
  { lat: 20.5, lng: -100.27 },
  { lat: 20.52, lng: -100.27 },
  { lat: 20.52, lng: -100.35 },
];

describe('the corridor judged between fixes', () => {
  it('flags a way straight through the town, 15 km of route in 4 minutes, at the line’s farthest point', () => {
    const found = segmentDeviation(
      { lat: 20.5, lng: -100.3, at: at(0) },
      { lat: 20.545, lng: -100.3, at: at(4), speedKmh: 74 },
      bypass,
      limits,
    );
    expect(found).not.toBeNull();
    expect(found!.offRouteM).toBeGreaterThan(2000);
    expect(found!.lat).toBeGreaterThan(20.51);
    expect(found!.lat).toBeLessThan(20.535);
  });

  it('does not flag a hairpin driven in time, though the line between the fixes cuts 1.1 km off the road', () => {
    // What sampling the line alone would have flagged: its middle is beyond the 1 km corridor.
    expect(locateOnRoute({ lat: 20.51, lng: -100.2975 }, hairpin).offRouteM).toBeGreaterThan(1000);
    expect(
      segmentDeviation(
        { lat: 20.5, lng: -100.3, at: at(0) },
        { lat: 20.52, lng: -100.295, at: at(6), speedKmh: 80 },
        hairpin,
        limits,
      ),
    ).toBeNull();
  });

  it('does not judge a gap over 10 minutes, nor a line that stays in the corridor', () => {
    const through = [
      { lat: 20.5, lng: -100.3, at: at(0) },
      { lat: 20.545, lng: -100.3, speedKmh: 74 },
    ] as const;
    expect(segmentDeviation(through[0], { ...through[1], at: at(11) }, bypass, limits)).toBeNull();
    expect(
      segmentDeviation(through[0], { ...through[1], at: at(4) }, bypass, { ...limits, corridorMeters: 3000 }),
    ).toBeNull();
  });
});
