import { describe, expect, it } from 'vitest';
import { meetingPoint } from './rental-tracking.service';

describe('the meeting point as written on an order', () => {
  it('names a city or country once, even when the place already says it', () => {
    expect(meetingPoint('Parque México, Condesa, Ciudad de México', 'Ciudad de México', 'México')).toBe(
      'Parque México, Condesa, Ciudad de México',
    );
    expect(meetingPoint('Estación Centro', 'Guadalajara', 'México')).toBe('Estación Centro, Guadalajara, México');
    expect(meetingPoint(null, 'Mérida', 'México')).toBe('Mérida, México');
  });
});
