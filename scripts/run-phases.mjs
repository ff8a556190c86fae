// Runs commands one after another as phases, stops at the first that fails, and prints how long each took (also
// when one fails), so CI's time can be read phase by phase (issue 37). Usage: node scripts/run-phases.mjs
// "name=command" ... ; PHASES_REPORT=<file> also appends the table to that file.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const phases = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf('=');
  return { name: arg.slice(0, at), command: arg.slice(at + 1) };
});
const done = [];
let status = 0;
for (const phase of phases) {
  const started = Date.now();
  const result = spawnSync(phase.command, { shell: true, stdio: 'inherit' });
  status = result.status ?? 1;
  done.push({ ...phase, seconds: (Date.now() - started) / 1000, status });
  if (status !== 0) break;
}
const rows = done.map(
  (p) => `${p.name.padEnd(14)} ${p.seconds.toFixed(0).padStart(6)} s  ${p.status === 0 ? 'passed' : 'FAILED'}`,
);
const total = done.reduce((sum, p) => sum + p.seconds, 0);
const table = [
  `phase            time    (load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, ${os.cpus().length} cores)`,
  ...rows,
  `${'total'.padEnd(14)} ${total.toFixed(0).padStart(6)} s`,
].join('\n');
console.log(`\n${table}\n`);
if (process.env.PHASES_REPORT) fs.appendFileSync(process.env.PHASES_REPORT, `${table}\n`);
process.exit(status);
