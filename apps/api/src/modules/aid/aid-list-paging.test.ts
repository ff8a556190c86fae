import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers';
import { call, inDays, newPerson } from '../../../test/renting-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../../db/seed/dev-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type List = {
  items: { id: string; urgency: string }[];
  total: number;
  countsByType: Record<string, number>;
  nextCursor: string | null;
};
async function list(query: string): Promise<List> {
  const res = await t.request(`/api/aid/requests?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as List;
}

describe('the humanitarian list pages by cursor', () => {
  it('walks every published request once, in the order of one long page', async () => {
    const whole = await list('limit=100');
    expect(whole.total).toBeGreaterThan(10);
    expect(whole.nextCursor).toBeNull();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: List = await list(`limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(whole.total);
      seen.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(whole.items.map((r) => r.id));
    // The old offset paging still answers the same rows.
    const second = await list('limit=7&offset=7');
    expect(second.items.map((r) => r.id)).toEqual(seen.slice(7, 14));
  });

  it('gives the total of a type filter and the counts of every type from one pass', async () => {
    const all = await list('limit=1');
    const water = await list('limit=1&aidType=water');
    expect(water.total).toBe(all.countsByType.water);
    expect(water.countsByType).toEqual(all.countsByType);
    const sum = Object.values(all.countsByType).reduce((a, b) => a + b, 0);
    expect(sum).toBeGreaterThanOrEqual(all.total);
  });

  it('counts a request as soon as it is verified (the kept counts are forgotten)', async () => {
    const before = await list('limit=1&aidType=pet_food');
    const author = await newPerson(t, 'aid-paging');
    const posted = await call(t, author.cookie, 'POST', '/api/aid/requests', {
      title: 'Croquetas para el refugio de Tlalpan',
      description: 'Cuarenta perros rescatados sin alimento.',
      aidTypes: ['pet_food'],
      urgency: 'high',
      placeName: 'Tlalpan, Ciudad de México',
      region: 'Ciudad de México',
      country: 'México',
      lat: 19.29,
      lng: -99.17,
      peopleAffected: 5,
      items: [{ name: 'Croquetas', quantity: 10, unit: 'costales' }],
      contactPreference: 'chat',
      neededUntil: inDays(20),
    });
    expect(posted.status).toBe(201);
    const admin = await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD);
    const verified = await call(t, admin, 'POST', `/api/aid/review/requests/${(await posted.json()).id}/verify`);
    expect(verified.status).toBe(200);
    const after = await list('limit=1&aidType=pet_food');
    expect(after.total).toBe(before.total + 1);
    expect(after.countsByType.pet_food).toBe((before.countsByType.pet_food ?? 0) + 1);
  });

  it('refuses a cursor it did not give, in the person’s language', async () => {
    const res = await t.request('/api/aid/requests?cursor=bm90LWEtY3Vyc29y', { headers: { 'X-Vira-Language': 'en' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'That page of the list no longer exists: load the list again from the start.',
    );
  });
});
