import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

/**
 * Mexico's 32 states with their P-codes ("MX" and INEGI's two-digit state key, as OCHA's administrative
 * boundaries for Mexico write them), from `mexico-adm1-pcodes.csv` (INEGI, Marco Geoestadístico; see
 * THIRD_PARTY_NOTICES.md). A request's free-text state is matched by name or a common short form, accents and case
 * aside.
 */
export interface Adm1 {
  pcode: string;
  name: string;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.\s]+/g, ' ')
    .trim();

let byName: Map<string, Adm1> | undefined;

function load(): Map<string, Adm1> {
  if (byName) return byName;
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'mexico-adm1-pcodes.csv');
  const rows = parse(fs.readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true }) as {
    pcode: string;
    name: string;
    aliases: string;
  }[];
  byName = new Map();
  for (const row of rows) {
    const adm1 = { pcode: row.pcode, name: row.name };
    for (const name of [row.name, ...row.aliases.split(';')].filter(Boolean)) byName.set(fold(name), adm1);
  }
  return byName;
}

const MEXICO = new Set(['mexico', 'mx', 'mex', 'estados unidos mexicanos']);

/** The state of a request in Mexico (country empty or Mexico), or null when it is elsewhere or not recognised. */
export function mexicoAdm1(region: string, country: string): Adm1 | null {
  if (country.trim() && !MEXICO.has(fold(country))) return null;
  return load().get(fold(region)) ?? null;
}
