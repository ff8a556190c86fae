import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedListing, paidRental } from '../../../test/rental-helpers';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let feed: Server;
let feedUrl: string;
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
  t = await createTestApp();
  // A local stand-in for another platform's feed address (nothing reaches the internet in tests).
  feed = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/calendar' });
    res.end(OTHER_PLATFORM());
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
