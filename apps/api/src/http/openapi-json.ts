import type { z } from '@hono/zod-openapi';

/**
 * An OpenAPI response (or error response) whose body is JSON described by a zod schema. Generic, so a route's
 * handler is type-checked against the schema it promises.
 */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
