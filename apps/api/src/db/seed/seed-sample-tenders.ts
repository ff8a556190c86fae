import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { importPackage } from '../../modules/tenders';
import { appMeta } from '../schema/app-meta';
import { buildSampleTenderPackage } from './build-sample-tenders';

const SEED_KEY = 'sample_tenders_seeded';

/**
 * Imports the sample OCDS package once, through the same import an admin uses (so the records are compiled
 * the same way). Re-running after a crash before the marker is harmless: the import is idempotent.
 */
export async function seedSampleTenders(deps: AppDeps): Promise<void> {
  const db = deps.database.db;
  const done = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
  if (done.length > 0) return;
  const result = await importPackage(deps, JSON.stringify(buildSampleTenderPackage(new Date())), { sample: true });
  await db.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  deps.logger.info({ tenders: result.created }, 'sample tenders seeded');
}
