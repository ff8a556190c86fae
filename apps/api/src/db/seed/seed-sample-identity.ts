import { VERIFICATION_CONSENT_VERSION } from '@vira/domain/verification';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { AppDb } from '../client';
import { appMeta } from '../schema/app-meta';
import { identityVerifications } from '../schema/identity-verifications';
import { listings } from '../schema/listings';
import { profiles } from '../schema/profiles';

const SEED_KEY = 'sample_identity_seeded';
/** The sample owner whose identity is verified, so the blue shield shows on the sample catalogue (decision 051). */
export const SAMPLE_VERIFIED_OWNER = 'example1';
const DECIDED_AT = new Date(Date.UTC(2026, 9, 5, 16));

/**
 * One sample owner with a verified identity: a decided sandbox verification (an INE, no pictures kept: they were
 * erased after retention, as real ones are) and the profile's `identity_verified_at`, set the one way a decision
 * sets it. Its own marker, so databases seeded before get it on their next start.
 */
export async function seedSampleIdentity(deps: AppDeps): Promise<void> {
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727279)`);
    const done = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
    if (done.length > 0) return;
    const [owner] = await tx
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.userId, SAMPLE_VERIFIED_OWNER))
      .limit(1);
    if (owner) await verify(tx as unknown as AppDb);
    await tx.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
  });
}

async function verify(tx: AppDb): Promise<void> {
  await tx.insert(identityVerifications).values({
    userId: SAMPLE_VERIFIED_OWNER,
    provider: 'sandbox',
    status: 'verified',
    documentType: 'ine',
    country: 'MX',
    expiresOn: '2031-12-31',
    checks: [],
    imagesDeletedAt: new Date(DECIDED_AT.getTime() + 30 * 86_400_000),
    consentVersion: VERIFICATION_CONSENT_VERSION,
    consentedAt: new Date(DECIDED_AT.getTime() - 86_400_000),
    decisionReason: 'Datos de ejemplo',
    decidedBy: 'sample-data',
    decidedAt: DECIDED_AT,
    createdAt: new Date(DECIDED_AT.getTime() - 86_400_000),
  });
  await tx
    .update(profiles)
    .set({ identityVerifiedAt: DECIDED_AT, verificationStatus: 'verified' })
    .where(eq(profiles.userId, SAMPLE_VERIFIED_OWNER));
  // The search's in-memory facts re-read listings by updated_at (decision 032).
  await tx.update(listings).set({ updatedAt: new Date() }).where(eq(listings.ownerId, SAMPLE_VERIFIED_OWNER));
}
