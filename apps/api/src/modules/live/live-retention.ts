import { defineRecurringJob } from '../jobs';
import { deleteLiveEventsBefore } from './live.repository';

/**
 * Live events are kept two days: long enough for any tab or phone to resume its stream after a night offline
 * (Last-Event-ID); a client away longer reloads what it shows anyway.
 */
export const LIVE_EVENT_DAYS = 2;

export const liveRetention = defineRecurringJob('live.prune', { everyHours: 24, offsetMinutes: 210 }, (deps, ranFor) =>
  deleteLiveEventsBefore(deps.database.db, new Date(ranFor.getTime() - LIVE_EVENT_DAYS * 86_400_000)),
);
