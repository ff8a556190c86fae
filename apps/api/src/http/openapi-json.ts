import type { z } from '@hono/zod-openapi';

/** An OpenAPI response (or error response) whose body is JSON described by a zod schema. */
export const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
