import fs from 'node:fs';
import path from 'node:path';

/** The API's modules folder, which the architecture tests read. */
export const modulesDir = path.resolve(import.meta.dirname, '../../src/modules');

/** Every source file under `dir`, tests left out: what the architecture tests read the code from. */
export function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}
