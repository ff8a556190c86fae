/**
 * The time every timed rule reads (holds, deadlines, refund tiers, windows, reminders, rate limits, job due
 * times): `deps.clock.now()`, never `new Date()`, so a test can move it instead of sleeping (decision 060).
 * Durations and latencies measured for logs stay on the real clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
