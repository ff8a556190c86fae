import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { rentingReads } from './renting-reads';
import { addDays } from '@vira/domain/pricing';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { sync as icalSync, type CalendarResponse, type VEvent } from 'node-ical';
import type { CalendarSync } from '@vira/domain/listing-editor';
import type { AppDeps } from '../../app-deps';
import type { Env } from '../../config/env';
import { AppError } from '../../http/app-error';
import { fetchPublicText } from '../../http/public-fetch';
import type { SessionUser } from '../../http/context';
import { defineRecurringJob, scheduleRecurringJobs } from '../jobs';
import { notifyCatalogueChange } from '../listings';
import { ownerListingMessages } from './owner-listings.messages';
import * as repo from './owner-listings.repository';

/** How far ahead the feed shows busy days (the same horizon as booking). */
const HORIZON_DAYS = 400;
/** An imported calendar larger than this is refused: a listing's availability is a few kilobytes. */
export const MAX_ICS_BYTES = 1024 * 1024;

const secrets = new WeakMap<Env, string>();
/** The key that signs feed links: AUTH_SECRET when set, otherwise one per process (links then change on restart). */
function feedSecret(env: Env): string {
  let secret = secrets.get(env);
  if (!secret) {
    secret = env.AUTH_SECRET ?? randomBytes(32).toString('hex');
    secrets.set(env, secret);
  }
  return secret;
}

function feedToken(env: Env, listingId: number): string {
  return createHmac('sha256', feedSecret(env)).update(`listing-calendar:${listingId}`).digest('hex').slice(0, 32);
}

async function owned(deps: AppDeps, user: SessionUser, listingId: number) {
  const listing = await repo.findOwnedListing(deps.database.db, listingId, user.id);
  if (!listing) throw new AppError(404, 'listing_not_found', ownerListingMessages.notFound, { id: listingId });
  return listing;
}

/** The secret feed address an owner pastes into another platform (Airbnb, Google Calendar…). */
export async function calendarLink(deps: AppDeps, user: SessionUser, listingId: number): Promise<CalendarSync> {
  await owned(deps, user, listingId);
  const origin = deps.env.PUBLIC_URL.replace(/\/$/, '');
  const feed = await repo.findCalendarFeed(deps.database.db, listingId);
  return {
    url: `${origin}/api/listings/${listingId}/calendar.ics?token=${feedToken(deps.env, listingId)}`,
    imported: feed && {
      url: feed.url,
      lastImportedAt: feed.lastImportedAt?.toISOString() ?? null,
      lastError: feed.lastError,
      everyHours: FEED_REFRESH_HOURS,
    },
  };
}

/**
 * The listing's busy days as an RFC 5545 calendar: booked and blocked days as all-day events, nothing about
 * who rents. Readable only with the listing's signed token (anyone else: not found).
 */
export async function exportCalendar(deps: AppDeps, listingId: number, token: string): Promise<string> {
  const expected = Buffer.from(feedToken(deps.env, listingId));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError(404, 'listing_not_found', ownerListingMessages.notFound, { id: listingId });
  const today = deps.clock.now().toISOString().slice(0, 10);
  const ranges = await rentingReads
    .get()
    .findHeldRanges(deps.database.db, listingId, addDays(today, -30), addDays(today, HORIZON_DAYS));
  const calendar = ical({ name: `Vira #${listingId}`, prodId: { company: 'Vira', product: 'calendar' } });
  calendar.method(ICalCalendarMethod.PUBLISH);
  for (const r of ranges) {
    calendar.createEvent({
      id: `vira-${listingId}-${r.start}-${r.end}`,
      start: new Date(`${r.start}T00:00:00Z`),
      end: new Date(`${r.end}T00:00:00Z`),
      allDay: true,
      summary: 'Vira: no disponible',
    });
  }
  return calendar.toString();
}

/** All-day (or timed) events of an .ics text as half-open day ranges [start, end), future ones only. */
export function busyRanges(text: string, today: string): { start: string; end: string }[] {
  if (!text.includes('BEGIN:VCALENDAR'))
    throw new AppError(400, 'invalid_calendar', ownerListingMessages.invalidCalendar);
  let parsed: CalendarResponse;
  try {
    parsed = icalSync.parseICS(text);
  } catch {
    throw new AppError(400, 'invalid_calendar', ownerListingMessages.invalidCalendar);
  }
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const ranges: { start: string; end: string }[] = [];
  for (const component of Object.values(parsed)) {
    if (!component || (component as { type?: string }).type !== 'VEVENT') continue;
    const item = component as VEvent;
    if (!(item.start instanceof Date)) continue;
    const start = day(item.start);
    // A timed event blocks every day it touches; an all-day event's DTEND is already the next day.
    let end = item.end instanceof Date ? day(item.end) : addDays(start, 1);
    if (item.end instanceof Date && item.end.getUTCHours() + item.end.getUTCMinutes() > 0) end = addDays(end, 1);
    if (end <= start) end = addDays(start, 1);
    if (end <= today) continue;
    ranges.push({ start: start < today ? today : start, end });
  }
  return ranges;
}

/**
 * Blocks the days another platform's calendar has busy: the previous import's blocks are replaced. A day
 * already booked here is left as it is and counted as skipped (the database refuses overlaps). A file replaces
 * whatever a feed address brought, so the address is no longer re-read.
 */
export async function importCalendar(
  deps: AppDeps,
  user: SessionUser,
  listingId: number,
  text: string,
): Promise<{ imported: number; skipped: number }> {
  await owned(deps, user, listingId);
  const result = await replaceImportedBlocks(deps, listingId, text);
  await repo.deleteCalendarFeed(deps.database.db, listingId);
  return result;
}

async function replaceImportedBlocks(
  deps: AppDeps,
  listingId: number,
  text: string,
): Promise<{ imported: number; skipped: number }> {
  if (Buffer.byteLength(text) > MAX_ICS_BYTES)
    throw new AppError(413, 'calendar_too_large', ownerListingMessages.invalidCalendar);
  const ranges = busyRanges(text, deps.clock.now().toISOString().slice(0, 10));
  const { db } = deps.database;
  const result = await db.transaction(async (tx) => {
    await repo.deleteImportedBlocks(tx, listingId);
    let imported = 0;
    let skipped = 0;
    for (const r of ranges) {
      try {
        await tx.transaction((sp) =>
          repo.insertBlockedDates(sp, { listingId, startDate: r.start, endDate: r.end, source: 'ical' }),
        );
        imported++;
      } catch (error) {
        if (!rentingReads.get().isExclusionViolation(error)) throw error;
        skipped++;
      }
    }
    return { imported, skipped };
  });
  notifyCatalogueChange(db);
  return result;
}

/** Fetches a feed (public http or https only, 10 s, 1 MB); any failure is the one 'unreachable' error. */
async function fetchFeed(env: Env, url: string): Promise<string> {
  try {
    return await fetchPublicText(url.replace(/^webcal:/, 'https:'), {
      timeoutMs: 10_000,
      maxBytes: MAX_ICS_BYTES,
      allowPrivate: env.FETCH_PRIVATE_ADDRESSES,
    });
  } catch {
    throw new AppError(400, 'calendar_unreachable', ownerListingMessages.calendarUnreachable);
  }
}

/** Imports another platform's feed now and keeps re-reading it every few hours (the owner need not return). */
export async function importCalendarFromUrl(
  deps: AppDeps,
  user: SessionUser,
  listingId: number,
  url: string,
): Promise<{ imported: number; skipped: number }> {
  await owned(deps, user, listingId);
  const result = await replaceImportedBlocks(deps, listingId, await fetchFeed(deps.env, url));
  await repo.upsertCalendarFeed(deps.database.db, listingId, url);
  return result;
}

/** Stops re-reading the feed; the days it blocked stay blocked until the owner frees them. */
export async function stopCalendarSync(deps: AppDeps, user: SessionUser, listingId: number): Promise<void> {
  await owned(deps, user, listingId);
  await repo.deleteCalendarFeed(deps.database.db, listingId);
}

/** How often imported feeds are re-read: other platforms' own exports refresh on about this cadence. */
export const FEED_REFRESH_HOURS = 6;
const REFRESH_JOB = 'calendar.refresh';

/** Re-reads every imported feed once; a feed that fails keeps its last blocks and records why. */
export async function refreshCalendarFeeds(deps: AppDeps): Promise<{ refreshed: number; failed: number }> {
  let refreshed = 0;
  let failed = 0;
  for (const feed of await repo.listCalendarFeeds(deps.database.db)) {
    try {
      await replaceImportedBlocks(deps, feed.listingId, await fetchFeed(deps.env, feed.url));
      await repo.recordFeedRefresh(deps.database.db, feed.listingId, null);
      refreshed++;
    } catch (error) {
      const reason = error instanceof AppError ? error.code : 'failed';
      await repo.recordFeedRefresh(deps.database.db, feed.listingId, reason);
      failed++;
    }
  }
  return { refreshed, failed };
}

/** Imported calendars are read again every FEED_REFRESH_HOURS hours. */
export const calendarRefresh = defineRecurringJob(REFRESH_JOB, { everyHours: FEED_REFRESH_HOURS }, async (deps) => {
  const outcome = await refreshCalendarFeeds(deps);
  deps.logger.info(outcome, 'calendar feeds re-read');
});

/** Schedules the next re-read (tests; main.ts starts it with the other recurring jobs). */
export const scheduleCalendarRefresh = (deps: AppDeps, after?: Date) =>
  scheduleRecurringJobs(deps, [calendarRefresh], after);
