import { eq } from 'drizzle-orm';
import { passwordHashOptions } from './auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, outboxFor, signIn, signUpAndVerify } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { accounts, users } from '../../db/schema/auth';
import { favorites } from '../../db/schema/favorites';
import { insertListing } from '../../../test/listing-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

async function errorOf(res: Response): Promise<{ code: string; message: string }> {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('e-mail sign-up, verification and sign-in', () => {
  it('sends a verification link, refuses sign-in until it is followed, then lands signed in on /user-dashboard', async () => {
    const signUp = await t.request(
      '/api/auth/sign-up/email',
      json({
        name: 'Ana López',
        email: 'Ana@Example.com',
        password: 'secreto1',
        phone: '+52 55 1111 2222',
        callbackURL: '/user-dashboard',
      }),
    );
    expect(signUp.status).toBe(200);
    expect(cookieFrom(signUp)).not.toContain('session_token');

    const early = await t.request('/api/auth/sign-in/email', json({ email: 'ana@example.com', password: 'secreto1' }));
    expect(early.status).toBe(403);
    expect((await errorOf(early)).message).toBe('Por favor confirma tu email antes de iniciar sesión.');

    const [mail] = await outboxFor(t, 'ana@example.com');
    expect(mail!.channel).toBe('email');
    expect(mail!.links[0]).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    const link = new URL(mail!.links[0]!);
    const verified = await t.request(link.pathname + link.search, { redirect: 'manual' });
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/user-dashboard');
    const cookie = cookieFrom(verified);

    const session = await t.request('/api/auth/get-session', { headers: { cookie } });
    const body = (await session.json()) as { user: { email: string; name: string; emailVerified: boolean } };
    expect(body.user).toMatchObject({ email: 'ana@example.com', name: 'Ana López', emailVerified: true });

    const profile = await t.request('/api/profile', { headers: { cookie } });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({
      fullName: 'Ana López',
      phone: '+525511112222',
      isVira: false,
      rating: 0,
      totalRentals: 0,
      totalListings: 0,
      verificationStatus: 'pending',
      onboardingCompleted: false,
    });

    expect(await signIn(t, 'ana@example.com', 'secreto1')).toContain('session_token');
  });

  it('stores the password as an Argon2id hash, with OWASP parameters everywhere but the tests', async () => {
    for (const NODE_ENV of ['production', 'development'] as const)
      expect(passwordHashOptions({ NODE_ENV })).toEqual({
        algorithm: 2,
        memoryCost: 19_456,
        timeCost: 2,
        parallelism: 1,
      });
    await signUpAndVerify(t, { email: 'hash@example.com', password: 'secreto1', fullName: 'Hash' });
    const [row] = await t.deps.database.db
      .select({ password: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, 'hash@example.com'));
    // Tests hash cheaply (thousands of sign-ups); the stored hash is still Argon2id with the parameters in force.
    expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    await signUpAndVerify(t, { email: 'cookie@example.com', password: 'secreto1', fullName: 'Cookie' });
    const res = await t.request('/api/auth/sign-in/email', json({ email: 'cookie@example.com', password: 'secreto1' }));
    const setCookie = res.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('answers a wrong password and an unknown e-mail with the same message', async () => {
    await signUpAndVerify(t, { email: 'wrong@example.com', password: 'secreto1', fullName: 'Wrong' });
    const wrong = await t.request(
      '/api/auth/sign-in/email',
      json({ email: 'wrong@example.com', password: 'otra-cosa' }),
    );
    const unknown = await t.request(
      '/api/auth/sign-in/email',
      json({ email: 'nadie@example.com', password: 'otra-cosa' }),
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const message = 'Credenciales incorrectas. Verifica tu email y contraseña.';
    expect((await errorOf(wrong)).message).toBe(message);
    expect((await errorOf(unknown)).message).toBe(message);
  });

  it('does not say an address is unconfirmed unless the password is right', async () => {
    await t.request(
      '/api/auth/sign-up/email',
      json({ name: 'Pend', email: 'pending@example.com', password: 'secreto1' }),
    );
    const res = await t.request(
      '/api/auth/sign-in/email',
      json({ email: 'pending@example.com', password: 'otra-cosa' }),
    );
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe('Credenciales incorrectas. Verifica tu email y contraseña.');
  });

  it('speaks the caller language', async () => {
    const res = await t.request(
      '/api/auth/sign-in/email',
      json({ email: 'nadie@example.com', password: 'otra-cosa' }, { 'Accept-Language': 'en-US' }),
    );
    expect((await errorOf(res)).message).toBe('Incorrect credentials. Check your email and password.');
  });

  it('tells a second sign-up that the e-mail is already registered', async () => {
    await signUpAndVerify(t, { email: 'twice@example.com', password: 'secreto1', fullName: 'Twice' });
    const res = await t.request(
      '/api/auth/sign-up/email',
      json({ name: 'Otra', email: 'twice@example.com', password: 'secreto2' }),
    );
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe('Este email ya está registrado. ¿Quieres iniciar sesión?');
  });

  it('refuses a bad e-mail and a short password with the spec messages', async () => {
    const badEmail = await t.request(
      '/api/auth/sign-up/email',
      json({ name: 'X', email: 'no-es-email', password: 'secreto1' }),
    );
    expect(badEmail.status).toBe(400);
    expect((await errorOf(badEmail)).message).toBe('El formato del email no es válido.');
    const short = await t.request(
      '/api/auth/sign-up/email',
      json({ name: 'X', email: 'short@example.com', password: '12345' }),
    );
    expect(short.status).toBe(400);
    expect((await errorOf(short)).message).toBe('La contraseña debe tener al menos 6 caracteres.');
  });

  it('answers an unconfigured social provider with the spec message', async () => {
    const res = await t.request(
      '/api/auth/sign-in/social',
      json({ provider: 'google', callbackURL: '/user-dashboard' }),
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('Google no está configurado correctamente. Contacta al administrador.');
  });
});

describe('sessions are revoked on the server', () => {
  it('sign-out kills the session, not just the cookie', async () => {
    const cookie = await signUpAndVerify(t, { email: 'out@example.com', password: 'secreto1', fullName: 'Out' });
    expect((await t.request('/api/profile', { headers: { cookie } })).status).toBe(200);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(200);
    // The old cookie, replayed, no longer opens anything.
    expect((await t.request('/api/profile', { headers: { cookie } })).status).toBe(401);
    expect(await (await t.request('/api/auth/get-session', { headers: { cookie } })).json()).toBeNull();
  });

  it('a password change signs every other device out', async () => {
    const laptop = await signUpAndVerify(t, { email: 'change@example.com', password: 'secreto1', fullName: 'Change' });
    const phone = await signIn(t, 'change@example.com', 'secreto1');
    const res = await t.request(
      '/api/auth/change-password',
      json(
        { currentPassword: 'secreto1', newPassword: 'nuevo-secreto', revokeOtherSessions: false },
        { cookie: laptop },
      ),
    );
    expect(res.status).toBe(200);
    expect((await t.request('/api/profile', { headers: { cookie: phone } })).status).toBe(401);
    expect(await signIn(t, 'change@example.com', 'nuevo-secreto')).toContain('session_token');
  });

  it('a wrong current password does not change it', async () => {
    const cookie = await signUpAndVerify(t, { email: 'keep@example.com', password: 'secreto1', fullName: 'Keep' });
    const res = await t.request(
      '/api/auth/change-password',
      json({ currentPassword: 'no-es', newPassword: 'nuevo-secreto' }, { cookie }),
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('La contraseña actual no es correcta.');
  });
});

describe('updating one’s own account (update-user)', () => {
  async function storedUser(email: string) {
    const [row] = await t.deps.database.db
      .select({ image: users.image, phone: users.phone, phoneNumber: users.phoneNumber, name: users.name })
      .from(users)
      .where(eq(users.email, email));
    return row!;
  }

  it('refuses a javascript: or data: picture with a clear message in the person’s language, keeping the old one', async () => {
    const cookie = await signUpAndVerify(t, { email: 'pic@example.com', password: 'secreto1', fullName: 'Pic' });
    for (const image of [
      'javascript:alert(document.cookie)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>1</script>',
      '//evil.example/x.png',
      42,
    ]) {
      const res = await t.request('/api/auth/update-user', json({ image }, { cookie }));
      expect(res.status, String(image)).toBe(400);
      expect(await errorOf(res)).toMatchObject({
        code: 'invalid_image_url',
        message: 'La foto de perfil debe ser una dirección http(s) o una imagen de Vira.',
      });
    }
    const en = await t.request(
      '/api/auth/update-user',
      json({ image: 'javascript:1' }, { cookie, 'X-Vira-Language': 'en' }),
    );
    expect((await errorOf(en)).message).toBe('The profile picture must be an http(s) address or a Vira image.');
    expect((await storedUser('pic@example.com')).image).toBeNull();

    for (const image of ['https://cdn.example.com/me.png', '/api/avatars/uploads/2026/01/me.webp', null]) {
      const res = await t.request('/api/auth/update-user', json({ image, name: 'Pic B' }, { cookie }));
      expect(res.status, String(image)).toBe(200);
      expect((await storedUser('pic@example.com')).image).toBe(image);
    }
  });

  it('refuses to set a phone number, which only the WhatsApp code proves', async () => {
    const cookie = await signUpAndVerify(t, { email: 'tel@example.com', password: 'secreto1', fullName: 'Tel' });
    for (const body of [
      { phone: '+525512345678' },
      { phoneNumber: '+525512345678' },
      { name: 'Tel', phoneNumberVerified: true },
    ]) {
      const res = await t.request('/api/auth/update-user', json(body, { cookie }));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(res)).toMatchObject({
        code: 'phone_not_editable',
        message: 'El teléfono no se cambia aquí: verifícalo con el código que te enviamos por WhatsApp.',
      });
    }
    // Nor through another spelling of the path.
    const slash = await t.request('/api/auth/update-user/', json({ phone: '+525512345678' }, { cookie }));
    expect(slash.status).not.toBe(200);
    expect(await storedUser('tel@example.com')).toMatchObject({ phone: null, phoneNumber: null, name: 'Tel' });
  });
});

describe('deleting the account', () => {
  it('needs the password, then removes the user, the profile and every session', async () => {
    const cookie = await signUpAndVerify(t, { email: 'bye@example.com', password: 'secreto1', fullName: 'Bye' });
    const userId = ((await (await t.request('/api/profile', { headers: { cookie } })).json()) as { userId: string })
      .userId;
    const wrong = await t.request('/api/auth/delete-user', json({ password: 'no-es' }, { cookie }));
    expect(wrong.status).toBe(400);
    const res = await t.request('/api/auth/delete-user', json({ password: 'secreto1' }, { cookie }));
    expect(res.status).toBe(200);
    expect((await t.request('/api/profile', { headers: { cookie } })).status).toBe(401);
    expect((await t.request(`/api/profiles/${userId}`)).status).toBe(404);
    const again = await t.request('/api/auth/sign-in/email', json({ email: 'bye@example.com', password: 'secreto1' }));
    expect(again.status).toBe(401);
  });
});

describe('deleting the account takes everything derived with it', () => {
  it('removes its favourites and re-computes the rating and review count of the listings it reviewed', async () => {
    const db = t.deps.database.db;
    const listingId = await insertListing(db, 'del-owner', 'Escalera de prueba');
    const stays = await signUpAndVerify(t, { email: 'stays@example.com', password: 'secreto1', fullName: 'Stays' });
    const leaves = await signUpAndVerify(t, { email: 'leaves@example.com', password: 'secreto1', fullName: 'Leaves' });
    const review = (cookie: string, rating: number) =>
      t.request(`/api/listings/${listingId}/reviews`, json({ rating, comment: 'Una reseña de prueba.' }, { cookie }));
    expect((await review(stays, 5)).status).toBeLessThan(300);
    expect((await review(leaves, 1)).status).toBeLessThan(300);
    expect(
      (await t.request(`/api/favorites/${listingId}`, { method: 'PUT', headers: { cookie: leaves } })).status,
    ).toBeLessThan(300);
    const listing = async () =>
      (await (await t.request(`/api/listings/${listingId}`)).json()) as { rating: number | null; reviewCount: number };
    expect(await listing()).toMatchObject({ rating: 3, reviewCount: 2 });
    const userId = (
      (await (await t.request('/api/profile', { headers: { cookie: leaves } })).json()) as { userId: string }
    ).userId;

    expect((await t.request('/api/auth/delete-user', json({ password: 'secreto1' }, { cookie: leaves }))).status).toBe(
      200,
    );

    expect(await listing()).toMatchObject({ rating: 5, reviewCount: 1 });
    const left = await db.select().from(favorites).where(eq(favorites.userId, userId));
    expect(left).toEqual([]);
  });
});

describe('password reset by e-mail', () => {
  it('mails a link that leads to /login with a token that sets a new password', async () => {
    await signUpAndVerify(t, { email: 'reset@example.com', password: 'secreto1', fullName: 'Reset' });
    const asked = await t.request(
      '/api/auth/request-password-reset',
      json({ email: 'reset@example.com', redirectTo: '/login' }),
    );
    expect(asked.status).toBe(200);
    const [mail] = await outboxFor(t, 'reset@example.com');
    const link = new URL(mail!.links[0]!);
    const landing = await t.request(link.pathname + link.search, { redirect: 'manual' });
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get('location')!, 'http://localhost:3000');
    expect(location.pathname).toBe('/login');
    const token = location.searchParams.get('token')!;
    const reset = await t.request('/api/auth/reset-password', json({ token, newPassword: 'otra-clave' }));
    expect(reset.status).toBe(200);
    expect(await signIn(t, 'reset@example.com', 'otra-clave')).toContain('session_token');
    const reused = await t.request('/api/auth/reset-password', json({ token, newPassword: 'tercera-clave' }));
    expect(reused.status).toBe(400);
  });

  it('answers an unknown address exactly like a known one', async () => {
    const unknown = await t.request('/api/auth/request-password-reset', json({ email: 'ghost@example.com' }));
    const known = await t.request('/api/auth/request-password-reset', json({ email: 'hash@example.com' }));
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await outboxFor(t, 'ghost@example.com')).toEqual([]);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin', async () => {
    const res = await t.request(
      '/api/auth/sign-in/email',
      json({ email: 'a@example.com', password: 'secreto1' }, { Origin: 'https://evil.example' }),
    );
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe('Solicitud rechazada: proviene de otro sitio.');
    const sameSite = await t.request(
      '/api/auth/sign-in/email',
      json({ email: 'nadie@example.com', password: 'secreto1' }, { Origin: 'http://localhost:3000' }),
    );
    expect(sameSite.status).toBe(401);
  });
});
