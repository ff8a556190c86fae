import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers';
import { call, inDays, newPerson, rentableListing } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { photo, pngBomb, startVerification, type Pictures } from '../../../test/verification-helpers';
import { identityVerifications } from '../../db/schema/identity-verifications';
import { profiles } from '../../db/schema/profiles';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../db/seed/dev-accounts';
import { runDueJobs } from '../jobs';
import { scheduleRecurringJobs } from '../jobs';
import { verificationRetention } from './verification-retention';

let t: TestApp;
let admin: string;
let pictures: Required<Pictures>;
/** Every storage key written under verifications/ (a refusal must write none). */
const written: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
  pictures = { front: await photo(1000, 630), back: await photo(1000, 630), selfie: await photo(640, 800) };
  const put = t.deps.storage.put.bind(t.deps.storage);
  t.deps.storage.put = async (key, bytes) => {
    if (key.startsWith('verifications/')) written.push(key);
    return put(key, bytes);
  };
});
afterAll(() => t?.close());

const INE = () => ({ documentType: 'ine', country: 'MX', expiresOn: inDays(3 * 365), consent: 'true' });

async function rowsOf(userId: string) {
  return t.deps.database.db.select().from(identityVerifications).where(eq(identityVerifications.userId, userId));
}

/** A person named like RENAPO's example CURP, so the machine checks can pass. */
async function gloria() {
  const person = await newPerson(t, 'gloria');
  await t.deps.database.db
    .update(profiles)
    .set({ fullName: 'Gloria Hernández García' })
    .where(eq(profiles.userId, person.id));
  return person;
}

describe('starting a verification: bad input is refused in the person’s language, and nothing is kept', () => {
  it('refuses a file that is not an image, a decompression bomb, a tiny selfie, a missing back', async () => {
    const person = await newPerson(t, 'refused');
    const cases: [Pictures, number, string, RegExp][] = [
      [
        { ...pictures, front: Buffer.from('%PDF-1.4 not a photo') },
        400,
        'verification_image_invalid',
        /frente del documento/,
      ],
      [
        { ...pictures, back: pngBomb() },
        400,
        'verification_image_too_large',
        /reverso del documento.*demasiados píxeles/,
      ],
      [{ ...pictures, selfie: await photo(200, 200) }, 400, 'selfie_too_small', /selfie.*200×200.*320 px.*rostro/],
      [{ front: pictures.front, selfie: pictures.selfie }, 400, 'verification_image_missing', /Falta la foto «reverso/],
    ];
    for (const [sent, status, code, message] of cases) {
      const res = await startVerification(t, person.cookie, INE(), sent);
      const body = await res.json();
      expect({ status: res.status, code: body.error.code }).toEqual({ status, code });
      expect(body.error.message).toMatch(message);
    }
    expect(await rowsOf(person.id)).toEqual([]);
    expect(written.filter((k) => k.includes(person.id))).toEqual([]);
  });

  it('refuses an expired document, a CURP with a wrong check digit, and no consent, with their own sentences', async () => {
    const person = await newPerson(t, 'refused-form');
    const expired = await startVerification(t, person.cookie, { ...INE(), expiresOn: inDays(-3) }, pictures);
    expect(expired.status).toBe(400);
    expect((await expired.json()).error).toMatchObject({
      code: 'document_expired',
      message: expect.stringMatching(/venció/),
    });

    const curp = await startVerification(t, person.cookie, { ...INE(), curp: 'HEGG560427MVZRRL05' }, pictures);
    expect(curp.status).toBe(400);
    expect((await curp.json()).error).toMatchObject({
      code: 'curp_check_digit',
      message: 'El dígito verificador de la CURP no coincide: revisa los 18 caracteres.',
    });
    const english = await startVerification(t, person.cookie, { ...INE(), curp: 'HEGG560427MVZRRL05' }, pictures, 'en');
    expect((await english.json()).error.message).toMatch(/check digit does not match/);

    const noConsent = await startVerification(t, person.cookie, { ...INE(), consent: 'false' }, pictures);
    expect((await noConsent.json()).error.code).toBe('consent_required');

    expect((await startVerification(t, null, INE(), pictures)).status).toBe(401);
    expect(await rowsOf(person.id)).toEqual([]);
    expect(written.filter((k) => k.includes(person.id))).toEqual([]);
  });

  it('allows one pending verification at a time, and five a day', async () => {
    const person = await newPerson(t, 'attempts');
    expect((await startVerification(t, person.cookie, INE(), pictures)).status).toBe(201);
    const second = await startVerification(t, person.cookie, INE(), pictures);
    expect(second.status).toBe(409);
    expect((await second.json()).error.code).toBe('verification_pending');

    // Four more today, each refused by an admin: the sixth is one too many.
    await t.deps.database.db
      .update(identityVerifications)
      .set({ status: 'rejected', decidedAt: new Date() })
      .where(eq(identityVerifications.userId, person.id));
    for (let i = 0; i < 4; i += 1) {
      expect((await startVerification(t, person.cookie, { ...INE(), documentType: 'passport' }, pictures)).status).toBe(
        201,
      );
      await t.deps.database.db
        .update(identityVerifications)
        .set({ status: 'rejected', decidedAt: new Date() })
        .where(eq(identityVerifications.userId, person.id));
    }
    const before = written.length;
    const sixth = await startVerification(t, person.cookie, INE(), pictures);
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).error.message).toMatch(/5 intentos/);
    expect(Number(sixth.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(written.length).toBe(before);
    const me = await (await call(t, person.cookie, 'GET', '/api/verification')).json();
    expect(me.attemptsLeftToday).toBe(0);
  });
});

describe('the sandbox provider: admins review document and selfie side by side', () => {
  it('keeps the pictures encrypted, shows them only to admins, and tells the person the decision', async () => {
    const person = await gloria();
    const other = await newPerson(t, 'curious');
    const res = await startVerification(
      t,
      person.cookie,
      { ...INE(), curp: 'hegg560427mvzrrl04', birthDate: '1956-04-27' },
      pictures,
    );
    expect(res.status).toBe(201);
    const started = await res.json();
    expect(started.redirectUrl).toBeNull();
    expect(started.verification).toMatchObject({
      status: 'pending',
      maskedCurp: '••••••••••••••RL04',
      imagesHeld: ['front', 'back', 'selfie'],
    });
    const id = started.verification.id as string;

    // At rest: not a WebP (nor any image) anyone with the storage could open.
    const [row] = await rowsOf(person.id);
    const stored = (await t.deps.storage.get(row!.selfieKey!))!;
    expect(stored.subarray(0, 4).toString('latin1')).toBe('VIV1');
    await expect(sharp(stored).metadata()).rejects.toThrow();

    // The person sees metadata only: no address of any picture, anywhere in their answer.
    const mine = await call(t, person.cookie, 'GET', '/api/verification');
    expect(mine.headers.get('Cache-Control')).toContain('no-store');
    const me = await mine.json();
    expect(me).toMatchObject({ provider: 'sandbox', status: 'pending', retentionDays: 30 });
    expect(JSON.stringify(me)).not.toMatch(/images\/|verifications\//);

    // The queue: pending first, the machine checks shown, the pictures by private address.
    const queue = await (await call(t, admin, 'GET', '/api/admin/verifications')).json();
    const item = queue.items.find((i: { id: string }) => i.id === id);
    expect(item.checks).toEqual([
      { check: 'document_not_expired', outcome: 'pass' },
      { check: 'curp_check_digit', outcome: 'pass' },
      { check: 'name_matches', outcome: 'pass' },
      { check: 'birth_date_matches', outcome: 'pass' },
    ]);
    expect(item.curp).toBe('HEGG560427MVZRRL04');
    const selfieUrl = item.images.selfie as string;

    // The pictures: the person themself, another person and a guest all hear the same 404; an admin gets the WebP.
    for (const cookie of [person.cookie, other.cookie, null]) {
      expect((await call(t, cookie, 'GET', selfieUrl)).status).toBe(404);
      expect((await call(t, cookie, 'GET', '/api/admin/verifications')).status).toBe(404);
      expect((await call(t, cookie, 'POST', `/api/admin/verifications/${id}/approve`, {})).status).toBe(404);
    }
    const picture = await call(t, admin, 'GET', selfieUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('Content-Type')).toBe('image/webp');
    expect(picture.headers.get('Cache-Control')).toBe('private, no-store');
    const shown = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect({ format: shown.format, width: shown.width, height: shown.height }).toEqual({
      format: 'webp',
      width: 640,
      height: 800,
    });
    const log = await (await call(t, admin, 'GET', '/api/admin/overview')).json();
    expect(log.actions[0]).toMatchObject({ action: 'view_identity_images', targetType: 'identity_verification' });

    // Refused with a reason: the person hears it (bell, e-mail) with how to try again.
    const rejected = await call(t, admin, 'POST', `/api/admin/verifications/${id}/reject`, {
      reason: 'La foto del frente tiene reflejos',
    });
    expect(rejected.status).toBe(200);
    expect((await call(t, admin, 'POST', `/api/admin/verifications/${id}/approve`, {})).status).toBe(409);
    const bell = await (await call(t, person.cookie, 'GET', '/api/notifications')).json();
    expect(bell.notifications[0]).toMatchObject({ type: 'verification', title: 'No pudimos verificar tu identidad' });
    expect(bell.notifications[0].description).toMatch(/La foto del frente tiene reflejos.*\/verification/);
    expect((await call(t, person.cookie, 'GET', '/api/verification').then((r) => r.json())).status).toBe('rejected');

    // Tried again, approved: the verified-identity badge on the public profile, apart from the Vira badge.
    const retry = await (await startVerification(t, person.cookie, INE(), pictures)).json();
    expect((await call(t, admin, 'POST', `/api/admin/verifications/${retry.verification.id}/approve`, {})).status).toBe(
      200,
    );
    const profile = await (await call(t, null, 'GET', `/api/profiles/${person.id}`)).json();
    expect(profile).toMatchObject({ identityVerified: true, verified: true, isVira: false });
    const after = await (await call(t, person.cookie, 'GET', '/api/notifications')).json();
    expect(after.notifications[0]).toMatchObject({ type: 'verification', title: 'Tu identidad está verificada' });
    const again = await startVerification(t, person.cookie, INE(), pictures);
    expect((await again.json()).error.code).toBe('already_verified');
  });

  it('deletes the pictures a retention period after the decision (clock injected), keeping the decision', async () => {
    const person = await gloria();
    const started = await (
      await startVerification(t, person.cookie, { ...INE(), curp: 'HEGG560427MVZRRL04' }, pictures)
    ).json();
    await call(t, admin, 'POST', `/api/admin/verifications/${started.verification.id}/approve`, {});
    const [row] = await rowsOf(person.id);
    const keys = [row!.frontKey!, row!.backKey!, row!.selfieKey!];
    const day = 86_400_000;

    // Ten days on, nothing goes; thirty-one days on, the pictures, CURP and birth date are gone.
    await scheduleRecurringJobs(t.deps, [verificationRetention], new Date(Date.now() + 10 * day));
    await runDueJobs(t.deps, new Date(Date.now() + 12 * day));
    expect(await t.deps.storage.get(keys[0]!)).not.toBeNull();
    await scheduleRecurringJobs(t.deps, [verificationRetention], new Date(Date.now() + 31 * day));
    await runDueJobs(t.deps, new Date(Date.now() + 33 * day));
    for (const key of keys) expect(await t.deps.storage.get(key)).toBeNull();
    const [kept] = await rowsOf(person.id);
    expect(kept).toMatchObject({
      status: 'verified',
      documentType: 'ine',
      country: 'MX',
      curp: null,
      frontKey: null,
      selfieKey: null,
      decidedBy: expect.any(String),
    });
    expect(kept!.imagesDeletedAt).not.toBeNull();
    const me = await (await call(t, person.cookie, 'GET', '/api/verification')).json();
    expect(me.status).toBe('verified');
    expect(me.verifications[0]).toMatchObject({ imagesHeld: [], maskedCurp: null, imagesDeleteOn: null });
  });

  it('lets a person see what is held and have it deleted now (ARCO), withdrawing a pending verification', async () => {
    const person = await newPerson(t, 'arco');
    await startVerification(t, person.cookie, { ...INE(), birthDate: '1990-05-01' }, pictures);
    const [row] = await rowsOf(person.id);
    const held = await (await call(t, person.cookie, 'GET', '/api/verification')).json();
    expect(held.verifications[0]).toMatchObject({ birthDate: '1990-05-01', imagesHeld: ['front', 'back', 'selfie'] });

    const erased = await call(t, person.cookie, 'DELETE', '/api/verification/data');
    expect(erased.status).toBe(200);
    expect((await erased.json()).verifications[0]).toMatchObject({
      status: 'withdrawn',
      birthDate: null,
      imagesHeld: [],
    });
    expect(await t.deps.storage.get(row!.frontKey!)).toBeNull();
    expect((await call(t, null, 'DELETE', '/api/verification/data')).status).toBe(401);
  });
});

describe('verified renters only: enforced by the API where a listing is taken', () => {
  it('refuses an unverified renter in the cart and in a request, and lets a verified one through', async () => {
    const listingId = await rentableListing(t);
    const renter = await newPerson(t, 'unverified');
    const stranger = await newPerson(t, 'stranger');

    // Only the owner sets it (next test); another person and a guest are refused.
    expect(
      (await call(t, stranger.cookie, 'PUT', `/api/listings/${listingId}/verified-renters`, { required: true })).status,
    ).toBe(404);
    expect((await call(t, null, 'PUT', `/api/listings/${listingId}/verified-renters`, { required: true })).status).toBe(
      401,
    );
    await t.deps.database.db.execute(sql`update listings set requires_verified_renter = true where id = ${listingId}`);

    const detail = await (await call(t, null, 'GET', `/api/listings/${listingId}`)).json();
    expect(detail.requiresVerifiedRenter).toBe(true);

    const line = { listingId, startDate: inDays(5), endDate: inDays(7) };
    const cart = await call(t, renter.cookie, 'POST', '/api/cart/items', line);
    expect(cart.status).toBe(403);
    expect((await cart.json()).error).toMatchObject({
      code: 'verified_renter_required',
      message: expect.stringMatching(/solo renta a personas con identidad verificada/),
    });
    const request = await call(t, renter.cookie, 'POST', '/api/booking-requests', line);
    expect(request.status).toBe(403);

    await t.deps.database.db
      .update(profiles)
      .set({ identityVerifiedAt: new Date(), verificationStatus: 'verified' })
      .where(eq(profiles.userId, renter.id));
    expect((await call(t, renter.cookie, 'POST', '/api/cart/items', line)).status).toBe(200);
  });

  it('lets an owner switch it on for their own listing', async () => {
    const owner = await newPerson(t, 'owner-rule');
    const listingId = await rentableListing(t);
    await t.deps.database.db.execute(sql`update listings set owner_id = ${owner.id} where id = ${listingId}`);
    const res = await call(t, owner.cookie, 'PUT', `/api/listings/${listingId}/verified-renters`, { required: true });
    expect(res.status).toBe(200);
    expect((await (await call(t, null, 'GET', `/api/listings/${listingId}`)).json()).requiresVerifiedRenter).toBe(true);
  });

  it('checks again at checkout: a line put in the cart before the owner switched it on cannot be paid', async () => {
    const owner = await newPerson(t, 'owner-later');
    const renter = await newPerson(t, 'cart-first');
    const listingId = await rentableListing(t);
    await t.deps.database.db.execute(sql`update listings set owner_id = ${owner.id} where id = ${listingId}`);
    const line = { listingId, startDate: inDays(9), endDate: inDays(10) };
    const before = await (await call(t, renter.cookie, 'POST', '/api/cart/items', line)).json();
    expect(before.items[0].needsVerification).toBe(false);
    await call(t, owner.cookie, 'PUT', `/api/listings/${listingId}/verified-renters`, { required: true });
    // The cart says it before payment, so checkout can show it rather than fail at the end.
    const cart = await (await call(t, renter.cookie, 'GET', '/api/cart')).json();
    expect(cart.items[0]).toMatchObject({ listingId, needsVerification: true });
    const paying = await call(t, renter.cookie, 'POST', '/api/checkout', {
      paymentMethod: 'credit_card',
      acceptTerms: true,
    });
    expect(paying.status).toBe(403);
    expect((await paying.json()).error.code).toBe('verified_renter_required');
    const orders = (await t.deps.database.db.execute(
      sql`select count(*)::int as n from orders where user_id = ${renter.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(orders.rows[0]!.n).toBe(0);
  });
});
