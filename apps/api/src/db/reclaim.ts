import { sql } from 'drizzle-orm';
import type { AppDb } from './client';

/**
 * Makes the room of rows a retention job just deleted reusable. PostgreSQL's autovacuum does this on its own; the
 * embedded PGlite has no autovacuum, so without it a pruned table keeps every byte it ever held (the retention
 * bench: live events grew to 296 MB in a simulated month while their rows fell from 620,000 to 47,000). A plain
 * VACUUM takes no lock that stops reads or writes. It cannot run inside a transaction: call it after the delete.
 */
export async function reclaim(db: AppDb, table: 'live_events' | 'jobs' | 'listing_removals'): Promise<void> {
  await db.execute(sql.raw(`vacuum ${table}`));
}
