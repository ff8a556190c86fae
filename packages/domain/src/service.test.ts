import { describe, expect, it } from 'vitest';
import {
  mayGoLive,
  quoteService,
  radiusKmSchema,
  serviceSlotSchema,
  slotInstants,
  weeklyHoursSchema,
  weekdayOf,
  withinWeeklyHours,
  zonedInstant,
} from './service';
import { SERVICE_CATEGORIES } from './category-taxonomy';

const price = { pricePerHour: 25_000, pricePerDay: 150_000, minHours: 2 };

describe('service pricing', () => {
  it('charges hours x hourly rate', () => {
    expect(quoteService(price, { mode: 'hours', date: '2027-03-01', startHour: 9, endHour: 12 })).toEqual({
      ok: true,
      unit: 'hour',
      units: 3,
      itemCost: 75_000,
    });
  });
  it('refuses fewer hours than the minimum', () => {
    expect(quoteService(price, { mode: 'hours', date: '2027-03-01', startHour: 9, endHour: 10 })).toEqual({
      ok: false,
      reason: 'below_min_hours',
    });
  });
  it('charges days x daily rate with the cart rule (same day is one day)', () => {
    const q = quoteService(price, { mode: 'days', startDate: '2027-03-01', endDate: '2027-03-04' });
    expect(q).toEqual({ ok: true, unit: 'day', units: 3, itemCost: 450_000 });
    expect(quoteService(price, { mode: 'days', startDate: '2027-03-01', endDate: '2027-03-01' })).toMatchObject({
      units: 1,
    });
  });
  it('refuses a unit the provider does not offer', () => {
    expect(
      quoteService({ ...price, pricePerHour: null }, { mode: 'hours', date: '2027-03-01', startHour: 9, endHour: 12 }),
    ).toEqual({ ok: false, reason: 'hourly_not_offered' });
    expect(
      quoteService({ ...price, pricePerDay: 0 }, { mode: 'days', startDate: '2027-03-01', endDate: '2027-03-02' }),
    ).toEqual({ ok: false, reason: 'daily_not_offered' });
  });
});

describe('service schemas', () => {
  it('accepts hours 0-23 only, with the end after the start', () => {
    expect(serviceSlotSchema.safeParse({ mode: 'hours', date: '2027-03-01', startHour: 0, endHour: 23 }).success).toBe(
      true,
    );
    expect(serviceSlotSchema.safeParse({ mode: 'hours', date: '2027-03-01', startHour: 9, endHour: 24 }).success).toBe(
      false,
    );
    expect(serviceSlotSchema.safeParse({ mode: 'hours', date: '2027-03-01', startHour: -1, endHour: 3 }).success).toBe(
      false,
    );
    const backwards = serviceSlotSchema.safeParse({ mode: 'hours', date: '2027-03-01', startHour: 12, endHour: 9 });
    expect(backwards.success).toBe(false);
    expect(backwards.error?.issues[0]?.message).toBe('end_before_start');
    expect(serviceSlotSchema.safeParse({ mode: 'hours', date: '2027-03-01', startHour: 9, endHour: 9 }).success).toBe(
      false,
    );
  });
  it('accepts a radius above 0 and up to 500 km', () => {
    expect(radiusKmSchema.safeParse(0).success).toBe(false);
    expect(radiusKmSchema.safeParse(-5).success).toBe(false);
    expect(radiusKmSchema.safeParse(0.5).success).toBe(true);
    expect(radiusKmSchema.safeParse(500).success).toBe(true);
    expect(radiusKmSchema.safeParse(500.1).success).toBe(false);
  });
  it('needs at least one working day with its end after its start', () => {
    expect(weeklyHoursSchema.safeParse({}).error?.issues[0]?.message).toBe('no_day_chosen');
    expect(weeklyHoursSchema.safeParse({ mon: { start: 18, end: 9 } }).success).toBe(false);
    expect(weeklyHoursSchema.safeParse({ mon: { start: 9, end: 18 }, sun: null }).success).toBe(true);
  });
  it('checks a slot against the weekday hours', () => {
    expect(weekdayOf('2027-03-01')).toBe('mon');
    expect(weekdayOf('2026-11-22')).toBe('sun');
    const weekly = { mon: { start: 9, end: 18 } };
    expect(withinWeeklyHours(weekly, '2027-03-01', 9, 11)).toBe(true);
    expect(withinWeeklyHours(weekly, '2027-03-01', 17, 19)).toBe(false);
    expect(withinWeeklyHours(weekly, '2027-03-02', 9, 11)).toBe(false);
  });
});

describe('medical categories', () => {
  it('need a verified cédula profesional to go live; others do not', () => {
    for (const c of ['surgeon', 'emergency_doctor', 'anesthesiologist', 'psychiatrist', 'psychologist']) {
      expect(mayGoLive(c, [])).toBe(false);
      expect(mayGoLive(c, ['drivers_licence'])).toBe(false);
      expect(mayGoLive(c, ['cedula_profesional'])).toBe(true);
    }
    expect(mayGoLive('chef', [])).toBe(true);
    expect(SERVICE_CATEGORIES).toHaveLength(34);
  });
});

describe('time zones', () => {
  it('places local hours at the right instant, including across daylight saving', () => {
    expect(zonedInstant('2027-03-01', 9, 'America/Mexico_City').toISOString()).toBe('2027-03-01T15:00:00.000Z');
    expect(zonedInstant('2027-07-01', 9, 'America/New_York').toISOString()).toBe('2027-07-01T13:00:00.000Z');
    expect(zonedInstant('2027-01-01', 9, 'America/New_York').toISOString()).toBe('2027-01-01T14:00:00.000Z');
    const days = slotInstants({ mode: 'days', startDate: '2027-03-01', endDate: '2027-03-03' }, 'America/Mexico_City');
    expect(days.start.toISOString()).toBe('2027-03-01T06:00:00.000Z');
    expect(days.end.toISOString()).toBe('2027-03-03T06:00:00.000Z');
  });
});
