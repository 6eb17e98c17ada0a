import { apiErrorSchema, type ApiError } from '@ex/contracts';
import { csrfHeader } from './csrf';

/** What came back from a POST, before a feature maps it to its own outcome. */
export type PostResult =
  | { readonly kind: 'response'; readonly ok: boolean; readonly status: number; readonly raw: unknown; readonly error: ApiError | null }
  | { readonly kind: 'network' };

/**
 * The one POST path of the browser for calls whose failure the user must see (auth, security,
 * KYC): same origin, credentials, the CSRF header, JSON / form / multipart bodies, and the error body
 * read back. The spec's fire-and-forget POST client (logs and returns nothing) cannot show why a
 * call failed. Bodies are never logged: they carry passwords and fund passwords.
 */
export async function postApi(
  path: string,
  body: { json: unknown } | { form: URLSearchParams } | { multipart: FormData },
): Promise<PostResult> {
  const headers: Record<string, string> = { accept: 'application/json', ...csrfHeader() };
  let payload: BodyInit;
  if ('json' in body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if ('form' in body) {
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    payload = body.form.toString();
  } else {
    // The browser sets the multipart content type with its boundary.
    payload = body.multipart;
  }
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', credentials: 'include', headers, body: payload });
  } catch {
    return { kind: 'network' };
  }
  const raw: unknown = await response.json().catch(() => null);
  const error = response.ok ? null : apiErrorSchema.safeParse(raw);
  return { kind: 'response', ok: response.ok, status: response.status, raw, error: error?.success ? error.data : null };
}
