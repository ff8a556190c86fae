import { calendarDateSchema } from '@vira/domain/calendar-date';
import { idSchema } from '@vira/domain/id';
import { TEXT_REFUSALS } from '@vira/domain/text';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Storage } from '../adapters/storage/storage';
import { createAdapters, createCheckedAdapters, type Adapters } from '../adapters/adapters';
import type { AppDb } from '../db/client';
import type { AppDeps } from '../app-deps';
import { systemClock } from '../clock';
import { loadEnv } from '../config/env';
import type { Database } from '../db/client';
import type { LiveBus } from '../modules/live';
import { createApp } from './create-app';

/**
 * What every route's request schemas are made of, read from the registered routes (the zod schemas behind the
 * OpenAPI document): each text goes through textSchema, each integer id through idSchema, each calendar date
 * through calendarDateSchema, and every number has an upper bound. A route added with a raw
 * `z.string()` or `z.number()` fails here by name, before any request could reach the database.
 */

type Any = z.core.$ZodType;
type Leaf = { at: string; schema: Any };

const UNBOUNDED = Number.MAX_SAFE_INTEGER + 1;
const refusals = new Set<unknown>(Object.values(TEXT_REFUSALS));

/** The parts of a zod definition this walk reads (each present only on its kind of schema). */
interface Def {
  type: string;
  shape: Record<string, Any>;
  innerType: Any;
  in: Any;
  out: Any;
  element: Any;
  options: Any[];
  left: Any;
  right: Any;
  keyType: Any;
  valueType: Any;
  items: Any[];
  getter: () => Any;
  checks?: { _zod: { def: { format?: string } } }[];
  format?: string;
}

function defOf(schema: Any): Def {
  return schema._zod.def as unknown as Def;
}

/** The leaves of a request schema that carry values (strings, numbers), with their path. */
function leavesOf(schema: Any, at: string, seen = new Set<Any>()): Leaf[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  // The shared schemas are leaves even though they are built of parts.
  if (schema === idSchema || schema === calendarDateSchema) return [{ at, schema }];
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape).flatMap(([key, child]) => leavesOf(child, at ? `${at}.${key}` : key, seen));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return leavesOf(def.innerType, at, seen);
    case 'pipe': {
      // `textSchema().pipe(z.url())`: what arrives is checked by the first; a preprocess leaves it to the second.
      const input = leavesOf(def.in, at, seen);
      return input.length > 0 ? input : leavesOf(def.out, at, seen);
    }
    case 'array':
      return leavesOf(def.element, `${at}[]`, seen);
    case 'union':
      return def.options.flatMap((option) => leavesOf(option, at, seen));
    case 'intersection':
      return [...leavesOf(def.left, at, seen), ...leavesOf(def.right, at, seen)];
    case 'record':
      return [...leavesOf(def.keyType, `${at}{key}`, seen), ...leavesOf(def.valueType, `${at}{}`, seen)];
    case 'tuple':
      return def.items.flatMap((item, i) => leavesOf(item, `${at}[${i}]`, seen));
    case 'lazy':
      return leavesOf(def.getter(), at, seen);
    case 'string':
    case 'number':
    case 'bigint':
      return [{ at, schema }];
    default:
      // enum, literal, boolean, file, transform, unknown: nothing a client can smuggle past them.
      return [];
  }
}

/** Why a leaf is not made of the shared schemas, or null when it is. */
function problemOf({ at, schema }: Leaf): string | null {
  if (schema === idSchema || schema === calendarDateSchema) return null;
  const def = defOf(schema);
  const name = at.split('.').at(-1) ?? at;
  if (def.type === 'string') {
    const checks = def.checks ?? [];
    if (checks.some((check) => refusals.has(check))) return null;
    const formats = [def.format, ...checks.map((check) => check._zod.def.format)];
    // Formats whose grammar refuses every control character: row ids, instants, e-mail addresses.
    if (formats.some((format) => format && ['uuid', 'guid', 'datetime', 'email'].includes(format))) return null;
    if (formats.includes('date')) return 'a date not through calendarDateSchema';
    return 'a string not through textSchema';
  }
  if (/(^id|Id|Ids)(\[\])?$/.test(name)) return 'an integer id not through idSchema';
  // Amounts may be bigint; what matters is a bound, so no number beyond what the column and JavaScript hold.
  const parsed = (schema as unknown as z.ZodType).safeParse(UNBOUNDED);
  return parsed.success ? 'a number without an upper bound' : null;
}

function requestSchemas(): { operation: string; part: string; schema: Any }[] {
  const deps: AppDeps = {
    env: loadEnv({ NODE_ENV: 'development' }),
    database: {} as Database,
    logger: pino({ level: 'silent' }),
    storage: {} as Storage,
    live: {} as LiveBus,
    adapters: {} as Adapters,
    clock: systemClock,
  };
  // Building the routes reads the payment providers (the sandbox page attaches to the app), nothing else.
  deps.adapters = createAdapters(deps.env, {} as AppDb, deps.logger, createCheckedAdapters(deps.env));
  const app = createApp(deps);
  const out: { operation: string; part: string; schema: Any }[] = [];
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const { method, path, request } = definition.route;
    const operation = `${method.toUpperCase()} ${path}`;
    const isZod = (s: unknown): s is Any => typeof s === 'object' && s !== null && '_zod' in s;
    if (isZod(request?.params)) out.push({ operation, part: 'path', schema: request.params });
    if (isZod(request?.query)) out.push({ operation, part: 'query', schema: request.query });
    // Only JSON bodies are validated by their schema; a text or multipart body is read by its service.
    const body = (request?.body?.content?.['application/json'] as { schema?: unknown } | undefined)?.schema;
    if (isZod(body)) out.push({ operation, part: 'body', schema: body });
  }
  return out;
}

describe('request schemas', () => {
  it('take every text, id and date through the shared schemas of packages/domain', () => {
    const schemas = requestSchemas();
    expect(schemas.length).toBeGreaterThan(100);
    const problems = schemas.flatMap(({ operation, part, schema }) =>
      leavesOf(schema, '').flatMap((leaf) => {
        const problem = problemOf(leaf);
        return problem ? [`${operation} ${part} ${leaf.at || '(whole)'}: ${problem}`] : [];
      }),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
