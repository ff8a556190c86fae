import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { appMeta } from '../schema/app-meta';

const SEED_KEY = 'sample_catalogue_seeded';

/**
 * Fills an empty database with the sample catalogue, once. The marker row is written in the same
 * transaction as the data, so a crash mid-seed leaves nothing behind and the next start tries again.
 */
export async function seedSampleData({ database, logger }: AppDeps): Promise<void> {
  const db = database.db;
  const done = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
  if (done.length > 0) return;
  await db.transaction(async (tx) => {
    // Two processes starting at once: the second waits here and then sees the marker.
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    const again = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
    if (again.length > 0) return;
    // The catalogue itself is inserted here (see sample-catalogue/).
    await tx.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
  });
  logger.info('sample catalogue seeded');
}
