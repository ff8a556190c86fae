import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { hashPassword } from '../../modules/auth';
import { appMeta } from '../schema/app-meta';
import { accounts, users } from '../schema/auth';
import { profiles } from '../schema/profiles';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD, devAccountsEnabled } from './dev-accounts';
import { SAMPLE_OWNERS } from './sample-owners';

const SEED_KEY = 'dev_accounts_seeded';

export interface DevAccount {
  userId: string;
  email: string;
  name: string;
}

export const DEV_ACCOUNTS: readonly DevAccount[] = [
  ...SAMPLE_OWNERS.map((o) => ({ userId: o.userId, email: `${o.userId}@vira.local`, name: o.fullName })),
  { userId: 'vira-admin', email: DEV_ADMIN_EMAIL, name: 'Administración Vira' },
];

/**
 * Outside production, gives the sample owners (example1–3, who keep their listings) and a local admin sign-in
 * credentials, once, and prints them, so a newcomer can play owner, renter and admin in two browsers.
 */
export async function seedDevAccounts({ env, database, logger }: AppDeps): Promise<void> {
  if (!devAccountsEnabled(env)) return;
  const db = database.db;
  const done = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY)).limit(1);
  if (done.length > 0) return;
  const password = await hashPassword(DEV_PASSWORD, env);
  await db.transaction(async (tx) => {
    for (const account of DEV_ACCOUNTS) {
      await tx
        .insert(users)
        .values({ id: account.userId, name: account.name, email: account.email, emailVerified: true })
        .onConflictDoNothing();
      await tx
        .insert(accounts)
        .values({
          id: `credential-${account.userId}`,
          accountId: account.userId,
          providerId: 'credential',
          userId: account.userId,
          password,
        })
        .onConflictDoNothing();
      await tx.insert(profiles).values({ userId: account.userId, fullName: account.name }).onConflictDoNothing();
    }
    await tx.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  });
  logger.info(
    { accounts: DEV_ACCOUNTS.map((a) => a.email), password: DEV_PASSWORD },
    `development sign-in: ${DEV_ACCOUNTS.map((a) => a.email).join(', ')} with password ${DEV_PASSWORD} (${DEV_ADMIN_EMAIL} is an admin)`,
  );
}
