import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OcdsValidationIssue, OcdsValidationReport } from '@vira/domain/tender';
import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { parse } from 'csv-parse/sync';

/**
 * Validation against the Open Contracting Data Standard 1.1 (schema 1.1.5 and its codelists, kept in
 * `ocds-standard/`), reported the way the OCDS Data Review Tool (CoVE) does: schema errors grouped by what is wrong
 * and where (array positions folded), with a count and example places; values outside an open codelist as warnings.
 * Closed codelists are enums of the schema itself, so breaking one is an error.
 */
type Json = Record<string, unknown>;
type Kind = 'release-package' | 'record-package';

const EXAMPLES = 3;
let validators: Record<Kind, ValidateFunction> | undefined;
let releaseSchema: Json | undefined;
const codelists = new Map<string, Set<string>>();

function folder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const beside = path.join(here, 'ocds-standard');
  return fs.existsSync(beside) ? beside : path.join(here, '..', 'ocds-standard');
}

const readJson = (name: string) => JSON.parse(fs.readFileSync(path.join(folder(), name), 'utf8')) as Json;

function load(): Record<Kind, ValidateFunction> {
  if (validators) return validators;
  // OCDS 1.1 is JSON Schema draft 4; `strict: false` because it carries its own keywords (codelist, deprecated…).
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  releaseSchema = readJson('ocds-release-schema.json');
  ajv.addSchema(releaseSchema);
  ajv.addSchema(readJson('ocds-versioned-release-validation-schema.json'));
  validators = {
    'release-package': ajv.compile(readJson('ocds-release-package-schema.json')),
    'record-package': ajv.compile(readJson('ocds-record-package-schema.json')),
  };
  return validators;
}

function codelist(file: string): Set<string> {
  let codes = codelists.get(file);
  if (!codes) {
    const rows = parse(fs.readFileSync(path.join(folder(), 'codelists', file), 'utf8'), { columns: true }) as {
      Code: string;
    }[];
    codes = new Set(rows.map((r) => r.Code));
    codelists.set(file, codes);
  }
  return codes;
}

/** `/releases/3/tender/items/0/id` → `releases/tender/items/id`: where in the standard, whatever the position. */
const foldPath = (pointer: string) =>
  pointer
    .split('/')
    .filter((p) => p && !/^\d+$/.test(p))
    .join('/');

function group(list: { path: string; keyword: string; message: string; params: Json; at: string }[]) {
  const groups = new Map<string, OcdsValidationIssue>();
  for (const item of list) {
    const key = `${item.keyword}|${item.path}|${item.message}`;
    const existing = groups.get(key);
    if (existing) {
      existing.count++;
      if (existing.examples.length < EXAMPLES) existing.examples.push(item.at);
    } else {
      groups.set(key, {
        keyword: item.keyword,
        path: item.path,
        message: item.message,
        params: item.params,
        count: 1,
        examples: [item.at],
      });
    }
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.path.localeCompare(b.path));
}

function errorPlace(e: ErrorObject): { path: string; at: string } {
  // A missing field is reported at its parent: name the field itself.
  const missing = e.keyword === 'required' ? `/${String(e.params.missingProperty)}` : '';
  const at = `${e.instancePath}${missing}` || '/';
  return { path: foldPath(at) || '(package)', at };
}

/** Values of open codelists that the codelist does not have, walking the release schema beside the data. */
function codelistWarnings(release: unknown, at: string, schema: Json | undefined, out: Parameters<typeof group>[0]) {
  if (!schema || release === undefined || release === null) return;
  const ref = typeof schema.$ref === 'string' ? schema.$ref : null;
  if (ref?.startsWith('#/definitions/')) {
    const definitions = releaseSchema!.definitions as Json;
    return codelistWarnings(release, at, definitions[ref.slice(14)] as Json, out);
  }
  if (typeof schema.codelist === 'string' && schema.openCodelist === true) {
    const codes = codelist(schema.codelist);
    const values = Array.isArray(release) ? release : [release];
    values.forEach((value, i) => {
      if (typeof value === 'string' && !codes.has(value))
        out.push({
          keyword: 'codelist',
          path: foldPath(at),
          message: `"${value}" is not in the open codelist ${schema.codelist}`,
          params: { value, codelist: schema.codelist },
          at: Array.isArray(release) ? `${at}/${i}` : at,
        });
    });
    return;
  }
  if (Array.isArray(release)) {
    release.forEach((item, i) => codelistWarnings(item, `${at}/${i}`, schema.items as Json | undefined, out));
    return;
  }
  if (typeof release === 'object') {
    const properties = (schema.properties ?? {}) as Json;
    for (const [key, value] of Object.entries(release as Json))
      codelistWarnings(value, `${at}/${key}`, properties[key] as Json | undefined, out);
  }
}

/** Validates a release package (or a record package) as CoVE would: errors refuse it, warnings are told. */
export function validateOcds(data: unknown, kind: Kind = 'release-package'): OcdsValidationReport {
  const validate = load()[kind];
  validate(data);
  const errors = group(
    (validate.errors ?? []).map((e) => ({
      ...errorPlace(e),
      keyword: e.keyword,
      message: e.message ?? e.keyword,
      params: e.params as Json,
    })),
  );
  const warnings: Parameters<typeof group>[0] = [];
  const releases = (data as Json | null)?.[kind === 'release-package' ? 'releases' : 'records'];
  if (Array.isArray(releases))
    releases.forEach((release, i) => {
      const base = `/${kind === 'release-package' ? 'releases' : 'records'}/${i}`;
      if (kind === 'release-package') codelistWarnings(release, base, releaseSchema, warnings);
      else codelistWarnings((release as Json)?.compiledRelease, `${base}/compiledRelease`, releaseSchema, warnings);
    });
  const grouped = group(warnings);
  return {
    standard: 'OCDS 1.1 (schema 1.1.5)',
    schema: kind,
    valid: errors.length === 0,
    errorCount: errors.reduce((n, e) => n + e.count, 0),
    warningCount: grouped.reduce((n, w) => n + w.count, 0),
    errors,
    warnings: grouped,
  };
}
