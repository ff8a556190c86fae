import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../config/env';
import { openDatabase } from './client';

describe('starting on a bad configuration', () => {
  it('names an unreachable DATABASE_URL in one sentence, hiding its password', async () => {
    const attempt = openDatabase({ databaseUrl: 'postgresql://vira:secret@127.0.0.1:1/vira', dataDir: 'memory://' });
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(
      /^Cannot connect to the PostgreSQL database given in DATABASE_URL \(postgresql:\/\/vira:\*\*\*@127\.0\.0\.1:1\/vira\)/,
    );
  });

  it('names a data directory that cannot be created', async () => {
    const attempt = openDatabase({ dataDir: '/etc/passwd/data' });
    await expect(attempt).rejects.toThrow(
      'The data directory /etc/passwd/data cannot be created or written; set DATA_DIR to a writable folder.',
    );
  });

  it('refuses a malformed variable with a sentence naming it', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/Environment variable PORT is invalid/);
    expect(() => loadEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
