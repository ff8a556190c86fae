import type { z } from '@hono/zod-openapi';

/**
 * An OpenAPI response (or error response) whose body is JSON described by a zod schema. Generic, so a route's
 * handler is type-checked against the schema it promises.
 */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A file part of a multipart body (typed as a Blob for the web client by scripts/openapi-types.ts). */
export const FILE_PART = { type: 'string', format: 'binary' } as const;

type Part = { type: 'string' | 'integer'; format?: 'binary' | 'date'; enum?: string[]; description?: string };

/**
 * A multipart/form-data request body, for the OpenAPI document (and so the typed web client) only. The schema is
 * a plain one, not zod, on purpose: @hono/zod-openapi then adds no validator, so the route still checks sign-in
 * first and reads the form itself with its own messages (a missing or wrong file is the module's sentence).
 */
export const multipart = (
  description: string,
  properties: Record<string, Part | { type: 'array'; items: typeof FILE_PART; maxItems?: number }>,
  required: readonly string[],
) => ({
  description,
  required: true,
  content: {
    'multipart/form-data': { schema: { type: 'object' as const, properties, required: [...required] } },
  },
});
