import { and, eq, gt, sql } from 'drizzle-orm';
import { addDays, ownerEarnings, platformCommission, quoteLine } from '@vira/domain/pricing';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../client';
import { appMeta } from '../schema/app-meta';
import { bookings } from '../schema/bookings';
import { listings } from '../schema/listings';
import { reviews } from '../schema/reviews';
import { createSampleRandom } from './sample-random';

const SEED_KEY = 'sample_rentals_seeded';
const DAY_MS = 86_400_000;

/**
 * Past rentals behind the sample reviews: most sample reviewers of an item really rented it, so their reviews carry
 * 'Renta verificada', the owners' dashboards have earnings, and /social-impact has figures on a fresh start. Each
 * is a completed booking that ended the day before its review, with the listing's own prices; no order or payment
 * exists for them (sample people have no login), and they hold no dates. Once per database, deterministic.
 */
export async function seedSampleRentals({ database, logger }: AppDeps): Promise<void> {
  const db = database.db;
  const done = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
  if (done.length > 0) return;
  let count = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727277)`);
    const again = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
    if (again.length > 0) return;
    count = await insertSampleRentals(tx as unknown as AppDb);
    await tx.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
  });
  if (count > 0) logger.info({ count }, 'sample completed rentals seeded');
}

async function insertSampleRentals(tx: AppDb): Promise<number> {
  const rows = await tx
    .select({
      listingId: listings.id,
      ownerId: listings.ownerId,
      currency: listings.currency,
      instant: listings.instantBooking,
      pricePerDay: listings.pricePerDay,
      insuranceCostPerDay: listings.insuranceCostPerDay,
      deposit: listings.deposit,
      deliveryCost: listings.deliveryCost,
      weeklyDiscountPct: listings.weeklyDiscountPct,
      monthlyDiscountPct: listings.monthlyDiscountPct,
      reviewerId: reviews.reviewerId,
      reviewedAt: reviews.createdAt,
      rating: reviews.rating,
    })
    .from(reviews)
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    // Items rented by the day; a review of 1 or 2 stars stays unverified, as some real ones would.
    .where(and(eq(listings.type, 'product'), gt(listings.pricePerDay, 0), gt(reviews.rating, 2)))
    .orderBy(reviews.listingId, reviews.reviewerId);
  const values: (typeof bookings.$inferInsert)[] = [];
  for (const row of rows) {
    if (!row.reviewedAt || row.reviewerId === row.ownerId) continue;
    const seed = [...row.reviewerId].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, row.listingId);
    const random = createSampleRandom(0x7e4a1 ^ seed);
    // About three reviews in four come from someone whose rental completed.
    if (random.chance(1 / 4)) continue;
    const endDate = new Date(row.reviewedAt.getTime() - DAY_MS).toISOString().slice(0, 10);
    const startDate = addDays(endDate, -random.int(0, 4));
    const withInsurance = row.insuranceCostPerDay > 0 && random.chance(1 / 3);
    const delivered = row.deliveryCost > 0 && random.chance(1 / 4);
    const quote = quoteLine({
      price: row,
      startDate,
      endDate,
      withInsurance,
      deliveryMethod: delivered ? 'home_delivery' : 'pickup',
    });
    const commission = platformCommission(quote.itemCost);
    const start = new Date(`${startDate}T15:00:00Z`);
    const end = new Date(`${endDate}T20:00:00Z`);
    values.push({
      listingId: row.listingId,
      renterId: row.reviewerId,
      ownerId: row.ownerId,
      startDate,
      endDate,
      status: 'completed',
      holds: false,
      instantBooking: row.instant,
      withInsurance,
      deliveryMethod: delivered ? 'home_delivery' : 'pickup',
      deliveryAddress: delivered ? 'Dirección de ejemplo' : null,
      currency: row.currency,
      days: quote.days,
      itemCost: quote.itemCost,
      insuranceCost: quote.insuranceCost,
      deliveryCost: quote.deliveryCost,
      deposit: quote.deposit,
      total: quote.total,
      commission,
      ownerEarnings: ownerEarnings(quote.itemCost),
      // Returned in good condition: the whole deposit went back.
      refundedAmount: quote.deposit,
      handedOverAt: start,
      returnedAt: end,
      completedAt: end,
      createdAt: new Date(start.getTime() - 3 * DAY_MS),
      updatedAt: end,
    });
  }
  for (let i = 0; i < values.length; i += 500) await tx.insert(bookings).values(values.slice(i, i + 500));
  return values.length;
}
