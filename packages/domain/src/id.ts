import { z } from 'zod';

/** The largest PostgreSQL `integer` (int4): the type of every serial id column. */
export const INT4_MAX = 2_147_483_647;

/**
 * Every integer id a client sends — path parameter, query value or body field. Positive and at most int4's
 * maximum, so an id the database could never hold is a 400 rather than a database 500. A path or query value
 * arrives as text, so a string of digits is read as its number; nothing else is coerced (`true` is not id 1).
 */
export const idSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,20}$/.test(value) ? Number(value) : value),
  z.number().int().positive().max(INT4_MAX),
);

/** `/{id}` of a resource with an integer id. */
export const idParamSchema = z.object({ id: idSchema });
