import fs from 'node:fs';
import path from 'node:path';
import { modulesDir, sourceFiles } from './source-files';

/**
 * Which API module writes which table, read from the code: Drizzle's `insert/update/delete(<table>)` on a schema
 * table and raw SQL `insert into / update / delete from <table>`. Test files and migrations are not writers.
 */
const apiSrc = path.resolve(import.meta.dirname, '../../src');

/** Drizzle variable name → SQL table name, from `export const x = pgTable('name'`. */
export function schemaTables(): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of sourceFiles(path.join(apiSrc, 'db/schema'))) {
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
  for (const file of sourceFiles(modulesDir)) {
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
