import type { ApiErrorBody } from '@vira/domain/api-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signUpAndVerify(t, { email: 'nul@example.com', password: 'secreto1', fullName: 'Nul' });
});
afterAll(async () => {
  await t.close();
});

const NUL = '\u0000';
const send = (method: string, path: string, body: unknown) =>
  t.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', cookie, origin: 'http://localhost:3000' },
    body: JSON.stringify(body),
  });

async function expectRefused(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBe(400);
  const body = JSON.parse(text) as ApiErrorBody;
  expect(body.error.message).toContain('carácter no permitido');
}

describe('a NUL character (U+0000) is a 400, never a database 500', () => {
  it.each([
    ['PATCH', '/api/profile', { fullName: `Ana${NUL}` }],
    [
      'PUT',
      '/api/billing-info',
      {
        rfc: 'XAXX010101000',
        email: 'f@example.com',
        address: `Calle 1${NUL}`,
        postalCode: '06700',
        city: 'CDMX',
        state: 'CDMX',
      },
    ],
    [
      'PUT',
      '/api/billing-info',
      {
        rfc: `XAXX${NUL}`,
        email: 'f@example.com',
        address: 'Calle 1',
        postalCode: '06700',
        city: 'CDMX',
        state: 'CDMX',
      },
    ],
    ['POST', '/api/listings/1/reviews', { rating: 5, comment: `Muy bien${NUL}` }],
    [
      'POST',
      '/api/cart/items',
      { listingId: 1, startDate: '2030-01-10', endDate: '2030-01-12', deliveryAddress: `x${NUL}` },
    ],
    ['POST', '/api/conversations/00000000-0000-4000-8000-000000000000/messages', { body: `hola${NUL}` }],
    ['POST', '/api/messages/00000000-0000-4000-8000-000000000000/report', { category: 'spam', reason: `spam${NUL}` }],
    ['POST', '/api/auth/sign-up/email', { name: `Eve${NUL}`, email: 'eve@example.com', password: 'secreto1' }],
    ['POST', '/api/auth/update-user', { name: `Eve${NUL}` }],
    ['POST', '/api/auth/sign-in/email', { email: 'nul@example.com', password: `secreto1${NUL}` }],
  ])('%s %s with NUL in the body', async (method, path, body) => {
    await expectRefused(await send(method, path, body));
  });

  it.each([
    '/api/search?q=tv%00',
    '/api/search/locations?q=a%00b',
    '/api/search/suggestions?q=cam%00',
    '/api/geocode?q=Mad%00rid',
    '/api/map/listings?south=-10&west=-10&north=10&east=10&q=a%00',
    '/api/profiles/%00',
    '/api/users/a%00/reviews',
    '/api/listings/1%00',
    '/api/images/1%00',
    '/api/avatars/x%00.webp',
    '/api/payments/sandbox/tx%00',
    '/api/auth/verify-email?token=%00',
    '/api/auth/reset-password/%00?callbackURL=%2Flogin',
  ])('GET %s', async (path) => {
    await expectRefused(await t.request(path, { headers: { cookie } }));
  });

  it('says so in the person’s language', async () => {
    const res = await t.request('/api/search?q=%00', { headers: { 'Accept-Language': 'en' } });
    expect(((await res.json()) as ApiErrorBody).error.message).toContain('not allowed');
  });
});
