import type { ApiErrorBody } from '@vira/domain/api-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MAX_UPLOAD_BYTES } from '../modules/images';
import { DEFAULT_BODY_LIMIT_BYTES } from './body-limit';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signUpAndVerify(t, { email: 'big@example.com', password: 'secreto1', fullName: 'Big' });
});
afterAll(async () => {
  await t.close();
});

/** A JSON body of about `bytes` bytes: one long string field. */
const jsonOf = (bytes: number) => JSON.stringify({ listingId: 1, padding: 'a'.repeat(bytes) });

/** A body that arrives in chunks without a Content-Length, as a chunked upload would; counts what was pulled. */
function streamed(bytes: number, pulled: { bytes: number }): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.length;
      pulled.bytes = sent;
      controller.enqueue(chunk);
    },
  });
}

async function expectTooLarge(res: Response, size: string) {
  expect(res.status).toBe(413);
  const body = (await res.json()) as ApiErrorBody;
  expect(body.error.code).toBe('payload_too_large');
  expect(body.error.message).toBe(`La solicitud es demasiado grande: el máximo es ${size}.`);
  expect(body.error.requestId).toBeTruthy();
}

const json = { 'Content-Type': 'application/json' };

describe('request bodies have a size limit, enforced before they are read', () => {
  it('refuses a guest’s 2 MB JSON cart item with 413', async () => {
    await expectTooLarge(
      await t.request('/api/cart/items', { method: 'POST', headers: json, body: jsonOf(2 * 1024 * 1024) }),
      '1 MB',
    );
  });

  it('refuses on the announced Content-Length alone (600 MB announced, nothing read)', async () => {
    const pulled = { bytes: 0 };
    const res = await t.request('/api/cart/items', {
      method: 'POST',
      headers: { ...json, 'Content-Length': String(600 * 1024 * 1024) },
      body: streamed(600 * 1024 * 1024, pulled),
      duplex: 'half',
    } as RequestInit);
    await expectTooLarge(res, '1 MB');
    expect(pulled.bytes).toBeLessThanOrEqual(256 * 1024);
  });

  it('stops reading a chunked body without Content-Length as soon as it passes the limit', async () => {
    const pulled = { bytes: 0 };
    const res = await t.request('/api/cart/items', {
      method: 'POST',
      headers: json,
      body: streamed(100 * 1024 * 1024, pulled),
      duplex: 'half',
    } as RequestInit);
    await expectTooLarge(res, '1 MB');
    expect(pulled.bytes).toBeLessThan(DEFAULT_BODY_LIMIT_BYTES + 512 * 1024);
  });

  it.each(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/listings/1/reviews', '/api/favorites/merge'])(
    'applies to %s too',
    async (path) => {
      await expectTooLarge(
        await t.request(path, { method: 'POST', headers: { ...json, cookie }, body: jsonOf(1536 * 1024) }),
        '1 MB',
      );
    },
  );

  it('refuses a 2 MB unsigned webhook before looking at its signature', async () => {
    await expectTooLarge(
      await t.request('/api/payments/webhooks/sandbox', {
        method: 'POST',
        headers: json,
        body: jsonOf(2 * 1024 * 1024),
      }),
      '1 MB',
    );
  });

  it('gives avatar uploads their own 5 MB limit, and still accepts what is under it', async () => {
    const upload = (bytes: number) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(bytes)], 'me.jpg', { type: 'image/jpeg' }));
      return t.request('/api/profile/avatar', { method: 'POST', headers: { cookie }, body: form });
    };
    await expectTooLarge(await upload(MAX_UPLOAD_BYTES + 1024 * 1024), '5 MB');
    // 2 MB of zeros is read and refused for what it is (not a picture), not for its size.
    const small = await upload(2 * 1024 * 1024);
    expect(small.status).toBe(400);
  });

  it('keeps ordinary bodies working', async () => {
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'big@example.com', password: 'secreto1' }),
    });
    expect(res.status).toBe(200);
  });
});
