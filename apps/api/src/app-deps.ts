import type { Logger } from 'pino';
import type { Adapters } from './adapters/adapters';
import type { Clock } from './clock';
import type { Storage } from './adapters/storage/storage';
import type { Env } from './config/env';
import type { Database } from './db/client';
import type { LiveBus } from './modules/live';

/** Everything a module needs from the outside world, built once in main.ts (or per test). */
export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  storage: Storage;
  /** Live events to people's open tabs (server-sent events), across instances. */
  live: LiveBus;
  /** Every provider (payments, identity, invoicing, payouts, lending, mail, WhatsApp), built once at start-up. */
  adapters: Adapters;
  /** The time timed rules read: the system's in production, one a test moves (decision 060). */
  clock: Clock;
}
