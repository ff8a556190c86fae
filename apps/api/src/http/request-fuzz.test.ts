import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/auth-helpers';
import { DEV_ADMIN_EMAIL, DEV_PASSWORD } from '../db/seed/dev-accounts';

/**
 * Every operation of the OpenAPI document, as a signed-in person and as an admin, with the inputs that used to
 * reach PostgreSQL and answer 500: a NUL in any text, an id beyond int4, a date beyond what we store, an empty
 * body. The operations are read from the document, so a route added tomorrow is fuzzed without touching this
 * file; bad input must be a 4xx (or a success that ignored it), never a 5xx.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Doc = { paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const INT4_OVERFLOW = '2147483648';
const FAR_DATE = '9999-12-31';
const FAR_INSTANT = '9999-12-31T23:59:59.000Z';
const NIL_UUID = '00000000-0000-4000-8000-000000000000';
const DATE_LIKE = /date|deadline|^from$|^to$|before|after|since|until/i;

/** One request to send: where it goes and what it carries. */
interface Attempt {
  label: string;
  path: Record<string, string>;
  query: Record<string, string>;
  body?: { type: string; value: unknown };
}

let t: TestApp;
let doc: Doc;
const identities: { name: string; cookie: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  doc = (await (await t.request('/api/openapi.json')).json()) as Doc;
  identities.push({
    name: 'person',
    cookie: await signUpAndVerify(t, { email: 'fuzz@example.com', password: 'secreto12', fullName: 'Fuzz Persona' }),
  });
  identities.push({ name: 'admin', cookie: await signIn(t, DEV_ADMIN_EMAIL, DEV_PASSWORD) });
});
afterAll(async () => {
  await t.close();
});

const nonNull = (schema: Schema): Schema => {
  if (schema.anyOf) return nonNull(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]!);
  if (Array.isArray(schema.type)) return { ...schema, type: schema.type.find((x) => x !== 'null') ?? 'null' };
  return schema;
};

/** Strings a pattern of ours is likely to accept (an hour, a date, a code), tried in turn. */
const PATTERN_CANDIDATES = ['10:00', '2031-03-10', 'abc', 'abc-1', 'ABC123', '123456', 'a', 'MX', '1'];

/** A value the schema accepts, as far as the document says: the body every mutation starts from. */
function sample(raw: Schema, name: string): unknown {
  const schema = nonNull(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        const value = sample(child, key);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items ?? {}, name));
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
      return Math.min(Math.max(1, Math.ceil(min)), schema.maximum ?? Infinity);
    }
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'binary') return undefined;
      if (schema.format === 'date' || (!schema.format && !schema.pattern && DATE_LIKE.test(name))) return '2031-03-10';
      if (schema.format === 'date-time') return '2031-03-10T10:00:00.000Z';
      if (schema.format === 'uuid') return NIL_UUID;
      if (schema.format === 'email') return 'fuzz-target@example.com';
      if (schema.format === 'uri') return 'https://example.com/fuzz';
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? 200;
      const fits = (s: string) => s.length >= min && s.length <= max;
      if (schema.pattern) {
        const re = new RegExp(schema.pattern, 'u');
        return PATTERN_CANDIDATES.find((s) => re.test(s) && fits(s)) ?? 'x'.repeat(Math.max(1, min));
      }
      const text = 'Texto de prueba suficientemente largo para cualquier mínimo razonable. '.repeat(4);
      return text
        .slice(0, Math.max(min, Math.min(max, 24)))
        .trim()
        .padEnd(min, 'x');
    }
    default:
      return undefined;
  }
}

/** Every leaf of a sample with the schema that describes it, as a path into the value. */
function leaves(
  raw: Schema,
  value: unknown,
  at: (string | number)[] = [],
): { at: (string | number)[]; schema: Schema }[] {
  const schema = nonNull(raw);
  if (schema.type === 'object' && value && typeof value === 'object')
    return Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
      key in value ? leaves(child, (value as Record<string, unknown>)[key], [...at, key]) : [],
    );
  if (schema.type === 'array' && Array.isArray(value) && value.length > 0)
    return leaves(schema.items ?? {}, value[0], [...at, 0]);
  return [{ at, schema }];
}

function replaced(value: unknown, at: (string | number)[], leaf: unknown): unknown {
  if (at.length === 0) return leaf;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at.at(-1)!] = leaf;
  return copy;
}

/** The bad values worth trying in a place of this kind (its name says whether it is a date or an id). */
function badValues(raw: Schema, name: string): unknown[] {
  const schema = nonNull(raw);
  const bad: unknown[] = [];
  if (schema.type === 'string') {
    bad.push(`${String(sample(schema, name) ?? 'x')}\u0000`);
    if (schema.format === 'date-time') bad.push(FAR_INSTANT);
    else if (schema.format === 'date' || DATE_LIKE.test(name)) bad.push(FAR_DATE);
    if (/id$/i.test(name) && schema.format !== 'uuid') bad.push(INT4_OVERFLOW);
  }
  if (schema.type === 'integer' || schema.type === 'number') bad.push(Number(INT4_OVERFLOW));
  return bad;
}

/** Ids found in answers so far, by the collection they came from (`cooperatives`) and by field name (`userId`). */
type Found = Map<string, string>;

function harvest(found: Found, path: string, json: unknown, key = lastSegment(path)): void {
  if (Array.isArray(json)) {
    for (const item of json) harvest(found, path, item, key);
    return;
  }
  if (!json || typeof json !== 'object') return;
  for (const [field, value] of Object.entries(json)) {
    if ((typeof value === 'string' || typeof value === 'number') && /^(id|\w+Id)$/.test(field)) {
      const name = field === 'id' ? key : `field:${field}`;
      if (!found.has(name)) found.set(name, String(value));
    } else if (value && typeof value === 'object') {
      harvest(found, path, value, ['items', 'results'].includes(field) ? key : field);
    }
  }
}

function lastSegment(path: string): string {
  return (
    path
      .split('/')
      .filter((s) => s && !s.startsWith('{'))
      .at(-1) ?? ''
  );
}

/** A real id for `{name}` when an earlier answer gave one, else one of the right kind that matches nothing. */
function pathValue(found: Found, path: string, param: Parameter): string {
  const segments = path.split('/');
  const before = segments[segments.indexOf(`{${param.name}}`) - 1] ?? '';
  const known = found.get(before) ?? found.get(`field:${param.name}`);
  if (known) return known;
  const schema = nonNull(param.schema);
  if (schema.format === 'uuid') return NIL_UUID;
  if (schema.type === 'integer' || /id$/i.test(param.name)) return '1';
  return String(sample(schema, param.name) ?? 'abc');
}

function attemptsFor(found: Found, path: string, op: Operation): { baseline: Attempt; mutations: Attempt[] } {
  const params = op.parameters ?? [];
  const pathValues = Object.fromEntries(
    params.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(found, path, p)]),
  );
  const query = Object.fromEntries(
    params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(sample(p.schema, p.name) ?? '')]),
  );
  const [type, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  const body =
    type === 'application/json'
      ? { type, value: sample(media!.schema, 'body') }
      : type === 'text/plain'
        ? { type, value: 'texto' }
        : undefined;
  const baseline: Attempt = { label: 'valid-looking', path: pathValues, query, body };
  const mutations: Attempt[] = [];
  for (const p of params) {
    for (const bad of badValues(p.schema, p.name)) {
      const label = `${p.in} ${p.name}=${JSON.stringify(bad)}`;
      if (p.in === 'path') mutations.push({ ...baseline, label, path: { ...pathValues, [p.name]: String(bad) } });
      if (p.in === 'query') mutations.push({ ...baseline, label, query: { ...query, [p.name]: String(bad) } });
    }
  }
  if (body?.type === 'application/json') {
    mutations.push({ ...baseline, label: 'empty body {}', body: { type: body.type, value: {} } });
    for (const leaf of leaves(media!.schema, body.value)) {
      for (const bad of badValues(leaf.schema, String(leaf.at.at(-1) ?? 'body'))) {
        mutations.push({
          ...baseline,
          label: `body ${leaf.at.join('.')}=${JSON.stringify(bad)}`,
          body: { type: body.type, value: replaced(body.value, leaf.at, bad) },
        });
      }
    }
  }
  if (body?.type === 'text/plain') {
    mutations.push({ ...baseline, label: 'empty text body', body: { type: body.type, value: '' } });
    mutations.push({ ...baseline, label: 'text body with NUL', body: { type: body.type, value: 'a\u0000' } });
  }
  return { baseline, mutations };
}

async function send(method: string, path: string, attempt: Attempt, cookie: string) {
  const url =
    path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(attempt.path[name] ?? '')) +
    (Object.keys(attempt.query).length ? `?${new URLSearchParams(attempt.query)}` : '');
  const headers: Record<string, string> = { cookie, 'Accept-Language': 'en' };
  let body: string | undefined;
  if (attempt.body) {
    headers['Content-Type'] = attempt.body.type;
    body = typeof attempt.body.value === 'string' ? attempt.body.value : JSON.stringify(attempt.body.value);
  }
  const res = await t.request(url, { method: method.toUpperCase(), headers, body });
  // A live event stream (GET /api/live, a shipment's live position) never ends: its status is its answer.
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, json: undefined, text: '', url };
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text, url };
}

describe('every operation of the OpenAPI document, fed bad input', () => {
  it(
    'answers below 500 to NUL in texts, ids beyond int4, far dates and empty bodies',
    { timeout: 180_000 },
    async () => {
      const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
        METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method]! })),
      );
      const failures: string[] = [];
      let requests = 0;
      const started = performance.now();
      for (const { name, cookie } of identities) {
        const found: Found = new Map();
        const check = async (method: string, path: string, attempt: Attempt) => {
          requests += 1;
          const res = await send(method, path, attempt, cookie);
          if (res.status >= 500)
            failures.push(
              `${method.toUpperCase()} ${path} as ${name}, ${attempt.label}: ${res.status} ${res.text.slice(0, 200)}`,
            );
          return res;
        };
        // First what a person would do, so later paths find real rows: create (the bodies as the document
        // describes them), then read lists and details, keeping the ids of what came back.
        for (const { method, path, op } of operations.filter((o) => o.method === 'post' && !o.path.includes('{'))) {
          const res = await check(method, path, attemptsFor(found, path, op).baseline);
          if (res.status < 300) harvest(found, path, res.json);
        }
        for (const pass of [false, true]) {
          for (const { method, path, op } of operations.filter(
            (o) => o.method === 'get' && o.path.includes('{') === pass,
          )) {
            const res = await check(method, path, attemptsFor(found, path, op).baseline);
            if (res.status < 300) harvest(found, path, res.json);
          }
        }
        for (const { method, path, op } of operations) {
          for (const attempt of attemptsFor(found, path, op).mutations) await check(method, path, attempt);
        }
      }
      console.info(
        `request fuzz: ${operations.length} operations, ${requests} requests, ${failures.length} answered 5xx, ` +
          `${Math.round(performance.now() - started)} ms`,
      );
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );
});

describe('the refusals read as a person would', () => {
  const as = (i: number, method: string, path: string, body?: unknown) =>
    t.request(path, {
      method,
      headers: { cookie: identities[i]!.cookie, 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const refusal = async (res: Response) => {
    expect(res.status).toBe(400);
    return ((await res.json()) as { error: { message: string; fields?: Record<string, string> } }).error;
  };

  it('a deadline beyond 2199 is refused with the accepted range, without signing in', async () => {
    const error = await refusal(
      await t.request('/api/tenders?deadlineTo=9999-12-31', { headers: { 'Accept-Language': 'en' } }),
    );
    expect(error.message).toContain('between 1900-01-01 and 2199-12-31');
  });

  it('a listing id beyond int4 is an invalid listingId, not a database error', async () => {
    const error = await refusal(await as(0, 'POST', '/api/conversations', { listingId: 2_147_483_648 }));
    expect(error.fields).toHaveProperty('listingId');
  });

  it('a control character in a one-line text is named; a multi-line text keeps its line breaks', async () => {
    const error = await refusal(
      await as(0, 'POST', '/api/cooperatives', { name: 'Coop\u0007', purpose: 'Rentar juntos', city: 'Puebla' }),
    );
    expect(error.message).toContain('invisible control character');
    const res = await as(0, 'POST', '/api/cooperatives', {
      name: 'Cooperativa de bicis',
      purpose: 'Rentar bicis juntos.\nY repararlas.',
      city: 'Puebla',
    });
    expect(res.status).toBe(200);
  });

  it('an update that changes nothing says so', async () => {
    const topics = (await (await as(1, 'GET', '/api/community/topics')).json()) as { topics: { id: string }[] };
    const error = await refusal(await as(1, 'PATCH', `/api/community/topics/${topics.topics[0]!.id}`, {}));
    expect(error.message).toContain('changes nothing');
  });
});
