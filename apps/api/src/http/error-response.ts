import type { ApiErrorBody } from '@vira/domain/api-error';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Locale } from '@vira/domain/locales';
import type { ZodError } from 'zod';
import { commonMessages } from '../i18n/common-messages';
import { FIELD_LABELS } from '../i18n/field-labels';
import { localize } from '../i18n/localized';
import { zodReason } from '../i18n/zod-reason';
import { AppError, TooManyRequestsError } from './app-error';
import type { AppBindings } from './context';

/** Turns any thrown value into the one error shape. Unknown errors are logged and become a generic 500. */
export function errorResponse(error: unknown, c: Context<AppBindings>) {
  const locale = c.get('locale') ?? 'es';
  const requestId = c.get('requestId');
  if (error instanceof AppError) {
    // Every 429 says when to come back; our own limits know the end of their window.
    if (error.status === 429)
      c.header('Retry-After', String(error instanceof TooManyRequestsError ? error.retryAfterSeconds : 60));
    const body: ApiErrorBody = {
      error: { code: error.code, message: localize(error.text, locale, error.params), requestId, fields: error.fields },
    };
    return c.json(body, error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Hono raises these for malformed bodies and similar; they are the caller's fault.
    const body: ApiErrorBody = {
      error: { code: 'bad_request', message: localize(commonMessages.invalidBody, locale), requestId },
    };
    return c.json(body, error.status as 400);
  }
  c.get('logger')?.error({ err: error }, 'unhandled error');
  const body: ApiErrorBody = {
    error: { code: 'internal_error', message: localize(commonMessages.internal, locale), requestId },
  };
  return c.json(body, 500);
}

/** The field as the person sees it: its form's label in their language, else (a field no form shows) its name. */
function fieldLabel(path: string, locale: Locale): string {
  const label = FIELD_LABELS[path] ?? FIELD_LABELS[path.split('.').at(-1)!];
  return label ? localize(label, locale) : path;
}

/**
 * A failed zod validation as a 400 naming the first bad field by its label, explained in the caller's language.
 * `fields` keeps the API's names: forms read it to mark their inputs.
 */
export function validationError(error: ZodError, locale: Locale): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'body';
    fields[key] ??= zodReason(issue, locale);
  }
  const [first] = error.issues;
  const field = first?.path.join('.') || 'body';
  return new AppError(
    400,
    'validation_failed',
    commonMessages.invalidField,
    { field: fieldLabel(field, locale), reason: first ? zodReason(first, locale) : '' },
    fields,
  );
}
