import type { Logger } from 'pino';
import type { Storage } from './adapters/storage/storage';
import type { Env } from './config/env';
import type { Database } from './db/client';

/** Everything a module needs from the outside world, built once in main.ts (or per test). */
export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  storage: Storage;
}
