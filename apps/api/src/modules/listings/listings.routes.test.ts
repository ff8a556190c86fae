import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

type ErrorBody = { error: { code: string; message: string } };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('answers ok once the database is ready', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/listings/{id}', () => {
  it('answers 404 with a Spanish message for an unknown id', async () => {
    const res = await t.request('/api/listings/200');
    expect(res.status).toBe(404);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe('listing_not_found');
    expect(body.error.message).toContain('no existe');
  });

  it('answers 404, not 400 or 500, for a non-numeric id, in the caller language', async () => {
    const res = await t.request('/api/listings/abc', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
    expect(res.status).toBe(404);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.message).toBe('Listing abc does not exist or is no longer published.');
  });

  it('answers an unknown API path with the one error shape', async () => {
    const res = await t.request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error.code).toBe('not_found');
  });
});
