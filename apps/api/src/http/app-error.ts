import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { LocalizedText } from '../i18n/localized';

/** A failure the caller should see: status, a stable code, and a message in every language. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly text: LocalizedText,
    readonly params: Record<string, string | number> = {},
    readonly fields?: Record<string, string>,
  ) {
    super(`${code}: ${text.en}`);
    this.name = 'AppError';
  }
}

/** A 429: the caller may try again after `retryAfterSeconds` (sent as Retry-After). */
export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    code: string,
    text: LocalizedText,
  ) {
    super(429, code, text);
  }
}
