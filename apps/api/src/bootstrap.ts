import pino, { type Logger } from 'pino';
import { createStorage } from './adapters/storage/create-storage';
import type { AppDeps } from './app-deps';
import { systemClock, type Clock } from './clock';
import type { Env } from './config/env';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDevAccounts } from './db/seed/seed-dev-accounts';
import { createAdapters, createCheckedAdapters } from './adapters/adapters';
import { seedSampleData } from './db/seed/seed-sample-data';
import { seedSampleRentals } from './db/seed/seed-sample-rentals';
import { seedSampleServices } from './db/seed/seed-sample-services';
import { seedSampleIdentity } from './db/seed/seed-sample-identity';
import { seedSampleAid } from './db/seed/seed-sample-aid';
import { seedSampleCommunity } from './db/seed/seed-sample-community';
import { seedSampleCooperatives } from './db/seed/seed-sample-cooperatives';
import { seedSampleInternationalShipments } from './db/seed/seed-sample-international-shipments';
import { seedSampleShipments } from './db/seed/seed-sample-shipments';
import { seedSampleTenders } from './db/seed/seed-sample-tenders';
import { createApp, type App } from './http/create-app';
import { jobKinds } from './job-kinds';
import { registerJobKinds } from './modules/jobs';
import { orderChargesReader } from './modules/invoices';
import { personRating } from './modules/listings';
import { settledBookings } from './modules/cooperatives';
import { rentingReads } from './modules/owner-listings';
import { ownerCancellations } from './modules/profiles';
import {
  countOwnerCancellations,
  findHeldRanges,
  holdsNow,
  isExclusionViolation,
  orderCharges,
  SETTLED,
} from './modules/renting';
import { personRatingSql } from './modules/reviews';
import { bookingHolds } from './modules/services';
import { createLiveBus } from './modules/live';
import { seedAutoReplies } from './modules/notifications';

export interface Started {
  app: App;
  deps: AppDeps;
  close(): Promise<void>;
}

/** Opens and migrates the database, seeds it once, and builds the app. Shared by main.ts, tests and benches. */
export async function bootstrap(
  env: Env,
  options: { logger?: Logger; loadDataDir?: Blob; clock?: Clock } = {},
): Promise<Started> {
  const logger =
    options.logger ??
    pino({
      level: env.LOG_LEVEL,
      base: undefined,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
    });
  // Before anything is written: a configuration the payment adapters refuse must not leave a seeded data directory.
  const checked = createCheckedAdapters(env);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    loadDataDir: options.loadDataDir,
  });
  try {
    await migrateDatabase(database);
    const storage = createStorage(env);
    const live = await createLiveBus(database, logger);
    const adapters = createAdapters(env, database.db, logger, checked);
    const deps: AppDeps = { env, database, logger, storage, live, adapters, clock: options.clock ?? systemClock };
    // Before anything can enqueue one (the seeds do): a job of an unregistered kind is refused.
    registerJobKinds(jobKinds());
    // Reads handed to the modules below their owner rather than imported by them (no import circle, decision 054).
    personRating.provide(personRatingSql);
    bookingHolds.provide(holdsNow);
    rentingReads.provide({ findHeldRanges, holdsNow, isExclusionViolation });
    ownerCancellations.provide(countOwnerCancellations);
    orderChargesReader.provide(orderCharges);
    settledBookings.provide(SETTLED);
    if (env.SEED_SAMPLE_DATA) {
      await seedSampleData(deps);
      await seedSampleIdentity(deps);
      await seedSampleAid(deps);
      await seedSampleServices(deps);
      await seedSampleRentals(deps);
      await seedAutoReplies(deps);
      await seedSampleCommunity(deps);
      await seedSampleCooperatives(deps);
      await seedSampleTenders(deps);
      await seedSampleShipments(deps);
      await seedSampleInternationalShipments(deps);
    }
    await seedDevAccounts(deps);
    const app = createApp(deps);
    return {
      app,
      deps,
      close: async () => {
        await live.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
