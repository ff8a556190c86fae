import type { AppDeps } from '../../app-deps';

/**
 * The development sign-ins' fixed facts, apart from the seeding that needs the auth module: `staff` reads them to
 * honour the local admin, and importing the seeder from there closed a circle auth → … → staff → seed → auth.
 */

/** Development-only password of the sample owners and the local admin (README, "Development"). */
export const DEV_PASSWORD = 'vira-demo-2026';
export const DEV_ADMIN_EMAIL = 'admin@vira.local';

/** Whether this process may create and honour the development accounts: never in real production. */
export function devAccountsEnabled(env: AppDeps['env']): boolean {
  return env.SEED_SAMPLE_DATA && (env.NODE_ENV !== 'production' || env.E2E);
}
