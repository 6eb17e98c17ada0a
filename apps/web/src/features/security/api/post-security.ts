import { z } from 'zod';
import { ENDPOINTS, ERROR_CODES, apiErrorSchema, responseSchema, type ApiError, type EndpointBody, type EndpointData } from '@ex/contracts';
import { postApi } from '@/core/api/post-api';

/** Why a security call failed, in the terms the screens act on. */
export type SecurityFailure =
  /** 401: the session is gone; the caller sends the visitor to /login with a return path. */
  | { readonly kind: 'login' }
  /** 403 code 40301: the CSRF check failed; a reload issues a fresh token. */
  | { readonly kind: 'csrf' }
  /** 423 code 42300: too many wrong fund passwords or codes; `until` is an ISO time (or null when not given). */
  | { readonly kind: 'locked'; readonly until: string | null; readonly message: string }
  /** Any other refusal with a body: wrong secret (40102), invalid field (40000), rate limit (42900)… */
  | { readonly kind: 'server'; readonly error: ApiError }
  /** No usable answer (network, timeout, a body that is not ours). */
  | { readonly kind: 'network' };

export type SecurityOutcome<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly failure: SecurityFailure };

const lockBodySchema = z.object({ locked_until: z.string().nullable().optional() });

/** Reads a failed response's body into a {@link SecurityFailure}. Shared with the query_safe fetcher. */
export function failureOf(status: number, raw: unknown): SecurityFailure {
  const error = apiErrorSchema.safeParse(raw);
  if (status === 401 || (error.success && error.data.code === ERROR_CODES.unauthenticated)) return { kind: 'login' };
  if (error.success && error.data.code === ERROR_CODES.csrf) return { kind: 'csrf' };
  if (!error.success) return { kind: 'network' };
  if (error.data.code === ERROR_CODES.locked) {
    const lock = lockBodySchema.safeParse(raw);
    return { kind: 'locked', until: lock.success ? (lock.data.locked_until ?? null) : null, message: error.data.message };
  }
  return { kind: 'server', error: error.data };
}

type PostName = 'fundpassSet' | 'fundpassChange' | 'fundpassVerify' | 'totpSetup' | 'totpConfirm';

/**
 * POSTs a security call as JSON with credentials and the CSRF header, parsing the answer with its
 * contract. Unlike the spec's fire-and-forget POST client, the screens must show why it failed,
 * so the error body is read. Secrets in `body` are never logged.
 */
export async function postSecurity<N extends PostName>(name: N, body: EndpointBody<N>): Promise<SecurityOutcome<EndpointData<N>>> {
  const result = await postApi(ENDPOINTS[name].path, { json: body });
  if (result.kind === 'network') return { ok: false, failure: { kind: 'network' } };
  if (!result.ok) return { ok: false, failure: failureOf(result.status, result.raw) };
  const parsed = responseSchema(name).safeParse(result.raw);
  if (parsed.success && parsed.data.code === 0) return { ok: true, data: parsed.data.data };
  return { ok: false, failure: parsed.success ? failureOf(result.status, parsed.data) : { kind: 'network' } };
}
