import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * Faces re-export, and some modules still import each other (decision 054), so a value used at load time (a
 * top-level call of another module's export) can meet a face that is only half loaded, depending on which file
 * was imported first. Each face is imported here as the first file of a fresh Node process, as bootstrap.ts and
 * main.ts are: an import order that breaks shows up as an error, not as a crash at start-up in production.
 */
const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '../..');
const modulesDir = path.join(apiDir, 'src/modules');

const entries = [
  'src/bootstrap.ts',
  ...fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(modulesDir, d.name, 'index.ts')))
    .map((d) => `src/modules/${d.name}/index.ts`),
];

async function load(entry: string): Promise<string | null> {
  try {
    await run(process.execPath, ['--import', 'tsx', '-e', `await import(${JSON.stringify(`./${entry}`)})`], {
      cwd: apiDir,
      timeout: 60_000,
    });
    return null;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? String(error);
    return `${entry}: ${stderr.split('\n').find((line) => /Error/.test(line)) ?? stderr.slice(0, 300)}`;
  }
}

describe('module faces load in any order', () => {
  it('every face, and bootstrap, loads as the first file of a process', { timeout: 600_000 }, async () => {
    expect(entries.length).toBeGreaterThan(40);
    const failures: string[] = [];
    // Two at a time: two cores.
    for (let i = 0; i < entries.length; i += 2) {
      for (const failure of await Promise.all(entries.slice(i, i + 2).map(load))) if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  });
});
