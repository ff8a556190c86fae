import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUpAndVerify } from '../../../test/auth-helpers';
import { publishedListing } from '../../../test/owner-helpers';
import { call, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../db/seed/dev-accounts';

let t: TestApp;
let admin: string;
let configuredAdmin: string;
let person: { cookie: string; id: string };

const APPLICATION = {
  businessName: 'Rentas Kayak Xochimilco',
  businessDescription: 'Kayaks y equipo acuático',
  experience: '3 años',
  hasInsurance: true,
  whyVira: 'Quiero llegar a más personas',
};

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ' Jefa@Example.com , otra@example.com' });
  admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
  configuredAdmin = await signUpAndVerify(t, { email: 'jefa@example.com', password: 'secreto123', fullName: 'Jefa' });
  person = await newPerson(t, 'applicant');
});
afterAll(async () => {
  await t.close();
});

describe('admin access', () => {
  it('answers 404 to guests and to people who are not admins, on every admin route', async () => {
    const paths: [string, string, unknown?][] = [
      ['GET', '/api/admin/overview'],
      ['GET', '/api/admin/listings'],
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/applications/00000000-0000-0000-0000-000000000000/approve', {}],
      ['POST', '/api/admin/applications/00000000-0000-0000-0000-000000000000/reject', { reason: 'no' }],
      ['POST', '/api/admin/listings/1/hide', { reason: 'spam spam' }],
      ['POST', '/api/admin/listings/1/restore', { reason: 'ok ok' }],
      ['POST', '/api/admin/users/example1/suspend', { reason: 'abuso' }],
      ['POST', '/api/admin/users/example1/restore', { reason: 'ok ok' }],
    ];
    for (const [method, path, body] of paths) {
      for (const cookie of [null, person.cookie]) {
        const res = await call(t, cookie, method, path, body);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect((await res.json()).error.code).toBe('not_found');
      }
    }
  });

  it('knows admins from ADMIN_EMAILS (case-insensitive) and the local admin outside production', async () => {
    for (const cookie of [admin, configuredAdmin]) {
      expect((await call(t, cookie, 'GET', '/api/admin/overview')).status).toBe(200);
      expect((await (await call(t, cookie, 'GET', '/api/account/roles')).json()).isAdmin).toBe(true);
    }
    expect((await (await call(t, person.cookie, 'GET', '/api/account/roles')).json()).isAdmin).toBe(false);
  });

  it('lets the sample owners sign in and keep their listings', async () => {
    const owner = await signIn(t, 'example1@vira.local', DEV_PASSWORD);
    const mine = await (await call(t, owner, 'GET', '/api/my-listings')).json();
    expect(mine.items.length).toBeGreaterThan(10);
    expect(mine.items[0].owner.id).toBe('example1');
  });
});

describe('Vira applications', () => {
  it('asks a guest to sign in with the spec’s words and an incomplete form for every required field', async () => {
    const guest = await call(t, null, 'POST', '/api/vira/applications', APPLICATION);
    expect(guest.status).toBe(401);
    expect((await guest.json()).error.message).toBe('Debes estar autenticado para aplicar');
    const incomplete = await call(t, person.cookie, 'POST', '/api/vira/applications', {
      ...APPLICATION,
      whyVira: '  ',
    });
    expect(incomplete.status).toBe(400);
    const body = await incomplete.json();
    expect(body.error.message).toBe('Por favor completa todos los campos requeridos');
    expect(Object.keys(body.error.fields)).toEqual(['whyVira']);
  });

  it('keeps one open application per person; approval makes a verified Vira and is recorded', async () => {
    const applied = await call(t, person.cookie, 'POST', '/api/vira/applications', APPLICATION);
    expect(applied.status).toBe(201);
    const application = await applied.json();
    const again = await call(t, person.cookie, 'POST', '/api/vira/applications', APPLICATION);
    expect(again.status).toBe(409);
    expect((await call(t, person.cookie, 'GET', '/api/account/roles')).status).toBe(200);

    const pending = await (await call(t, admin, 'GET', '/api/admin/overview')).json();
    expect(pending.applications[0]).toMatchObject({
      id: application.id,
      status: 'pending',
      businessName: APPLICATION.businessName,
    });

    const approved = await call(t, admin, 'POST', `/api/admin/applications/${application.id}/approve`, {});
    expect(approved.status).toBe(200);
    const roles = await (await call(t, person.cookie, 'GET', '/api/account/roles')).json();
    expect(roles).toMatchObject({ isVira: true, application: { status: 'approved' } });
    const profile = await (await call(t, null, 'GET', `/api/profiles/${person.id}`)).json();
    expect(profile.isVira).toBe(true);
    // The applicant hears it in the bell.
    const bell = await (await call(t, person.cookie, 'GET', '/api/notifications')).json();
    expect(bell.notifications[0]).toMatchObject({ type: 'vira_approval', title: '¡Ya eres Vira!', read: false });
    const trail = await (await call(t, admin, 'GET', '/api/admin/overview')).json();
    expect(trail.actions[0]).toMatchObject({ action: 'approve_vira', adminEmail: DEV_ADMIN_EMAIL });
    expect(trail.actions[0].targetId).toContain(application.id);
    // Deciding twice is a 404: it is no longer pending.
    expect(
      (await call(t, admin, 'POST', `/api/admin/applications/${application.id}/reject`, { reason: 'tarde' })).status,
    ).toBe(404);
  });

  it('rejects with a reason the applicant sees, after which they may apply again', async () => {
    const other = await newPerson(t, 'applicant');
    const application = await (await call(t, other.cookie, 'POST', '/api/vira/applications', APPLICATION)).json();
    const noReason = await call(t, admin, 'POST', `/api/admin/applications/${application.id}/reject`, { reason: '' });
    expect(noReason.status).toBe(400);
    const rejected = await call(t, configuredAdmin, 'POST', `/api/admin/applications/${application.id}/reject`, {
      reason: 'Falta identificación oficial',
    });
    expect(rejected.status).toBe(200);
    const roles = await (await call(t, other.cookie, 'GET', '/api/account/roles')).json();
    expect(roles).toMatchObject({
      isVira: false,
      application: { status: 'rejected', decisionReason: 'Falta identificación oficial' },
    });
    expect((await call(t, other.cookie, 'POST', '/api/vira/applications', APPLICATION)).status).toBe(201);
  });
});

describe('hiding listings and suspending accounts', () => {
  it('hides a listing from search and the detail at once, shows the owner why, and restores it', async () => {
    const owner = await newPerson(t, 'owner');
    const id = await publishedListing(t, owner.cookie, { title: 'Trampolín quetzalcoatl' });
    expect((await (await call(t, null, 'GET', '/api/search?q=quetzalcoatl')).json()).total).toBe(1);
    expect((await call(t, admin, 'POST', `/api/admin/listings/${id}/hide`, { reason: 'Fotos engañosas' })).status).toBe(
      204,
    );
    expect((await (await call(t, null, 'GET', '/api/search?q=quetzalcoatl')).json()).total).toBe(0);
    expect((await call(t, null, 'GET', `/api/listings/${id}`)).status).toBe(404);
    const mine = await (await call(t, owner.cookie, 'GET', `/api/my-listings/${id}`)).json();
    expect(mine.hiddenReason).toBe('Fotos engañosas');
    const listed = await (await call(t, admin, 'GET', '/api/admin/listings?q=quetzalcoatl')).json();
    expect(listed.items[0]).toMatchObject({ id, hiddenReason: 'Fotos engañosas' });

    expect((await call(t, admin, 'POST', `/api/admin/listings/${id}/restore`, { reason: 'Corregido' })).status).toBe(
      204,
    );
    expect((await (await call(t, null, 'GET', '/api/search?q=quetzalcoatl')).json()).total).toBe(1);
    const trail = await (await call(t, admin, 'GET', '/api/admin/overview')).json();
    expect(trail.actions.slice(0, 2).map((a: { action: string }) => a.action)).toEqual([
      'restore_listing',
      'hide_listing',
    ]);
    expect(trail.actions[1]).toMatchObject({ reason: 'Fotos engañosas', targetId: String(id) });
  });

  it('signs a suspended person out everywhere and refuses their sign-in with a clear message', async () => {
    const email = `suspendida-${Date.now()}@example.com`;
    const cookie = await signUpAndVerify(t, { email, password: 'secreto123', fullName: 'Suspendida' });
    const session = (await (await t.request('/api/auth/get-session', { headers: { cookie } })).json()) as {
      user: { id: string };
    };
    const userId = session.user.id;
    expect(
      (await call(t, admin, 'POST', `/api/admin/users/${userId}/suspend`, { reason: 'Fraude reportado' })).status,
    ).toBe(204);
    expect((await call(t, cookie, 'GET', '/api/profile')).status).toBe(401);
    const refused = await call(t, null, 'POST', '/api/auth/sign-in/email', { email, password: 'secreto123' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(
      'Tu cuenta está suspendida. Escríbenos a soporte si crees que es un error.',
    );
    const users = await (await call(t, admin, 'GET', `/api/admin/users?q=${encodeURIComponent(email)}`)).json();
    expect(users.items[0]).toMatchObject({ id: userId, suspendedReason: 'Fraude reportado' });

    expect((await call(t, admin, 'POST', `/api/admin/users/${userId}/restore`, { reason: 'Aclarado' })).status).toBe(
      204,
    );
    expect((await call(t, null, 'POST', '/api/auth/sign-in/email', { email, password: 'secreto123' })).status).toBe(
      200,
    );
  });
});
