import type { Locale } from '@vira/domain/locales';
import {
  OCDS_PACKAGE_MAX_RELEASES,
  ocdsReleasePackageSchema,
  TENDER_PAGE_SIZE,
  TENDER_REMINDER_DAYS,
  tenderFiltersSchema,
  type TenderDetail,
  type TenderFilters,
  type OcdsValidationReport,
  type TenderImportResult,
  type SavedTenderSearchInput,
  type TenderPage,
} from '@vira/domain/tender';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import { fetchPublicText } from '../../http/public-fetch';
import type { SessionUser } from '../../http/context';
import { validationError } from '../../http/error-response';
import { commonMessages } from '../../i18n/common-messages';
import { z } from 'zod';
import { defineJob, enqueueJob } from '../jobs';
import { notify } from '../notifications';
import { columnsOf, compileRecord } from './ocds-record';
import { validateOcds } from './ocds-validation';
import { toSavedSearch, toTenderDetail, toTenderSummary } from './tenders.mapper';
import { tenderMessages } from './tenders.messages';
import * as repo from './tenders.repository';

const SAVED_SEARCHES_MAX = 20;
const URL_FETCH_TIMEOUT_MS = 20_000;
export const TENDER_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
const DEADLINE_FORMAT = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/Mexico_City',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** A package the OCDS 1.1 schema refuses: nothing is stored, and the admin sees the validation report. */
export class OcdsPackageRefused extends AppError {
  constructor(readonly report: OcdsValidationReport) {
    super(422, 'ocds_invalid', tenderMessages.ocdsInvalid, { errors: report.errorCount });
  }
}

export function parseFilters(query: Record<string, string | undefined>, locale: Locale): TenderFilters {
  const present = Object.fromEntries(
    Object.entries(query).filter(([k, v]) => k !== 'page' && v !== undefined && v !== ''),
  );
  const parsed = tenderFiltersSchema.safeParse(present);
  if (!parsed.success) throw validationError(parsed.error, locale);
  return parsed.data;
}

export async function searchTenders(
  db: AppDb,
  query: Record<string, string | undefined>,
  locale: Locale,
  now: Date,
): Promise<TenderPage> {
  const filters = parseFilters(query, locale);
  const page = Math.min(Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1), 500);
  const { rows, total } = await repo.searchTenders(db, filters, {
    limit: TENDER_PAGE_SIZE,
    offset: (page - 1) * TENDER_PAGE_SIZE,
    now,
  });
  return { tenders: rows.map(toTenderSummary), total, page, pageSize: TENDER_PAGE_SIZE };
}

export async function getTender(db: AppDb, ocid: string, user: SessionUser | undefined): Promise<TenderDetail> {
  const row = await repo.findTender(db, ocid);
  if (!row) throw new AppError(404, 'not_found', commonMessages.notFound);
  return toTenderDetail(row, user ? await repo.isFollowing(db, user.id, ocid) : false);
}

/** The admin's upload (the package's text) or, when the server allows it, the package at `url`. */
export async function importFromRequest(
  deps: AppDeps,
  body: string,
  url: string | undefined,
): Promise<TenderImportResult> {
  if (url) {
    if (!deps.env.TENDERS_IMPORT_FROM_URL)
      throw new AppError(400, 'url_import_disabled', tenderMessages.urlImportDisabled);
    return importPackage(deps, await download(deps, url));
  }
  return importPackage(deps, body);
}

async function download(deps: AppDeps, url: string): Promise<string> {
  try {
    return await fetchPublicText(url, {
      timeoutMs: URL_FETCH_TIMEOUT_MS,
      maxBytes: TENDER_IMPORT_MAX_BYTES,
      allowPrivate: deps.env.FETCH_PRIVATE_ADDRESSES,
    });
  } catch {
    throw new AppError(400, 'url_failed', tenderMessages.urlFailed);
  }
}

/**
 * Stores the package's releases, recompiles the record of every ocid it touches (merging with releases
 * imported before), then tells followers and saved searches. Re-importing the same package changes nothing.
 */
export async function importPackage(
  deps: AppDeps,
  raw: string,
  options: { sample?: boolean } = {},
): Promise<TenderImportResult> {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError(400, 'invalid_json', tenderMessages.notJson);
  }
  const releaseList = (json as { releases?: unknown } | null)?.releases;
  // A package's shape (a list of 1 to 5,000 releases) first, so a huge or empty one is not validated in full.
  const shaped =
    Array.isArray(releaseList) && releaseList.length > 0 && releaseList.length <= OCDS_PACKAGE_MAX_RELEASES;
  const validation = shaped ? validateOcds(json) : null;
  if (validation && !validation.valid) throw new OcdsPackageRefused(validation);
  const parsed = ocdsReleasePackageSchema.safeParse(json);
  if (!parsed.success) {
    const releaseField = parsed.error.issues.some((i) => i.path[0] === 'releases' && i.path.length >= 3);
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'body', i.code]));
    if (releaseField) throw new AppError(400, 'invalid_release', tenderMessages.missingOcid, {}, fields);
    throw new AppError(400, 'invalid_package', tenderMessages.invalidPackage, {}, fields);
  }
  const { releases } = parsed.data;
  const ocids = [...new Set(releases.map((r) => r.ocid))];
  const db = deps.database.db;
  const before = await repo.existingOcids(db, ocids);
  const compiledColumns = new Map<string, ReturnType<typeof columnsOf>>();
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as AppDb;
    await repo.upsertReleases(
      tx,
      releases.map((r) => ({ ocid: r.ocid, releaseId: r.id, date: new Date(r.date), release: r })),
    );
    const stored = await repo.releasesOf(tx, ocids);
    const byOcid = new Map<string, Record<string, unknown>[]>();
    for (const s of stored) byOcid.set(s.ocid, [...(byOcid.get(s.ocid) ?? []), s.release]);
    const rows = [...byOcid].map(([ocid, list]) => {
      const compiled = compileRecord(list);
      const columns = columnsOf(compiled);
      compiledColumns.set(ocid, columns);
      return { ocid, ...columns, compiled, releaseCount: list.length, sample: options.sample ?? false };
    });
    await repo.upsertTenders(tx, rows);
  });
  const created = ocids.filter((o) => !before.has(o));
  for (const ocid of ocids) {
    const deadline = compiledColumns.get(ocid)?.deadline ?? null;
    const previous = before.get(ocid);
    if (previous !== undefined && deadline && previous?.getTime() !== deadline.getTime()) {
      for (const userId of await repo.followersOf(db, ocid)) await scheduleReminders(deps, userId, ocid, deadline);
    }
  }
  if (!options.sample) await tellSavedSearches(deps, created);
  return {
    releases: releases.length,
    created: created.length,
    updated: ocids.length - created.length,
    ocids,
    validation: validation ?? validateOcds(json),
  };
}

async function tellSavedSearches(deps: AppDeps, ocids: string[]): Promise<void> {
  if (ocids.length === 0) return;
  const db = deps.database.db;
  for (const search of await repo.allSavedSearches(db)) {
    const filters = tenderFiltersSchema.safeParse(search.filters);
    if (!filters.success) continue;
    for (const tender of await repo.matchingOcids(db, filters.data, ocids)) {
      await notify(deps, {
        userId: search.userId,
        type: 'tender',
        template: 'tender_new_match',
        params: { title: tender.title, search: search.name },
        data: { ocid: tender.ocid },
        path: `/government-contracts?ocid=${encodeURIComponent(tender.ocid)}`,
        dedupeKey: `tender-match:${search.id}:${tender.ocid}`,
      });
    }
  }
}

const REMINDER_JOB = 'tender_deadline_reminder';

async function scheduleReminders(deps: AppDeps, userId: string, ocid: string, deadline: Date): Promise<void> {
  const now = deps.clock.now().getTime();
  for (const days of TENDER_REMINDER_DAYS) {
    const runAt = new Date(deadline.getTime() - days * 86_400_000);
    if (runAt.getTime() <= now) continue;
    const payload = { userId, ocid, days, deadline: deadline.toISOString() };
    await enqueueJob(deps.database.db, tenderReminderJob, payload, {
      runAt,
      dedupeKey: `${REMINDER_JOB}:${ocid}:${userId}:${days}:${payload.deadline}`,
    });
  }
}

/** Re-reads the follow and the deadline: an unfollowed tender, or one whose deadline moved, is not reminded. */
export const tenderReminderJob = defineJob(
  REMINDER_JOB,
  z.object({ userId: z.string(), ocid: z.string(), days: z.number().int(), deadline: z.string() }),
  async (deps, { userId, ocid, days, deadline }) => {
    const db = deps.database.db;
    const tender = await repo.findTender(db, ocid);
    if (!tender?.deadline || tender.deadline.toISOString() !== deadline) return;
    if (tender.status && !['active', 'planned', 'planning'].includes(tender.status)) return;
    if (!(await repo.isFollowing(db, userId, ocid))) return;
    await notify(deps, {
      userId,
      type: 'tender',
      template: 'tender_deadline',
      params: { title: tender.title, days, deadline: DEADLINE_FORMAT.format(tender.deadline) },
      data: { ocid },
      path: `/government-contracts?ocid=${encodeURIComponent(ocid)}`,
      dedupeKey: `tender-deadline:${ocid}:${userId}:${days}:${deadline}`,
    });
  },
);

export async function follow(deps: AppDeps, user: SessionUser, ocid: string): Promise<TenderDetail> {
  const db = deps.database.db;
  const row = await repo.findTender(db, ocid);
  if (!row) throw new AppError(404, 'not_found', commonMessages.notFound);
  await repo.follow(db, user.id, ocid);
  if (row.deadline) await scheduleReminders(deps, user.id, ocid, row.deadline);
  return toTenderDetail(row, true);
}

export async function unfollow(db: AppDb, user: SessionUser, ocid: string): Promise<TenderDetail> {
  const row = await repo.findTender(db, ocid);
  if (!row) throw new AppError(404, 'not_found', commonMessages.notFound);
  await repo.unfollow(db, user.id, ocid);
  return toTenderDetail(row, false);
}

export async function followed(db: AppDb, user: SessionUser) {
  return { tenders: (await repo.followedBy(db, user.id)).map(toTenderSummary) };
}

export async function savedSearches(db: AppDb, user: SessionUser) {
  return { searches: (await repo.savedSearchesOf(db, user.id)).map(toSavedSearch) };
}

export async function saveSearch(db: AppDb, user: SessionUser, input: SavedTenderSearchInput) {
  if ((await repo.savedSearchesOf(db, user.id)).length >= SAVED_SEARCHES_MAX)
    throw new AppError(409, 'too_many_searches', tenderMessages.tooManySearches, { max: SAVED_SEARCHES_MAX });
  const filters = Object.fromEntries(
    Object.entries(input.filters).filter(([, v]) => v !== undefined && v !== ''),
  ) as Record<string, string | number>;
  return toSavedSearch(await repo.insertSavedSearch(db, { userId: user.id, name: input.name, filters }));
}

export async function deleteSearch(db: AppDb, user: SessionUser, id: string): Promise<void> {
  if (!(await repo.deleteSavedSearch(db, user.id, id))) throw new AppError(404, 'not_found', commonMessages.notFound);
}
