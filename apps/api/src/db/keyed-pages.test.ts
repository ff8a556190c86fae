import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { keyedPages, keyedRows } from './keyed-pages';
import { tenders } from './schema/tenders';
import { tenderRows } from '../modules/tenders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('rows paged in key order, as the sitemaps read them', () => {
  it('cuts pages of a size, each with its newest change, and reads a page in batches without gaps or repeats', async () => {
    const db = t.deps.database.db;
    const all = await db
      .select({ ocid: tenders.ocid, updatedAt: tenders.updatedAt })
      .from(tenders)
      .orderBy(asc(tenders.ocid));
    expect(all.length).toBeGreaterThan(7);
    const size = 3;
    const pages = await keyedPages(db, tenderRows, size);
    expect(pages.map((p) => p.page)).toEqual(Array.from({ length: Math.ceil(all.length / size) }, (_, i) => i + 1));
    const newest = (rows: typeof all) => Math.max(...rows.map((r) => r.updatedAt.getTime()));
    expect(pages[1]!.lastmod.getTime()).toBe(newest(all.slice(size, 2 * size)));
    // Page 2 read two rows at a time: the first read skips page 1, the next follows the key.
    const first = await keyedRows(db, tenderRows, { page: 2, size, after: null, limit: 2 });
    const rest = await keyedRows(db, tenderRows, { page: 2, size, after: first.at(-1)!.key, limit: 1 });
    expect([...first, ...rest].map((r) => r.key)).toEqual(all.slice(size, 2 * size).map((r) => r.ocid));
  });
});
