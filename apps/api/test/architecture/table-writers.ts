import fs from 'node:fs';
import path from 'node:path';

/**
 * Which API module writes which table, read from the code: Drizzle's `insert/update/delete(<table>)` on a schema
 * table and raw SQL `insert into / update / delete from <table>`. Test files and migrations are not writers.
 */
const apiSrc = path.resolve(import.meta.dirname, '../../src');
const modulesDir = path.join(apiSrc, 'modules');

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Drizzle variable name → SQL table name, from `export const x = pgTable('name'`. */
export function schemaTables(): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of walk(path.join(apiSrc, 'db/schema'))) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      tables.set(m[1]!, m[2]!);
    }
  }
  return tables;
}

export interface TableWrite {
  table: string;
  module: string;
  file: string;
}

export function tableWrites(): TableWrite[] {
  const tables = schemaTables();
  const sqlNames = new Set(tables.values());
  const writes: TableWrite[] = [];
  for (const file of walk(modulesDir)) {
    const module = path.relative(modulesDir, file).split(path.sep)[0]!;
    const text = fs.readFileSync(file, 'utf8');
    const rel = path.relative(apiSrc, file);
    for (const m of text.matchAll(/\.(?:insert|update|delete)\(\s*(?:schema\.)?(\w+)\s*\)/g)) {
      const table = tables.get(m[1]!);
      if (table) writes.push({ table, module, file: rel });
    }
    for (const m of text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi)) {
      const table = m[1]!.toLowerCase();
      if (sqlNames.has(table) && /\b(?:into|set|from)\b|^update/i.test(text.slice(m.index!, m.index! + 200))) {
        writes.push({ table, module, file: rel });
      }
    }
  }
  return writes;
}
