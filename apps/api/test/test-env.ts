import { loadEnv, type Env } from '../src/config/env';

/** Environment for an in-process test app; DATABASE_URL, when set, points at a real PostgreSQL. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    PUBLIC_URL: 'http://localhost:3000',
    DATABASE_URL: process.env.DATABASE_URL,
    ...overrides,
  });
}
