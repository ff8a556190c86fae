import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HS_NOT_SPECIFIED, type HsCodeEntry } from '@vira/domain/shipping';
import { parse } from 'csv-parse/sync';

/** The Harmonized System's 6-digit subheadings (UN Comtrade, PDDL 1.0), English descriptions. */
type Indexed = HsCodeEntry & { words: string };

const MAX_RESULTS = 20;
let table: Indexed[] | undefined;
let codes: Set<string> | undefined;

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Read once, on first use: about 5,600 rows, searched in memory in well under a millisecond. */
function load(): Indexed[] {
  if (table) return table;
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'harmonized-system.csv');
  const rows = parse(fs.readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true }) as {
    hscode: string;
    description: string;
    level: string;
  }[];
  table = rows
    // 999999 ("not specified according to kind") is UN Comtrade's, not a WCO subheading: never offered or accepted.
    .filter((r) => r.level === '6' && r.hscode !== HS_NOT_SPECIFIED)
    .map((r) => ({ code: r.hscode, description: r.description, words: fold(r.description) }));
  codes = new Set(table.map((r) => r.code));
  return table;
}

/** Digits search by code prefix (dots and spaces ignored); anything else needs every word in the description. */
export function searchHsCodes(query: string): HsCodeEntry[] {
  const rows = load();
  const q = query.trim();
  if (!q) return [];
  const digits = q.replace(/[\s.]/g, '');
  const matches = /^\d+$/.test(digits)
    ? rows.filter((r) => r.code.startsWith(digits.slice(0, 6)))
    : (() => {
        const words = fold(q)
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean);
        return rows.filter((r) => words.every((w) => r.words.includes(w)));
      })();
  return matches.slice(0, MAX_RESULTS).map(({ code, description }) => ({ code, description }));
}

/** Whether the first six digits of a (possibly national, longer) code name a subheading of the table. */
export function isKnownSubheading(hsCode: string): boolean {
  load();
  return codes!.has(hsCode.slice(0, 6));
}
