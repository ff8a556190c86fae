import type { Locale } from '@vira/domain/locales';
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import type { AppError } from './app-error';
import type { AppBindings } from './context';

/**
 * The validation hook of a route whose body schema has refusals with their own code and sentence (an unknown UN
 * number, a missing consent): the route still documents and validates the shared schema, and the service says
 * how such a refusal reads. Every other route uses the app's default hook.
 */
export function refuseWith(toError: (error: ZodError, locale: Locale) => AppError) {
  // `undefined`, not void: the route's hook type accepts a response or nothing.
  return (result: { success: boolean; error?: ZodError }, c: Context<AppBindings>): undefined => {
    if (!result.success) throw toError(result.error!, c.get('locale'));
    return undefined;
  };
}
