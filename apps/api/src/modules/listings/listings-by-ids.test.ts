import type { ApiErrorBody } from '@vira/domain/api-error';
import { FEATURED_LISTING_IDS, type Listing } from '@vira/domain/listing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/listings?ids=', () => {
  it('returns the featured listings of the home page in the order asked', async () => {
    const res = await t.request(`/api/listings?ids=${FEATURED_LISTING_IDS.join(',')}`);
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: Listing[] };
    expect(items.map((l) => l.id)).toEqual([...FEATURED_LISTING_IDS]);
    for (const item of items) {
      expect(item.pricePerDay).toBeGreaterThan(0);
      expect(item.title.length).toBeGreaterThan(0);
    }
  });

  it('keeps the order given, drops repeats and leaves out ids that do not exist (200 is skipped)', async () => {
    const res = await t.request('/api/listings?ids=12,1,200,12,2147483648');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { items: Listing[] }).items.map((l) => l.id)).toEqual([12, 1]);
  });

  it.each([
    ['empty', ''],
    ['a word', 'abc'],
    ['zero', '0,1'],
    ['negative', '-1'],
    ['decimal', '1.5'],
    ['trailing comma', '1,2,'],
    ['51 ids', Array.from({ length: 51 }, (_, i) => i + 1).join(',')],
  ])('answers 400 naming the ids parameter for %s', async (_name, ids) => {
    const res = await t.request(`/api/listings?ids=${encodeURIComponent(ids)}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ApiErrorBody;
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toHaveProperty('ids');
  });

  it('answers 400 when ids is missing', async () => {
    const res = await t.request('/api/listings');
    expect(res.status).toBe(400);
  });

  it('accepts exactly 50 ids', async () => {
    const res = await t.request(`/api/listings?ids=${Array.from({ length: 50 }, (_, i) => i + 1).join(',')}`);
    expect(res.status).toBe(200);
  });
});
