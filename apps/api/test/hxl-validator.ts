import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Checks a table against the HXL 1.1 hashtag dictionary, as HXLStandard published it
 * (`standards/hxl/hxl-hashtags-and-attributes-1.1.html`, from HXLStandard/gen-hxl-dict, public domain).
 *   errors:   no hashtag row; a malformed hashtag spec; a hashtag the dictionary does not define (extension
 *             hashtags `#x_…` excepted); a value that is not a number in a column whose hashtag is of data type
 *             number or that has `+num`; a value that is not an ISO 8601 date in a column of data type date;
 *             a latitude or longitude outside its range.
 *   warnings: an attribute the dictionary does not list (HXL allows attributes of one's own).
 */
export interface HxlDictionary {
  tags: Map<string, { dataType: string | null }>;
  attributes: Set<string>;
}

export interface HxlIssue {
  severity: 'error' | 'warning';
  row: number;
  column: number;
  hashtag: string;
  message: string;
}

let cached: HxlDictionary | undefined;

export function loadHxlDictionary(): HxlDictionary {
  if (cached) return cached;
  const file = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    'standards/hxl/hxl-hashtags-and-attributes-1.1.html',
  );
  const html = fs.readFileSync(file, 'utf8');
  const tags = new Map<string, { dataType: string | null }>();
  const sections = html.split(/<section\s+id="tag_/).slice(1);
  for (const section of sections) {
    const name = /^([a-z0-9_]+)"/.exec(section)![1]!;
    const body = section.split(/<section\s+id="(?:tag|att)_/)[0]!;
    const dataType = /<th>Data type<\/th>\s*<td>([^<]+)<\/td>/.exec(body)?.[1]?.trim() ?? null;
    tags.set(name, { dataType });
  }
  const attributes = new Set([...html.matchAll(/<section\s+id="att_([a-z0-9_]+)"/g)].map((m) => m[1]!));
  cached = { tags, attributes };
  return cached;
}

const SPEC = /^#([a-z][a-z0-9_]*)((?:\s*\+\s*[a-z][a-z0-9_]*)*)$/i;
const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}(-\d{2}(-\d{2})?)?$|^\d{4}-W\d{2}$|^\d{4}-Q[1-4]$/;

/** Every issue of `rows` (a parsed CSV, header rows included) against the dictionary. */
export function validateHxl(rows: string[][], dictionary = loadHxlDictionary()): HxlIssue[] {
  const issues: HxlIssue[] = [];
  const tagRow = rows.findIndex(
    (r) => r.some((c) => c.trim()) && r.every((c) => !c.trim() || c.trim().startsWith('#')),
  );
  if (tagRow < 0) return [{ severity: 'error', row: 0, column: 0, hashtag: '', message: 'no hashtag row' }];
  const columns = rows[tagRow]!.map((cell, column) => {
    const spec = cell.trim();
    if (!spec) return null;
    const match = SPEC.exec(spec);
    if (!match) {
      issues.push({ severity: 'error', row: tagRow, column, hashtag: spec, message: 'malformed hashtag spec' });
      return null;
    }
    const tag = match[1]!.toLowerCase();
    const attributes = match[2]!
      .split('+')
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean);
    const known = dictionary.tags.get(tag);
    if (!known && !tag.startsWith('x_'))
      issues.push({
        severity: 'error',
        row: tagRow,
        column,
        hashtag: spec,
        message: `#${tag} is not in the dictionary`,
      });
    for (const attribute of attributes)
      if (!dictionary.attributes.has(attribute))
        issues.push({
          severity: 'warning',
          row: tagRow,
          column,
          hashtag: spec,
          message: `+${attribute} is not a core attribute`,
        });
    const numeric = known?.dataType === 'number' || attributes.includes('num');
    const date = known?.dataType === 'date';
    return { spec, tag, attributes, numeric, date };
  });
  for (let row = tagRow + 1; row < rows.length; row++) {
    for (const [column, def] of columns.entries()) {
      if (!def) continue;
      const value = (rows[row]![column] ?? '').trim();
      if (!value) continue;
      const fail = (message: string) =>
        issues.push({ severity: 'error', row, column, hashtag: def.spec, message: `${message}: "${value}"` });
      if (def.numeric && !NUMBER.test(value)) fail('not a number');
      if (def.date && !DATE.test(value)) fail('not an ISO 8601 date');
      if (def.tag === 'geo' && def.attributes.includes('lat') && !(NUMBER.test(value) && Math.abs(+value) <= 90))
        fail('not a latitude');
      if (def.tag === 'geo' && def.attributes.includes('lon') && !(NUMBER.test(value) && Math.abs(+value) <= 180))
        fail('not a longitude');
    }
  }
  return issues;
}
