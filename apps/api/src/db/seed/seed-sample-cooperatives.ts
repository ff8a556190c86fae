import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../client';
import { appMeta } from '../schema/app-meta';
import {
  cooperativeListings,
  cooperativeMembers,
  cooperativeProposals,
  cooperatives,
  cooperativeVotes,
} from '../schema/cooperatives';
import { profiles } from '../schema/profiles';

const SEED_KEY = 'sample_cooperatives_seeded';

/** Two neighbours without a login, so the sample cooperative reaches the five members it needs to constitute. */
const SAMPLE_NEIGHBOURS = [
  { userId: 'sample-coop-1', fullName: 'Rosa Vecina (ejemplo)' },
  { userId: 'sample-coop-2', fullName: 'Tomás Vecino (ejemplo)' },
] as const;

/**
 * A constituted sample cooperative of the sample owners (example1–3 and two neighbours), each contributing one
 * listing, with one open proposal; once per database. Its name says it is an example.
 */
export async function seedSampleCooperatives({ database, logger }: AppDeps): Promise<void> {
  const db = database.db;
  const done = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
  if (done.length > 0) return;
  let seeded = false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727276)`);
    const again = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
    if (again.length > 0) return;
    seeded = await insertSampleCooperative(tx as unknown as AppDb);
    await tx.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
  });
  if (seeded) logger.info('sample cooperative seeded');
}

async function insertSampleCooperative(tx: AppDb): Promise<boolean> {
  const owners = ['example1', 'example2', 'example3'];
  const listings = (
    (await tx.execute(sql`
      select distinct on (owner_id) id, owner_id from listings
      where owner_id in ('example1', 'example2', 'example3') and listed order by owner_id, id`)) as unknown as {
      rows: { id: number; owner_id: string }[];
    }
  ).rows;
  // Without the sample catalogue there is nothing to pool.
  if (listings.length === 0) return false;
  await tx
    .insert(profiles)
    .values(SAMPLE_NEIGHBOURS.map((n) => ({ ...n })))
    .onConflictDoNothing();
  const [coop] = await tx
    .insert(cooperatives)
    .values({
      name: 'Cooperativa Herramientas Coyoacán (ejemplo)',
      purpose: 'Rentar juntos herramientas y equipo que cada quien usa pocas veces al año, y repartir lo que ganen.',
      city: 'Ciudad de México',
      founderId: 'example1',
    })
    .returning({ id: cooperatives.id });
  const members = [...owners, ...SAMPLE_NEIGHBOURS.map((n) => n.userId)];
  await tx.insert(cooperativeMembers).values(
    members.map((userId, i) => ({
      cooperativeId: coop!.id,
      userId,
      status: 'active' as const,
      shares: i === 0 ? 2 : 1,
      invitedBy: i === 0 ? null : 'example1',
      joinedAt: new Date(),
    })),
  );
  await tx
    .insert(cooperativeListings)
    .values(listings.map((l) => ({ cooperativeId: coop!.id, listingId: l.id, contributedBy: l.owner_id })))
    .onConflictDoNothing();
  const [proposal] = await tx
    .insert(cooperativeProposals)
    .values({
      cooperativeId: coop!.id,
      authorId: 'example2',
      title: 'Comprar una segunda revolvedora',
      body: 'La primera se renta casi todos los fines de semana; propongo usar las ganancias del trimestre.',
    })
    .returning({ id: cooperativeProposals.id });
  await tx.insert(cooperativeVotes).values([
    { proposalId: proposal!.id, userId: 'example2', choice: 'yes' },
    { proposalId: proposal!.id, userId: 'sample-coop-1', choice: 'yes' },
  ]);
  return true;
}
