import { ENDPOINTS, responseSchema, type ApiError, type AuthResult } from '@ex/contracts';
import { postApi } from '@/core/api/post-api';

export type AuthOutcome<T> = { ok: true; data: T } | { ok: false; error: ApiError | null };

/**
 * Sign-up, log-in and log-out POSTs. Unlike the spec's fire-and-forget POST client (which logs and
 * returns nothing on failure), these must show the server's field errors, so they read the error body.
 */
async function postJson<T>(path: string, body: unknown, parse: (raw: unknown) => T | null): Promise<AuthOutcome<T>> {
  const result = await postApi(path, { json: body });
  if (result.kind === 'network') return { ok: false, error: null };
  if (!result.ok) return { ok: false, error: result.error };
  const data = parse(result.raw);
  return data === null ? { ok: false, error: null } : { ok: true, data };
}

const parseAuth = (name: 'login' | 'signup') => (raw: unknown) => {
  const parsed = responseSchema(name).safeParse(raw);
  return parsed.success ? (parsed.data.data as AuthResult) : null;
};

export const postLogin = (body: { email: string; password: string }) => postJson(ENDPOINTS.login.path, body, parseAuth('login'));

export const postSignup = (body: { email: string; password: string; nickname?: string }) =>
  postJson(ENDPOINTS.signup.path, body, parseAuth('signup'));

export const postLogout = () => postJson(ENDPOINTS.logout.path, {}, () => true as const);
