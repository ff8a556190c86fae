import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../client';
import { appMeta } from '../schema/app-meta';
import { listingImages, listings } from '../schema/listings';
import { profiles } from '../schema/profiles';
import { buildSampleCatalogue } from './build-sample-listings';
import { SAMPLE_OWNERS } from './sample-owners';
import { seedSampleReviews } from './seed-sample-reviews';

const SEED_KEY = 'sample_catalogue_seeded';
/** Rows per INSERT statement: large enough to be quick, small enough to stay far from the parameter limit. */
const BATCH = 100;

/**
 * Fills an empty database with the sample catalogue, once. The marker row is written in the same
 * transaction as the data, so a crash mid-seed leaves nothing behind and the next start tries again.
 */
export async function seedSampleData({ database, logger }: AppDeps): Promise<void> {
  const db = database.db;
  const done = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
  if (done.length > 0) return;
  let seeded = false;
  await db.transaction(async (tx) => {
    // Two processes starting at once: the second waits here and then sees the marker.
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    const again = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
    if (again.length > 0) return;
    await insertCatalogue(tx as unknown as AppDb);
    // Reviews are written by the reviews module's seeder; it also recomputes each listing's rating from them.
    await seedSampleReviews(tx as unknown as AppDb);
    await tx.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
    seeded = true;
  });
  if (seeded) logger.info('sample catalogue seeded');
}

async function insertCatalogue(tx: AppDb): Promise<void> {
  const catalogue = buildSampleCatalogue();

  await tx
    .insert(profiles)
    .values(
      SAMPLE_OWNERS.map((o) => ({
        userId: o.userId,
        fullName: o.fullName,
        isVira: true,
        verificationStatus: 'verified',
        preferredLanguage: 'es',
        preferredCurrency: 'MXN',
        onboardingCompleted: true,
        // Hundreds of rentals take years: members since long before the catalogue's listings.
        createdAt: o.memberSince,
        updatedAt: o.memberSince,
      })),
    )
    .onConflictDoNothing();
  for (let i = 0; i < catalogue.listings.length; i += BATCH) {
    await tx.insert(listings).values(catalogue.listings.slice(i, i + BATCH));
  }
  for (let i = 0; i < catalogue.images.length; i += BATCH) {
    await tx.insert(listingImages).values(catalogue.images.slice(i, i + BATCH));
  }
  // Ids were given explicitly; move the sequences past them so published listings continue after 271.
  await tx.execute(sql`select setval(pg_get_serial_sequence('listings', 'id'), (select max(id) from listings))`);
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('listing_images', 'id'), (select max(id) from listing_images))`,
  );
}
