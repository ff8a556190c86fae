import { describe, expect, it } from 'vitest';
import { osmandFields } from './osmand-request';

describe('what a tracker sent, as OsmAnd fields', () => {
  it('reads Traccar Client 9 JSON: metres per second become knots, a battery fraction a percentage', () => {
    const body = JSON.stringify({
      device_id: 'vira-abc',
      location: {
        timestamp: '2026-11-28T10:00:00.000Z',
        coords: { latitude: 20.5, longitude: -100.2, speed: 10, heading: 90, altitude: 1800, accuracy: 5 },
        battery: { level: 0.42, is_charging: false },
        is_moving: true,
      },
    });
    const fields = osmandFields({ token: 't' }, body);
    expect(fields).toMatchObject({
      id: 'vira-abc',
      token: 't',
      lat: '20.5',
      lon: '-100.2',
      timestamp: '2026-11-28T10:00:00.000Z',
      bearing: '90',
      altitude: '1800',
      accuracy: '5',
      batt: '42',
    });
    expect(Number(fields.speed)).toBeCloseTo(19.44, 2);
  });

  it('takes the aliases deviceid, heading and location=lat,lon', () => {
    expect(osmandFields({ deviceid: 'd', location: '20.5,-100.2', heading: '45' }, '')).toMatchObject({
      id: 'd',
      lat: '20.5',
      lon: '-100.2',
      bearing: '45',
    });
  });

  it('reads a body as a form whatever its content type, when the query string is empty', () => {
    expect(osmandFields({}, 'id=d&lat=1&lon=2')).toMatchObject({ id: 'd', lat: '1', lon: '2' });
    expect(osmandFields({ id: 'q' }, 'id=d')).toEqual({ id: 'q' });
  });

  it('gives nothing for a body that is not JSON after all, so the position is refused as invalid', () => {
    expect(osmandFields({}, '{"device_id": ')).toEqual({});
  });
});
