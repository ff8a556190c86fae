import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../test/test-env';
import { bootstrap } from './bootstrap';

describe('bootstrap', () => {
  it('refuses a payment configuration before it creates, migrates or seeds a data directory', async () => {
    const dir = path.join(os.tmpdir(), `vira-refused-start-${process.pid}-${Date.now()}`);
    // Production with the sandbox and no opt-in: the payment adapters refuse it.
    const env = { ...testEnv({ DATA_DIR: dir, DATABASE_URL: '' }), NODE_ENV: 'production' as const };
    await expect(bootstrap(env)).rejects.toThrow(/PAYMENTS_PROVIDER is sandbox in production/);
    expect(fs.existsSync(dir)).toBe(false);
  });
});
