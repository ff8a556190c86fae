import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let ana: string;
let luis: string;
beforeAll(async () => {
  t = await createTestApp();
  ana = await signUpAndVerify(t, { email: 'ana@example.com', password: 'secreto1', fullName: 'Ana' });
  luis = await signUpAndVerify(t, { email: 'luis@example.com', password: 'secreto1', fullName: 'Luis' });
});
afterAll(async () => {
  await t.close();
});

const patch = (cookie: string, body: unknown) =>
  t.request('/api/profile', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
const me = async (cookie: string) =>
  (await (await t.request('/api/profile', { headers: { cookie } })).json()) as Record<string, unknown>;

describe('own profile', () => {
  it('needs a session', async () => {
    expect((await t.request('/api/profile')).status).toBe(401);
    expect(
      (
        await t.request('/api/profile', {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(401);
  });

  it('edits name, phone, preferences and onboarding, and the account name follows', async () => {
    const res = await patch(ana, {
      fullName: 'Ana María',
      phone: '+52 55 9999 0000',
      preferredLanguage: 'en',
      preferredCurrency: 'MXN',
      onboardingCompleted: true,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      fullName: 'Ana María',
      phone: '+52 55 9999 0000',
      preferredLanguage: 'en',
      preferredCurrency: 'MXN',
      onboardingCompleted: true,
    });
    const session = (await (await t.request('/api/auth/get-session', { headers: { cookie: ana } })).json()) as {
      user: { name: string };
    };
    expect(session.user.name).toBe('Ana María');
  });

  it('refuses bad values with a 400, never a 500', async () => {
    expect((await patch(ana, { preferredCurrency: 'XXX' })).status).toBe(400);
    expect((await patch(ana, { fullName: '' })).status).toBe(400);
    expect((await patch(ana, { phone: 'llámame' })).status).toBe(400);
  });

  it('cannot touch somebody else: the user comes from the session, other ids are ignored', async () => {
    const luisId = (await me(luis)).userId as string;
    const res = await patch(ana, { userId: luisId, fullName: 'Hackeado' });
    expect(res.status).toBe(200);
    expect((await me(luis)).fullName).toBe('Luis');
    const direct = await t.request(`/api/profiles/${luisId}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', cookie: ana },
      body: JSON.stringify({ fullName: 'Hackeado' }),
    });
    expect(direct.status).toBe(404);
    expect((await me(luis)).fullName).toBe('Luis');
  });
});

describe('public profiles', () => {
  it('shows a sample seller to anyone, verified and Vira, without private fields', async () => {
    const res = await t.request('/api/profiles/example1');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ userId: 'example1', fullName: 'Carlos Mendoza', verified: true, isVira: true });
    expect(body).not.toHaveProperty('phone');
    expect(body).not.toHaveProperty('email');
  });

  it("lists the person's public listings only, newest first, so a visitor can ask about one", async () => {
    const body = (await (await t.request('/api/profiles/example1')).json()) as {
      listings: { id: number; title: string; imageUrl: string | null }[];
    };
    expect(body.listings.length).toBeGreaterThan(0);
    expect(body.listings.length).toBeLessThanOrEqual(12);
    expect(body.listings[0]!.imageUrl).toMatch(/^\/api\/images\/\d+-[0-9a-f]{32}$/);
    const hidden = body.listings[0]!.id;
    await t.deps.database.db.execute(sql`update listings set hidden_at = now() where id = ${hidden}`);
    const after = (await (await t.request('/api/profiles/example1')).json()) as { listings: { id: number }[] };
    expect(after.listings.map((l) => l.id)).not.toContain(hidden);
    await t.deps.database.db.execute(sql`update listings set hidden_at = null where id = ${hidden}`);
    // Someone with nothing published has nothing to list.
    const luisId = (await me(luis)).userId as string;
    expect(((await (await t.request(`/api/profiles/${luisId}`)).json()) as { listings: unknown[] }).listings).toEqual(
      [],
    );
  });

  it('answers 404 for nobody', async () => {
    expect((await t.request('/api/profiles/nobody')).status).toBe(404);
  });
});

describe('avatar', () => {
  it('uploads a picture, shows it at the profile URL, and refuses what is not a picture', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const res = await t.request('/api/profile/avatar', { method: 'POST', headers: { cookie: ana }, body: form });
    expect(res.status).toBe(200);
    const { avatarUrl } = (await res.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(/^\/api\/avatars\/uploads\/.+\.webp$/);
    const image = await t.request(avatarUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');

    const bad = new FormData();
    bad.append('file', new Blob(['no soy una imagen'], { type: 'image/png' }), 'x.png');
    expect(
      (await t.request('/api/profile/avatar', { method: 'POST', headers: { cookie: ana }, body: bad })).status,
    ).toBe(400);
    expect((await t.request('/api/avatars/uploads/../../etc/passwd')).status).toBe(404);
  });
});

describe('contract', () => {
  it('documents the profile and outbox routes in the OpenAPI file', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/profile', '/api/profiles/{userId}', '/api/dev/outbox']),
    );
  });
});
