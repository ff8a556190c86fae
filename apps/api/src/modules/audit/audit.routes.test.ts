import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers';
import { publishedListing } from '../../../test/owner-helpers';
import { ownedListing, paidRental, type Person } from '../../../test/rental-helpers';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkAgainstCheckpoint, checkChain, sha256Hex } from '@vira/domain/audit-proof';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../db/seed/dev-accounts';
import { writeCheckpoint } from './audit-checkpoint.service';

let t: TestApp;
let admin: string;
let owner: Person;
let renter: Person;
let stranger: Person;
let rental: { orderId: string; bookingId: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
  const owned = await ownedListing(t, { policy: 'flexible' });
  owner = owned.owner;
  renter = await newPerson(t);
  stranger = await newPerson(t, 'stranger');
  rental = await paidRental(t, renter, owned.listingId, inDays(5), inDays(7));
});
afterAll(() => t?.close());

const trail = async (cookie: string | null, type: string, id: string | number) => {
  const res = await call(t, cookie, 'GET', `/api/audit/${type}/${id}`);
  return { status: res.status, body: await res.json() };
};
const verify = async (cookie: string | null, type: string, id: string | number) =>
  (await call(t, cookie, 'POST', `/api/audit/${type}/${id}/verify`)).json();
const raw = (query: ReturnType<typeof sql>) => t.deps.database.db.execute(query);

describe('audit_events is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const refusal = (query: ReturnType<typeof sql>) =>
      raw(query).then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect(await refusal(sql`update audit_events set reason = 'otra cosa'`)).toBe(
      'audit_events is append-only: UPDATE refused',
    );
    expect(await refusal(sql`delete from audit_events`)).toBe('audit_events is append-only: DELETE refused');
    expect(await refusal(sql`truncate audit_events`)).toBe('audit_events is append-only: TRUNCATE refused');
    const count = await raw(sql`select count(*)::int as n from audit_events`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
  });
});

describe('a listing edited by its owner and hidden by an admin', () => {
  it('records the price change with the owner as actor, the hiding with the admin and reason; the public sees only public fields', async () => {
    const id = await publishedListing(t, owner.cookie);
    const patched = await call(t, owner.cookie, 'PATCH', `/api/listings/${id}`, {
      pricePerDay: 52_000,
      description: 'Una descripción nueva y más larga que la anterior, con detalles.',
    });
    expect(patched.status).toBe(200);
    const hidden = await call(t, admin, 'POST', `/api/admin/listings/${id}/hide`, { reason: 'Fotos engañosas' });
    expect(hidden.status).toBe(204);

    const mine = await trail(owner.cookie, 'listing', id);
    expect(mine.status).toBe(200);
    expect(mine.body.view).toBe('participant');
    const actions = mine.body.events.map((e: { action: string }) => e.action);
    expect(actions[0]).toBe('created');
    expect(mine.body.events[0].actor).toEqual({ role: 'owner', isYou: true });
    expect(actions).toContain('published');
    const edit = mine.body.events.findLast((e: { changes: { field: string }[] }) =>
      e.changes.some((c) => c.field === 'price_per_day' && 'before' in c),
    );
    expect(edit.actor).toEqual({ role: 'owner', isYou: true });
    expect(edit.changes).toContainEqual({ field: 'price_per_day', before: 45_000, after: 52_000 });
    expect(edit.changes.map((c: { field: string }) => c.field)).toContain('description');
    const hide = mine.body.events.at(-1);
    expect(hide).toMatchObject({
      action: 'hide_listing',
      actor: { role: 'admin', isYou: false },
      reason: 'Fotos engañosas',
    });
    expect(hide.changes.map((c: { field: string }) => c.field)).toEqual(['hidden_at', 'hidden_reason']);

    const guest = await trail(null, 'listing', id);
    expect(guest.status).toBe(200);
    expect(guest.body.view).toBe('public');
    const fields = guest.body.events.flatMap((e: { changes: { field: string }[] }) => e.changes.map((c) => c.field));
    expect(fields).toContain('price_per_day');
    expect(fields).not.toContain('description');
    expect(fields).not.toContain('hidden_reason');
    expect(guest.body.events.at(-1)).toMatchObject({
      reason: null,
      changes: [{ field: 'hidden', before: false, after: true }],
    });

    const check = await verify(null, 'listing', id);
    expect(check).toMatchObject({ verified: true, brokenAt: null });
    expect(check.message).toBe(`Integridad verificada: eventos revisados: ${check.checked}; ninguno fue alterado.`);

    const asAdmin = await trail(admin, 'listing', id);
    expect(asAdmin.body.events.at(-1).actor.id).toBeTruthy();
    const recorded = await raw(
      sql`select id from admin_actions where target_type = 'listing' and target_id = ${String(id)} order by id desc limit 1`,
    );
    const actionId = (recorded as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const action = await trail(admin, 'admin_action', actionId);
    expect(action.body.events[0]).toMatchObject({
      action: 'hide_listing',
      actor: { role: 'admin' },
      reason: 'Fotos engañosas',
    });
    expect((await trail(owner.cookie, 'admin_action', actionId)).status).toBe(404);
  });

  it('keeps a draft’s history from everyone but its owner and admins', async () => {
    const draft = await (await call(t, owner.cookie, 'POST', '/api/listings', {})).json();
    expect((await trail(owner.cookie, 'listing', draft.id)).status).toBe(200);
    expect((await trail(stranger.cookie, 'listing', draft.id)).status).toBe(404);
    expect((await trail(null, 'listing', 999_999_999)).status).toBe(404);
    // Deleted by its owner: the history stays, for admins.
    expect((await call(t, owner.cookie, 'DELETE', `/api/listings/${draft.id}`)).status).toBe(204);
    const gone = await trail(admin, 'listing', draft.id);
    expect(gone.body.events.at(-1)).toMatchObject({ action: 'deleted', actor: { role: 'owner', id: owner.id } });
    expect((await verify(admin, 'listing', draft.id)).verified).toBe(true);
  });
});

describe('an order, its booking, payment and refund', () => {
  it('records the renter’s cancellation and the refund with who did it', async () => {
    const cancelled = await call(t, renter.cookie, 'POST', `/api/bookings/${rental.bookingId}/cancel`);
    expect(cancelled.status).toBe(200);
    const booking = await trail(renter.cookie, 'booking', rental.bookingId);
    expect(booking.status).toBe(200);
    const step = booking.body.events.find((e: { action: string }) => e.action === 'renter_cancelled');
    expect(step.actor).toEqual({ role: 'renter', isYou: true });
    expect(step.changes).toContainEqual({ field: 'status', before: 'paid', after: 'cancelled' });
    const fromOwner = await trail(owner.cookie, 'booking', rental.bookingId);
    expect(fromOwner.body.events.find((e: { action: string }) => e.action === 'renter_cancelled').actor).toEqual({
      role: 'renter',
      isYou: false,
    });

    const refunds = await raw(sql`select id from refunds where booking_id = ${rental.bookingId}`);
    const refundId = (refunds as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const refund = await trail(admin, 'refund', refundId);
    expect(refund.status).toBe(200);
    expect(refund.body.events[0]).toMatchObject({ action: 'created', actor: { role: 'renter' } });
    expect(
      refund.body.events.map((e: { changes: { field: string }[] }) => e.changes.map((c) => c.field)).flat(),
    ).toContain('status');
    expect((await trail(renter.cookie, 'refund', refundId)).status).toBe(404);
  });

  it('shows an order’s history to its renter, its owner and admins; 404 to strangers, guests and unknown ids', async () => {
    for (const cookie of [renter.cookie, owner.cookie, admin]) {
      const res = await trail(cookie, 'order', rental.orderId);
      expect(res.status).toBe(200);
      expect(res.body.events[0].action).toBe('created');
      expect(res.body.events[0].actor.role).toBe('renter');
    }
    expect((await trail(renter.cookie, 'order', rental.orderId)).body.events[0].actor.isYou).toBe(true);
    for (const cookie of [stranger.cookie, null]) {
      const res = await trail(cookie, 'order', rental.orderId);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('No encontramos lo que buscas.');
      expect((await call(t, cookie, 'POST', `/api/audit/order/${rental.orderId}/verify`)).status).toBe(404);
    }
    expect((await trail(renter.cookie, 'order', '00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await trail(renter.cookie, 'order', 'not-a-uuid')).status).toBe(404);
    const payments = await raw(sql`select id from payments where order_id = ${rental.orderId}`);
    const paymentId = (payments as unknown as { rows: { id: string }[] }).rows[0]!.id;
    expect((await trail(owner.cookie, 'payment', paymentId)).status).toBe(200);
    expect((await trail(stranger.cookie, 'payment', paymentId)).status).toBe(404);
  });

  it('redacts the renter’s personal data for the owner and shows it to the renter', async () => {
    await raw(sql`update orders set notes = 'Llamar al 55 1234 5678' where id = ${rental.orderId}`);
    const note = (body: { events: { changes: { field: string }[] }[] }) =>
      body.events.at(-1)!.changes.find((c) => c.field === 'notes');
    expect(note((await trail(owner.cookie, 'order', rental.orderId)).body)).toEqual({ field: 'notes', redacted: true });
    expect(note((await trail(renter.cookie, 'order', rental.orderId)).body)).toMatchObject({
      after: 'Llamar al 55 1234 5678',
    });
  });

  it('answers an unknown entity type with a 400 in the person’s language', async () => {
    const res = await call(t, renter.cookie, 'GET', `/api/audit/planeta/1`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/^El historial no existe para «planeta»/);
    const en = await t.request('/api/audit/planeta/1', { headers: { 'X-Vira-Language': 'en' } });
    expect(((await en.json()) as { error: { message: string } }).error.message).toMatch(
      /^There is no history for “planeta”/,
    );
  });
});

describe('a Vira application decided by an admin', () => {
  it('records who applied and the admin’s approval with its reason; only admins see it', async () => {
    const applicant = await newPerson(t, 'applicant');
    const applied = await call(t, applicant.cookie, 'POST', '/api/vira/applications', {
      businessName: 'Rentas Auditadas',
      businessDescription: 'Herramientas',
      experience: '2 años',
      hasInsurance: false,
      whyVira: 'Confianza',
    });
    expect(applied.status).toBe(201);
    const { id } = await applied.json();
    const approved = await call(t, admin, 'POST', `/api/admin/applications/${id}/approve`, { reason: 'Todo en orden' });
    expect(approved.status).toBe(200);
    const history = await trail(admin, 'vira_application', id);
    expect(history.body.events[0]).toMatchObject({ action: 'created', actor: { role: 'user', id: applicant.id } });
    expect(history.body.events[1]).toMatchObject({
      action: 'approved_vira',
      actor: { role: 'admin' },
      reason: 'Todo en orden',
    });
    expect(history.body.events[1].changes).toContainEqual({ field: 'status', before: 'pending', after: 'approved' });
    expect((await trail(applicant.cookie, 'vira_application', id)).status).toBe(404);
  });
});

describe('tamper evidence', () => {
  it('reports the first event whose stored content no longer matches its hash', async () => {
    const before = await verify(renter.cookie, 'order', rental.orderId);
    expect(before.verified).toBe(true);
    // Someone with database access edits history behind the trigger's back.
    await raw(sql`alter table audit_events disable trigger audit_events_no_update_delete`);
    try {
      await raw(sql`update audit_events set changes = jsonb_set(changes, '{total,after}', '1')
                    where entity_type = 'order' and entity_id = ${rental.orderId} and seq = 1`);
    } finally {
      await raw(sql`alter table audit_events enable trigger audit_events_no_update_delete`);
    }
    const after = await verify(renter.cookie, 'order', rental.orderId);
    expect(after).toMatchObject({ verified: false, brokenAt: 1, problem: 'hash_mismatch' });
    expect(after.message).toBe('La cadena se rompe en el evento 1: fue alterado después de registrarse.');
  });
});

describe('verifying a trail without trusting the server', () => {
  it('gives each event its exact canonical text, time to the microsecond and previous hash, so anyone recomputes the chain', async () => {
    const { body } = await trail(renter.cookie, 'booking', rental.bookingId);
    expect(body.events.length).toBeGreaterThan(1);
    for (const event of body.events) {
      expect(event.occurredAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
      expect(sha256Hex(event.canonical)).toBe(event.hash);
      expect(JSON.parse(event.canonical)).toMatchObject({
        seq: event.seq,
        prevHash: event.prevHash,
        occurredAt: event.occurredAt,
      });
    }
    expect(checkChain(body.events)).toEqual({
      verified: true,
      checked: body.events.length,
      recomputed: body.events.length,
    });
  });

  it('keeps the canonical text from a viewer shown only part of an event; the edit above is caught in the browser', async () => {
    const mine = (await trail(owner.cookie, 'order', rental.orderId)).body;
    const noted = mine.events.at(-1);
    expect(noted.changes).toContainEqual({ field: 'notes', redacted: true });
    expect(noted.canonical).toBeNull();
    const admins = (await trail(admin, 'order', rental.orderId)).body;
    expect(sha256Hex(admins.events.at(-1).canonical)).toBe(noted.hash);
    // The order's first event was edited behind the trigger's back (previous test): its text no longer hashes.
    const renters = (await trail(renter.cookie, 'order', rental.orderId)).body;
    expect(checkChain(renters.events)).toEqual({ verified: false, brokenAt: 1, problem: 'hash_mismatch' });
  });

  it('a signed daily checkpoint catches the removal of a record’s newest events', async () => {
    const listingId = await publishedListing(t, owner.cookie);
    await call(t, owner.cookie, 'PATCH', `/api/listings/${listingId}`, { pricePerDay: 61_000 });
    expect((await call(t, null, 'GET', `/api/audit/listing/${listingId}/checkpoint`)).status).toBe(200);
    await writeCheckpoint(t.deps, new Date(Date.now() + 1000));
    const key = await (await call(t, null, 'GET', '/api/audit-checkpoint/key')).json();
    const latest = await (await call(t, null, 'GET', '/api/audit-checkpoint/latest')).json();
    expect(latest.publicKey).toBe(key.publicKey);
    const proofOf = async () =>
      (await (await call(t, null, 'GET', `/api/audit/listing/${listingId}/checkpoint`)).json()).proof;
    const events = (await trail(owner.cookie, 'listing', listingId)).body.events;
    const newest = events.at(-1);
    expect(checkAgainstCheckpoint('listing', String(listingId), events, await proofOf(), key.publicKey)).toEqual({
      state: 'covered',
      day: latest.day,
      seq: newest.seq,
    });
    // Strangers get the same 404 for a trail they may not see as for an unknown one.
    expect((await call(t, stranger.cookie, 'GET', `/api/audit/order/${rental.orderId}/checkpoint`)).status).toBe(404);

    // Someone with database access removes the newest event: what is left still links up, the checkpoint does not.
    await raw(sql`alter table audit_events disable trigger audit_events_no_update_delete`);
    try {
      await raw(sql`delete from audit_events where entity_type = 'listing' and entity_id = ${String(listingId)}
                    and seq = ${newest.seq}`);
    } finally {
      await raw(sql`alter table audit_events enable trigger audit_events_no_update_delete`);
    }
    const cut = (await trail(owner.cookie, 'listing', listingId)).body.events;
    expect(checkChain(cut)).toMatchObject({ verified: true });
    expect(checkAgainstCheckpoint('listing', String(listingId), cut, await proofOf(), key.publicKey)).toMatchObject({
      state: expect.stringMatching(/^(missing_events|bad_proof)$/),
    });
  });
});
