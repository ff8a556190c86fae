/**
 * `npm run bench -w apps/api`: runs every `*.bench.ts` in this folder, one child process each (so one bench's
 * database and memory never skew the next), and ends with a summary table. Each bench prints its own tables.
 * `npm run bench -w apps/api -- listing` runs only the benches whose file name contains "listing".
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
/** A bench that runs longer than this is stopped, so `npm run bench` always ends. */
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 600_000);

function runOne(file: string): Promise<{ code: number | null; timedOut: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], {
      cwd: path.dirname(BENCH_DIR),
      stdio: 'inherit',
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
    }, TIMEOUT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, timedOut });
    });
  });
}

const filters = process.argv.slice(2);
const files = fs
  .readdirSync(BENCH_DIR)
  .filter((f) => f.endsWith('.bench.ts') && (filters.length === 0 || filters.some((x) => f.includes(x))))
  .sort();

const summary: Record<string, string | number>[] = [];
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const started = Date.now();
  const { code, timedOut } = await runOne(path.join(BENCH_DIR, file));
  summary.push({
    bench: file,
    result: timedOut ? `stopped after ${TIMEOUT_MS / 1000} s` : code === 0 ? 'done' : `failed (exit ${code})`,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  });
}
console.log('\nBenches');
console.table(summary);
if (summary.some((s) => s.result !== 'done')) process.exitCode = 1;
