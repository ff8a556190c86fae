import type { ApiErrorBody } from '@vira/domain/api-error';
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

/** The one way the web app talks to the API: same-origin, cookies included, language sent along. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...rest,
    headers: {
      Accept: 'application/json',
      'X-Vira-Language': i18next.language ?? 'es',
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response, body);
  return body as T;
}

/** The one mapping from a failed response to what the person is told; the typed client uses it too. */
export function toApiError(response: Response, body: unknown): ApiError {
  const error = (body as ApiErrorBody | null)?.error;
  return new ApiError(
    response.status,
    error?.code ?? 'network_error',
    error?.message ?? response.statusText,
    error?.fields,
  );
}
