import type { ApiErrorBody } from '@vira/domain/api-error';
import { afterFirstPaint } from './after-first-paint';
import { i18next } from './i18n';

/** A failed API call, carrying the server's message in the person's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Calls better-auth's own endpoints (/api/auth/*), the only ones outside the OpenAPI document and so outside the
 * typed `api` client (lib/api.ts), which every other call uses. Same-origin, cookies included, language sent
 * along; whatever fails, the error's message is something a person can read in their language: the server's own
 * message for a refused request, ours for a lost connection or a server fault (never 'Failed to fetch').
 */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await send(path, json, headers, rest);
  } catch (error) {
    throw toNetworkError(error);
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response, body);
  return body as T;
}

// Like every API call, sent once the first screen is painted: an answer arriving before that paint would be
// rendered before it (lib/after-first-paint.ts).
function send(path: string, json: unknown, headers: HeadersInit | undefined, rest: RequestInit): Promise<Response> {
  return afterFirstPaint(() =>
    fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        Accept: 'application/json',
        'X-Vira-Language': i18next.language ?? 'es',
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    }),
  )();
}

/**
 * The one mapping from a failed response to what the person is told; the typed client uses it too. The server's
 * own message for a refused request, ours for a server fault or an answer without one (never 'Internal Server
 * Error').
 */
export function toApiError(response: Response, body: unknown): ApiError {
  const error = (body as ApiErrorBody | null)?.error;
  const message =
    response.status < 500 && error?.message ? error.message : i18next.t('errors.unexpected', { ns: 'common' });
  return new ApiError(response.status, error?.code ?? 'unexpected_error', message, error?.fields);
}

/** A request that never got an answer (offline, connection cut): a sentence, never 'Failed to fetch'. */
export function toNetworkError(error: unknown): unknown {
  // A cancelled request (a query that is no longer needed) is not a failure to tell anyone about.
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new ApiError(0, 'network_error', i18next.t('errors.network', { ns: 'common' }));
}
