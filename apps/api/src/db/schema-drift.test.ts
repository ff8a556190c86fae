import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// On PostgreSQL too: the migrated schema (constraints, indexes) must match the code on the server people deploy.

const apiDir = path.resolve(import.meta.dirname, '../..');
const migrations = path.join(apiDir, 'src/db/migrations');

describe('schema and migrations', () => {
  it('agree: drizzle-kit finds nothing to generate from the Drizzle schema', () => {
    // Generate against a copy of the committed history: a schema change without its migration shows up as a new file.
    // drizzle-kit wants a relative output folder.
    const copy = fs.mkdtempSync(path.join(apiDir, '.drift-'));
    try {
      fs.cpSync(migrations, copy, { recursive: true });
      const before = fs.readdirSync(copy).filter((f) => f.endsWith('.sql'));
      execFileSync(
        process.execPath,
        [
          path.join(apiDir, '../../node_modules/drizzle-kit/bin.cjs'),
          'generate',
          '--dialect',
          'postgresql',
          '--schema',
          './src/db/schema',
          '--out',
          path.relative(apiDir, copy),
          '--name',
          'drift',
        ],
        { cwd: apiDir, stdio: 'pipe' },
      );
      const journal = JSON.parse(fs.readFileSync(path.join(copy, 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      expect(journal.entries.length).toBeGreaterThanOrEqual(before.length);
      const after = fs.readdirSync(copy).filter((f) => f.endsWith('.sql'));
      const added = after.filter((f) => !before.includes(f));
      expect(
        added.map((f) => fs.readFileSync(path.join(copy, f), 'utf8')),
        'the schema changed without a migration: run `npm run db:generate -w apps/api -- <name>`',
      ).toEqual([]);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);
});
