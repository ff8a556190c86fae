import { and, asc, gt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDb } from './client';

/** A set of rows read in key order, as the sitemaps of profiles, aid requests and tenders page them. */
export interface KeyedRows {
  table: PgTable;
  /** A unique column the pages are cut by (user id, uuid, OCID). */
  key: AnyColumn;
  title: SQL | AnyColumn;
  /** When the row's public page last changed. */
  lastmod: SQL;
  where: SQL;
}

/** Pages of `size` rows in key order, each with its newest change: one pass over the key's index. */
export async function keyedPages(db: AppDb, rows: KeyedRows, size: number): Promise<{ page: number; lastmod: Date }[]> {
  const ranked = db
    .select({
      n: sql<number>`row_number() over (order by ${rows.key})`.as('n'),
      lastmod: sql<Date>`${rows.lastmod}`.as('lastmod'),
    })
    .from(rows.table)
    .where(rows.where)
    .as('ranked');
  const pages = await db
    .select({
      page: sql<number>`((${ranked.n} - 1) / ${size} + 1)::int`,
      lastmod: sql<string>`max(${ranked.lastmod})::text`,
    })
    .from(ranked)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return pages.map((p) => ({ page: p.page, lastmod: new Date(p.lastmod) }));
}

/**
 * Up to `limit` rows of page `page` (of `size`), after key `after` (null: from the page's start). The first read
 * skips the earlier pages once; the next ones follow the key, so a page is never read twice.
 */
export async function keyedRows(
  db: AppDb,
  rows: KeyedRows,
  at: { page: number; size: number; after: string | null; limit: number },
): Promise<{ key: string; title: string | null; updatedAt: Date }[]> {
  const found = await db
    .select({
      key: sql<string>`${rows.key}::text`,
      title: sql<string | null>`${rows.title}`,
      lastmod: sql<string>`(${rows.lastmod})::text`,
    })
    .from(rows.table)
    .where(at.after === null ? rows.where : and(rows.where, gt(rows.key, at.after)))
    .orderBy(asc(rows.key))
    .offset(at.after === null ? (at.page - 1) * at.size : 0)
    .limit(at.limit);
  return found.map((r) => ({ key: r.key, title: r.title, updatedAt: new Date(r.lastmod) }));
}
