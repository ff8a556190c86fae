import type { ApiErrorBody } from '@vira/domain/api-error';
import type { FavoriteList } from '@vira/domain/favorite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../../../test/auth-helpers';
import { insertListing } from '../../../test/listing-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let ana: string;
let beto: string;
let a: number;
let b: number;
let c: number;

beforeAll(async () => {
  t = await createTestApp();
  ana = await signUpAndVerify(t, { email: 'ana.fav@example.com', password: 'secreto123', fullName: 'Ana Favoritos' });
  beto = await signUpAndVerify(t, {
    email: 'beto.fav@example.com',
    password: 'secreto123',
    fullName: 'Beto Favoritos',
  });
  const db = t.deps.database.db;
  a = await insertListing(db, 'fav-owner', 'Cámara');
  b = await insertListing(db, 'fav-owner', 'Tienda de campaña');
  c = await insertListing(db, 'fav-owner', 'Proyector');
});
afterAll(async () => {
  await t.close();
});

const call = async (method: string, path: string, cookie?: string, body?: unknown) => {
  const res = await t.request(path, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as FavoriteList & ApiErrorBody };
};

describe('favourites', () => {
  it('are refused to a guest with 401', async () => {
    expect((await call('GET', '/api/favorites')).status).toBe(401);
    expect((await call('PUT', `/api/favorites/${a}`)).status).toBe(401);
    expect((await call('DELETE', `/api/favorites/${a}`)).status).toBe(401);
    expect((await call('POST', '/api/favorites/merge', undefined, { ids: [a] })).status).toBe(401);
  });

  it('belong to one person: what Ana adds, Beto never sees', async () => {
    expect((await call('PUT', `/api/favorites/${a}`, ana)).body.ids).toEqual([a]);
    expect((await call('PUT', `/api/favorites/${b}`, ana)).body.ids.sort()).toEqual([a, b].sort());
    expect((await call('GET', '/api/favorites', beto)).body.ids).toEqual([]);
    expect((await call('PUT', `/api/favorites/${c}`, beto)).body.ids).toEqual([c]);
    expect((await call('GET', '/api/favorites', ana)).body.ids.sort()).toEqual([a, b].sort());
    // Beto removing Ana's favourite touches only his own (empty of it) list.
    await call('DELETE', `/api/favorites/${a}`, beto);
    expect((await call('GET', '/api/favorites', ana)).body.ids).toContain(a);
  });

  it('adding twice keeps one, removing takes it away, removing again is fine', async () => {
    await call('PUT', `/api/favorites/${c}`, ana);
    const twice = await call('PUT', `/api/favorites/${c}`, ana);
    expect(twice.body.ids.filter((id) => id === c)).toHaveLength(1);
    expect((await call('DELETE', `/api/favorites/${c}`, ana)).body.ids).not.toContain(c);
    expect((await call('DELETE', `/api/favorites/${c}`, ana)).status).toBe(200);
  });

  it('a listing that does not exist is a 404', async () => {
    expect((await call('PUT', '/api/favorites/200', ana)).status).toBe(404);
    expect((await call('PUT', '/api/favorites/abc', ana)).status).toBe(404);
  });

  it('merge adds a guest list to the account, skipping unknown listings and duplicates', async () => {
    const merged = await call('POST', '/api/favorites/merge', beto, { ids: [a, a, c, 2_000_000] });
    expect(merged.status).toBe(200);
    expect(merged.body.ids.sort()).toEqual([a, c].sort());
    expect((await call('POST', '/api/favorites/merge', beto, { ids: ['x'] })).status).toBe(400);
  });
});
