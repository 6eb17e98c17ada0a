import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODES, type ApiError } from '@ex/contracts';

/** An expected failure: thrown by services and routes, turned into its JSON body by the app's onError. */
export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    /**
     * `retry_after` (429), `locked_until` (423, ISO time); `result`/`msg` on `/json_svr/` paths, whose
     * callers read those (§7 query_safe).
     */
    readonly body: ApiError & { retry_after?: number; locked_until?: string; result?: boolean; msg?: string },
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.name = 'ApiFailure';
  }
}

export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/** HTTP 400 `{ code: 40000, message, field, errors }`; `field` is the first invalid field. */
export function invalidInput(errors: readonly FieldError[]): ApiFailure {
  const first = errors[0] ?? { field: 'body', message: 'Invalid input' };
  return new ApiFailure(400, { code: ERROR_CODES.invalidInput, message: first.message, field: first.field, errors: [...errors] });
}

export const unauthenticated = () => new ApiFailure(401, { code: ERROR_CODES.unauthenticated, message: 'Please log in' });
export const notFoundBody = { code: ERROR_CODES.notFound, message: 'Not found' } as const;
export const internalBody = { code: ERROR_CODES.internal, message: 'Internal server error' } as const;

/**
 * HTTP 429 `{ code: 42900, message, retry_after }` with a Retry-After header (seconds). The same for
 * every e-mail, known or not.
 */
export function tooManyAttempts(retryAfterSeconds: number): ApiFailure {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const message = `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  return new ApiFailure(
    429,
    { code: ERROR_CODES.rateLimited, message, retry_after: retryAfterSeconds },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}
