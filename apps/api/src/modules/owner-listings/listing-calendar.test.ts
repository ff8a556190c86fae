import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedListing, paidRental } from '../../../test/rental-helpers';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { runDueJobs } from '../jobs';
import { FEED_REFRESH_HOURS, scheduleCalendarRefresh } from './listing-calendar.service';

let t: TestApp;
let feed: Server;
let feedUrl: string;
// What the other platform serves right now: its calendar changes over time, and it may be down.
let feedBody = () => OTHER_PLATFORM();
let feedDown = false;
const compact = (d: string) => d.replace(/-/g, '');
// Another platform's calendar: one all-day stay and one timed event, both ahead.
const OTHER_PLATFORM = () => `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Otra plataforma//ES
BEGIN:VEVENT
UID:stay-1@otra
DTSTAMP:20260101T000000Z
DTSTART;VALUE=DATE:${compact(inDays(30))}
DTEND;VALUE=DATE:${compact(inDays(33))}
SUMMARY:Reserved
END:VEVENT
BEGIN:VEVENT
UID:stay-2@otra
DTSTAMP:20260101T000000Z
DTSTART:${compact(inDays(40))}T150000Z
DTEND:${compact(inDays(40))}T180000Z
SUMMARY:Not available
END:VEVENT
END:VCALENDAR
`;

beforeAll(async () => {
  // The feeds below are served on this machine: only a server configured for a closed network may read them.
  t = await createTestApp({ FETCH_PRIVATE_ADDRESSES: 'true' });
  // A local stand-in for another platform's feed address (nothing reaches the internet in tests).
  feed = createServer((_req, res) => {
    if (feedDown) {
      res.writeHead(503);
      res.end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/calendar' });
    res.end(feedBody());
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/calendar.ics`;
});
afterAll(async () => {
  feed?.close();
  await t?.close();
});

describe('a listing’s iCalendar', () => {
  it('exports booked and blocked days through a signed feed address only', async () => {
    const { owner, listingId } = await ownedListing(t);
    const renter = await newPerson(t);
    await paidRental(t, renter, listingId, inDays(5), inDays(7));
    await call(t, owner.cookie, 'POST', `/api/listings/${listingId}/blocked-dates`, {
      startDate: inDays(10),
      endDate: inDays(12),
    });
    expect((await call(t, renter.cookie, 'GET', `/api/listings/${listingId}/calendar-link`)).status).toBe(404);
    expect((await call(t, null, 'GET', `/api/listings/${listingId}/calendar-link`)).status).toBe(401);
    const { url } = await (await call(t, owner.cookie, 'GET', `/api/listings/${listingId}/calendar-link`)).json();
    const path = new URL(url).pathname + new URL(url).search;

    const res = await t.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const ics = await res.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`DTSTART;VALUE=DATE:${compact(inDays(5))}`);
    expect(ics).toContain(`DTEND;VALUE=DATE:${compact(inDays(7))}`); // returned on day 7: free again that day
    expect(ics).toContain(`DTSTART;VALUE=DATE:${compact(inDays(10))}`);
    expect(ics).not.toContain(renter.id);

    expect((await t.request(`/api/listings/${listingId}/calendar.ics?token=wrong`)).status).toBe(404);
    expect((await t.request(`/api/listings/${listingId + 1}/calendar.ics${new URL(url).search}`)).status).toBe(404);
  });

  it('imports another platform’s calendar from a file or a feed address, replacing the last import', async () => {
    const { owner, listingId } = await ownedListing(t);
    const stranger = await newPerson(t);
    const blocked = async () =>
      (await (await call(t, owner.cookie, 'GET', `/api/listings/${listingId}/blocked-dates`)).json()).items as {
        startDate: string;
        endDate: string;
        source: string;
      }[];

    const bad = await call(t, owner.cookie, 'POST', `/api/listings/${listingId}/calendar-import`, {
      ics: 'hola, no soy un calendario',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('Ese archivo no es un calendario iCalendar (.ics) válido.');
    expect(
      (await call(t, stranger.cookie, 'POST', `/api/listings/${listingId}/calendar-import`, { ics: OTHER_PLATFORM() }))
        .status,
    ).toBe(404);

    const fromFile = await call(t, owner.cookie, 'POST', `/api/listings/${listingId}/calendar-import`, {
      ics: OTHER_PLATFORM(),
    });
    expect(await fromFile.json()).toEqual({ imported: 2, skipped: 0 });
    expect(await blocked()).toEqual([
      expect.objectContaining({ startDate: inDays(30), endDate: inDays(33), source: 'ical' }),
      expect.objectContaining({ startDate: inDays(40), endDate: inDays(41), source: 'ical' }),
    ]);

    // The same calendar again, by its address: replaced, not doubled.
    const fromUrl = await call(t, owner.cookie, 'POST', `/api/listings/${listingId}/calendar-import`, { url: feedUrl });
    expect(await fromUrl.json()).toEqual({ imported: 2, skipped: 0 });
    expect(await blocked()).toHaveLength(2);

    // Renters cannot book imported days.
    const renter = await newPerson(t);
    const taken = await call(t, renter.cookie, 'POST', '/api/cart/items', {
      listingId,
      startDate: inDays(31),
      endDate: inDays(32),
    });
    expect(taken.status).toBe(409);

    const unreachable = await call(t, owner.cookie, 'POST', `/api/listings/${listingId}/calendar-import`, {
      url: 'http://127.0.0.1:9/nada.ics',
    });
    expect(unreachable.status).toBe(400);
    expect(
      (await call(t, owner.cookie, 'POST', `/api/listings/${listingId}/calendar-import`, { url: 'file:///etc/passwd' }))
        .status,
    ).toBe(400);
  });
});

describe('an imported feed address', () => {
  it('is re-read every few hours on its own; a failure keeps the days and says why; the owner can stop it', async () => {
    const { owner, listingId } = await ownedListing(t);
    const sync = async () =>
      (await (await call(t, owner.cookie, 'GET', `/api/listings/${listingId}/calendar-link`)).json()).imported;
    const blocked = async () =>
      (
        (await (await call(t, owner.cookie, 'GET', `/api/listings/${listingId}/blocked-dates`)).json()).items as {
          startDate: string;
          source: string;
        }[]
      ).filter((b) => b.source === 'ical');
    expect(await sync()).toBeNull();
    await call(t, owner.cookie, 'POST', `/api/listings/${listingId}/calendar-import`, { url: feedUrl });
    expect(await sync()).toMatchObject({ url: feedUrl, lastError: null, everyHours: FEED_REFRESH_HOURS });

    // The other platform takes a new stay: the next re-read blocks it without the owner doing anything.
    feedBody = () =>
      OTHER_PLATFORM().replace(
        'END:VCALENDAR',
        `BEGIN:VEVENT\nUID:stay-3@otra\nDTSTAMP:20260101T000000Z\nDTSTART;VALUE=DATE:${compact(inDays(50))}\nDTEND;VALUE=DATE:${compact(inDays(52))}\nEND:VEVENT\nEND:VCALENDAR`,
      );
    await scheduleCalendarRefresh(t.deps);
    const later = (hours: number) => new Date(Date.now() + hours * 3_600_000);
    await runDueJobs(t.deps, later(FEED_REFRESH_HOURS + 0.1));
    expect((await blocked()).map((b) => b.startDate)).toEqual([inDays(30), inDays(40), inDays(50)]);

    // Down: the days it blocked stay blocked, and the owner reads why.
    feedDown = true;
    await runDueJobs(t.deps, later(2 * FEED_REFRESH_HOURS + 0.1));
    expect(await blocked()).toHaveLength(3);
    expect((await sync()).lastError).toBe('calendar_unreachable');
    feedDown = false;

    // Someone else cannot stop it; the owner can, and the blocks stay.
    const stranger = await newPerson(t);
    expect((await call(t, stranger.cookie, 'DELETE', `/api/listings/${listingId}/calendar-import`)).status).toBe(404);
    expect((await call(t, owner.cookie, 'DELETE', `/api/listings/${listingId}/calendar-import`)).status).toBe(204);
    expect(await sync()).toBeNull();
    expect(await blocked()).toHaveLength(3);
    feedBody = () => OTHER_PLATFORM();
  });
});

describe('the owner’s availability list', () => {
  it('shows the days bookings hold beside the blocked days; nobody else sees it', async () => {
    const { owner, listingId } = await ownedListing(t);
    const renter = await newPerson(t);
    await paidRental(t, renter, listingId, inDays(5), inDays(7));
    await call(t, owner.cookie, 'POST', `/api/listings/${listingId}/blocked-dates`, {
      startDate: inDays(10),
      endDate: inDays(12),
    });
    const res = await call(t, owner.cookie, 'GET', `/api/listings/${listingId}/blocked-dates`);
    const body = await res.json();
    expect(body.booked).toEqual([{ startDate: inDays(5), endDate: inDays(7), status: 'paid' }]);
    expect(body.items).toEqual([
      expect.objectContaining({ startDate: inDays(10), endDate: inDays(12), source: 'owner' }),
    ]);
    expect((await call(t, renter.cookie, 'GET', `/api/listings/${listingId}/blocked-dates`)).status).toBe(404);
  });
});

describe('a feed address on a private network', () => {
  it('is never read by a server with the default configuration (no SSRF into our own network)', async () => {
    const guarded = await createTestApp();
    try {
      const { owner, listingId } = await ownedListing(guarded);
      const port = new URL(feedUrl).port;
      const mapped = [
        `http://[::ffff:127.0.0.1]:${port}/calendar.ics`,
        `http://[::ffff:7f00:1]:${port}/calendar.ics`,
        `http://[::127.0.0.1]:${port}/calendar.ics`,
        `http://[0:0:0:0:0:ffff:127.0.0.1]:${port}/calendar.ics`,
        'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
      ];
      for (const url of [feedUrl, 'http://169.254.169.254/latest/meta-data/', 'http://[::1]:9/x.ics', ...mapped]) {
        const res = await call(guarded, owner.cookie, 'POST', `/api/listings/${listingId}/calendar-import`, { url });
        expect(res.status).toBe(400);
        expect((await res.json()).error.code, url).toBe('calendar_unreachable');
      }
      const blocked = await call(guarded, owner.cookie, 'GET', `/api/listings/${listingId}/blocked-dates`);
      expect((await blocked.json()).items).toEqual([]);
    } finally {
      await guarded.close();
    }
  });
});
