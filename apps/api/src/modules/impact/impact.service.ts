import {
  co2eAvoidedKg,
  EMISSION_FACTORS,
  IMPACT_GROUPS,
  impactFiguresSchema,
  impactGroupOf,
  type ImpactFigures,
  type ImpactGroup,
  type PersonalImpact,
} from '@vira/domain/impact';
import { convertMinor, toCurrencyCode, toMinor } from '@vira/domain/currencies';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../../db/client';
import { defineRecurringJob, scheduleRecurringJobs } from '../jobs';
import * as repo from './impact.repository';

const SNAPSHOT_KEY = 'global';
const REFRESH_JOB = 'impact-refresh';
const HOUR_MS = 3_600_000;

function byGroup(rows: repo.CategoryRentalsRow[]): Map<ImpactGroup, number> {
  const counts = new Map<ImpactGroup, number>();
  for (const row of rows) {
    const group = impactGroupOf(row.category);
    counts.set(group, (counts.get(group) ?? 0) + Number(row.rentals));
  }
  return counts;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Every figure of /social-impact from the database as it is now. */
export async function computeFigures(db: AppDb, now: Date): Promise<ImpactFigures> {
  const [totals, earnings, categories, aid] = await Promise.all([
    repo.marketplaceTotals(db),
    repo.earningsByCurrency(db),
    repo.rentalsByCategory(db),
    repo.helpedAidRequests(db),
  ]);
  const counts = byGroup(categories);
  const groups = IMPACT_GROUPS.map((group) => {
    const rentals = counts.get(group) ?? 0;
    return { group, rentals, co2eAvoidedKg: co2eAvoidedKg(group, rentals) };
  }).filter((g) => g.rentals > 0);
  return {
    computedAt: now.toISOString(),
    rentalsCompleted: totals.rentals,
    ownersEarning: totals.owners,
    ownerEarnings: earnings.map((e) => ({ currency: e.currency, amount: Number(e.amount) })),
    itemsReused: totals.items,
    peopleHelped: aid.people,
    requestsCovered: aid.requests,
    co2eAvoidedKg: round1(groups.reduce((sum, g) => sum + g.co2eAvoidedKg, 0)),
    byGroup: groups,
  };
}

export async function refreshFigures(db: AppDb, now: Date): Promise<ImpactFigures> {
  const figures = await computeFigures(db, now);
  await repo.writeSnapshot(db, SNAPSHOT_KEY, figures, now);
  return figures;
}

/**
 * The last snapshot. The hourly job keeps it fresh; when it is missing or older than an hour (first start, a
 * stopped job runner) the reader recomputes it once, so the page never shows figures more than an hour old.
 */
export async function currentFigures(db: AppDb, now: Date): Promise<ImpactFigures> {
  const row = await repo.readSnapshot(db, SNAPSHOT_KEY);
  const age = row ? now.getTime() - row.computedAt.getTime() : -1;
  // A snapshot from the future (a clock set wrong when it was written) would otherwise never be replaced.
  if (row && age >= 0 && age < HOUR_MS) {
    const parsed = impactFiguresSchema.safeParse(row.figures);
    if (parsed.success) return parsed.data;
  }
  return refreshFigures(db, now);
}

/** The signed-in person's own impact: rentals they made and rentals of their listings. */
export async function personalImpact(db: AppDb, userId: string): Promise<PersonalImpact> {
  const [asRenter, asOwner, counts] = await Promise.all([
    repo.completedRentalsOf(db, userId),
    repo.rentalsByCategory(db, { ownerId: userId }),
    repo.ownerListingCounts(db, userId),
  ]);
  let co2e = 0;
  let saved = 0;
  for (const rental of asRenter) {
    const group = impactGroupOf(rental.category);
    co2e += co2eAvoidedKg(group, 1);
    const paidMxn = toMinor(convertMinor(Number(rental.itemCost), toCurrencyCode(rental.currency), 'MXN'), 'MXN');
    saved += Math.max(0, EMISSION_FACTORS[group].purchasePriceMxn - paidMxn);
  }
  for (const [group, rentals] of byGroup(asOwner)) co2e += co2eAvoidedKg(group, rentals);
  return {
    rentalsAsRenter: asRenter.length,
    rentalsAsOwner: asOwner.reduce((sum, r) => sum + Number(r.rentals), 0),
    itemsKeptInUse: counts.reused,
    listings: counts.listings,
    co2eAvoidedKg: round1(co2e),
    moneySaved: saved > 0 ? [{ currency: 'MXN', amount: saved }] : [],
  };
}

/** The figures are recomputed every hour. */
export const impactRefresh = defineRecurringJob(REFRESH_JOB, { everyHours: 1 }, (deps) =>
  refreshFigures(deps.database.db, deps.clock.now()),
);

/** Schedules the next hourly refresh (tests; main.ts starts it with the other recurring jobs). */
export const scheduleImpactRefresh = (deps: AppDeps, after?: Date) =>
  scheduleRecurringJobs(deps, [impactRefresh], after);
