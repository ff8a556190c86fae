import type { TenderFilters } from '@vira/domain/tender';
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import type { KeyedRows } from '../../db/keyed-pages';
import { tenderFollows, tenderReleases, tenders, tenderSavedSearches } from '../../db/schema/tenders';
import { foldText, type TenderColumns } from './ocds-record';

export type TenderRow = typeof tenders.$inferSelect;
export type SavedSearchRow = typeof tenderSavedSearches.$inferSelect;

const summaryColumns = {
  ocid: tenders.ocid,
  title: tenders.title,
  buyer: tenders.buyer,
  state: tenders.state,
  method: tenders.method,
  category: tenders.category,
  status: tenders.status,
  amount: tenders.amount,
  currency: tenders.currency,
  deadline: tenders.deadline,
  sample: tenders.sample,
};
export type TenderSummaryRow = Pick<TenderRow, keyof typeof summaryColumns>;

/** Mexico City's calendar: a deadline "on" a date means that day there. */
const dayStart = (date: string) => new Date(`${date}T00:00:00-06:00`);
const dayEnd = (date: string) => new Date(`${date}T23:59:59.999-06:00`);

export function filterConditions(f: Partial<TenderFilters>): SQL[] {
  const where: SQL[] = [];
  for (const word of foldText(f.q ?? '')
    .split(/\s+/)
    .filter(Boolean)) {
    where.push(sql`${tenders.searchText} like ${`%${word.replace(/[\\%_]/g, '\\$&')}%`}`);
  }
  if (f.buyer) where.push(sql`${tenders.buyer} ilike ${`%${f.buyer.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (f.method) where.push(eq(tenders.method, f.method));
  if (f.category) where.push(eq(tenders.category, f.category));
  if (f.state) where.push(eq(tenders.state, f.state));
  if (f.status) where.push(eq(tenders.status, f.status));
  if (f.minAmount !== undefined) where.push(gte(tenders.amount, f.minAmount));
  if (f.maxAmount !== undefined) where.push(lte(tenders.amount, f.maxAmount));
  // An amount is a number of some currency's units: 5,000,000 PYG is not 5,000,000 MXN.
  if (f.currency !== undefined || f.minAmount !== undefined || f.maxAmount !== undefined)
    where.push(eq(tenders.currency, f.currency ?? 'MXN'));
  if (f.deadlineFrom) where.push(gte(tenders.deadline, dayStart(f.deadlineFrom)));
  if (f.deadlineTo) where.push(lte(tenders.deadline, dayEnd(f.deadlineTo)));
  return where;
}

/** Soonest deadline first among open ones, then the rest by deadline, newest first. */
export async function searchTenders(
  db: AppDb,
  f: Partial<TenderFilters>,
  page: { limit: number; offset: number; now: Date },
) {
  const { limit, offset } = page;
  const now = sql`${page.now.toISOString()}::timestamptz`;
  const where = and(...filterConditions(f));
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(tenders)
      .where(where)
      .orderBy(
        sql`(${tenders.deadline} >= ${now}) desc`,
        sql`case when ${tenders.deadline} >= ${now} then ${tenders.deadline} end asc`,
        desc(tenders.deadline),
        asc(tenders.ocid),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(tenders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Which of `ocids` match the filters (a saved search against a fresh import). */
export async function matchingOcids(
  db: AppDb,
  f: Partial<TenderFilters>,
  ocids: string[],
): Promise<TenderSummaryRow[]> {
  if (ocids.length === 0) return [];
  return db
    .select(summaryColumns)
    .from(tenders)
    .where(and(inArray(tenders.ocid, ocids), ...filterConditions(f)));
}

export async function findTender(db: AppDb, ocid: string) {
  const [row] = await db.select().from(tenders).where(eq(tenders.ocid, ocid)).limit(1);
  return row;
}

export async function existingOcids(db: AppDb, ocids: string[]): Promise<Map<string, Date | null>> {
  if (ocids.length === 0) return new Map();
  const rows = await db
    .select({ ocid: tenders.ocid, deadline: tenders.deadline })
    .from(tenders)
    .where(inArray(tenders.ocid, ocids));
  return new Map(rows.map((r) => [r.ocid, r.deadline]));
}

export async function upsertReleases(
  db: AppDb,
  rows: { ocid: string; releaseId: string; date: Date; release: Record<string, unknown> }[],
) {
  if (rows.length === 0) return;
  await db
    .insert(tenderReleases)
    .values(rows)
    .onConflictDoUpdate({
      target: [tenderReleases.ocid, tenderReleases.releaseId],
      set: { date: sql`excluded.date`, release: sql`excluded.release`, importedAt: sql`now()` },
    });
}

export async function releasesOf(db: AppDb, ocids: string[]) {
  return db
    .select({ ocid: tenderReleases.ocid, release: tenderReleases.release })
    .from(tenderReleases)
    .where(inArray(tenderReleases.ocid, ocids))
    .orderBy(asc(tenderReleases.date));
}

export type TenderUpsert = TenderColumns & {
  ocid: string;
  compiled: Record<string, unknown>;
  releaseCount: number;
  sample: boolean;
};

/** Rows per INSERT: far from the parameter limit (16 columns each). */
const UPSERT_BATCH = 500;

export async function upsertTenders(db: AppDb, rows: TenderUpsert[]) {
  for (let i = 0; i < rows.length; i += UPSERT_BATCH) {
    await db
      .insert(tenders)
      .values(rows.slice(i, i + UPSERT_BATCH).map((r) => ({ ...r, updatedAt: sql`now()` })))
      .onConflictDoUpdate({
        target: tenders.ocid,
        set: Object.fromEntries(
          [
            'title',
            'description',
            'buyer',
            'state',
            'method',
            'category',
            'status',
            'amount',
            'currency',
            'deadline',
            'search_text',
            'sample',
            'release_count',
            'compiled',
            'updated_at',
          ].map((column) => [
            column.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()),
            sql.raw(`excluded.${column}`),
          ]),
        ),
      });
  }
}

export async function follow(db: AppDb, userId: string, ocid: string) {
  await db.insert(tenderFollows).values({ userId, ocid }).onConflictDoNothing();
}

export async function unfollow(db: AppDb, userId: string, ocid: string) {
  await db.delete(tenderFollows).where(and(eq(tenderFollows.userId, userId), eq(tenderFollows.ocid, ocid)));
}

export async function isFollowing(db: AppDb, userId: string, ocid: string) {
  const [row] = await db
    .select({ ocid: tenderFollows.ocid })
    .from(tenderFollows)
    .where(and(eq(tenderFollows.userId, userId), eq(tenderFollows.ocid, ocid)))
    .limit(1);
  return Boolean(row);
}

export async function followersOf(db: AppDb, ocid: string) {
  const rows = await db
    .select({ userId: tenderFollows.userId })
    .from(tenderFollows)
    .where(eq(tenderFollows.ocid, ocid));
  return rows.map((r) => r.userId);
}

export async function followedBy(db: AppDb, userId: string) {
  return db
    .select(summaryColumns)
    .from(tenderFollows)
    .innerJoin(tenders, eq(tenders.ocid, tenderFollows.ocid))
    .where(eq(tenderFollows.userId, userId))
    .orderBy(asc(tenders.deadline))
    .limit(200);
}

export async function savedSearchesOf(db: AppDb, userId: string) {
  return db
    .select()
    .from(tenderSavedSearches)
    .where(eq(tenderSavedSearches.userId, userId))
    .orderBy(desc(tenderSavedSearches.createdAt));
}

export async function allSavedSearches(db: AppDb) {
  return db.select().from(tenderSavedSearches);
}

export async function insertSavedSearch(db: AppDb, values: typeof tenderSavedSearches.$inferInsert) {
  const [row] = await db.insert(tenderSavedSearches).values(values).returning();
  return row!;
}

export async function deleteSavedSearch(db: AppDb, userId: string, id: string) {
  const rows = await db
    .delete(tenderSavedSearches)
    .where(and(eq(tenderSavedSearches.id, id), eq(tenderSavedSearches.userId, userId)))
    .returning({ id: tenderSavedSearches.id });
  return rows.length > 0;
}

/** A page of records in a stable order (by ocid), for the published OCDS packages. */
export async function recordsPage(db: AppDb, limit: number, offset: number) {
  return db
    .select({ ocid: tenders.ocid, compiled: tenders.compiled, sample: tenders.sample, updatedAt: tenders.updatedAt })
    .from(tenders)
    .orderBy(asc(tenders.ocid))
    .limit(limit)
    .offset(offset);
}

export async function recordOf(db: AppDb, ocid: string) {
  const [row] = await db
    .select({ ocid: tenders.ocid, compiled: tenders.compiled, sample: tenders.sample, updatedAt: tenders.updatedAt })
    .from(tenders)
    .where(eq(tenders.ocid, ocid))
    .limit(1);
  return row ?? null;
}

export async function recordCount(db: AppDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tenders);
  return Number(row?.n ?? 0);
}

/** Every tender has a public page (decision 044): the sitemap's rows. */
export const tenderRows: KeyedRows = {
  table: tenders,
  key: tenders.ocid,
  title: tenders.title,
  lastmod: sql`${tenders.updatedAt}`,
  where: sql`true`,
};
