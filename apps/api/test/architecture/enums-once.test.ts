import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A column's allowed values are written once: where packages/domain has the list (a constant or a zod enum), the
 * database schema imports it rather than repeating it (issue 37, item 8). Lists only the database knows stay in
 * the schema.
 */
const repo = path.resolve(import.meta.dirname, '../../../..');
const read = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => ({ file: f, text: fs.readFileSync(path.join(dir, f), 'utf8') }));
const values = (list: string) => [...list.matchAll(/'([^']*)'/g)].map((m) => m[1]).join('|');

describe('each enum lives once', () => {
  it('no database column repeats a list of values that packages/domain already has', () => {
    const domainLists = new Set<string>();
    for (const { text } of read(path.join(repo, 'packages/domain/src'))) {
      for (const m of text.matchAll(/= (?:z\.enum\()?\[([^\]]*)\](?: as const|\))/g)) domainLists.add(values(m[1]!));
    }
    expect(domainLists.size).toBeGreaterThan(30);
    const repeated: string[] = [];
    for (const { file, text } of read(path.join(repo, 'apps/api/src/db/schema'))) {
      for (const m of text.matchAll(/enum: \[([^\]]*)\]/g)) {
        if (domainLists.has(values(m[1]!))) repeated.push(`${file}: ${values(m[1]!)}`);
      }
    }
    expect(repeated).toEqual([]);
  });
});
