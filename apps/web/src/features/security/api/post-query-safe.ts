import { QUERY_SAFE_PATH, querySafeResponseSchema } from '@ex/contracts';
import { encodeForm } from '@ex/domain';
import { postApi } from '@/core/api/post-api';
import { failureOf, type SecurityFailure } from './post-security';

export interface FrequencyChange {
  /** §4.10 validity: one hour (1), every time (2), never (0). */
  readonly frequency: number;
  readonly fundpass: string;
  readonly totp: string;
}

/** `message` is the server's msg; null when it gave none (the toast then says "Error", §8). */
export type QuerySafeOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly failure: SecurityFailure | { readonly kind: 'refused'; readonly message: string | null } };

/**
 * §7 POST /json_svr/query_safe, action=tradepassfrequency: form-encoded, credentials sent, CSRF header
 * from the cookie (fallback '1'). Its answer is not the usual envelope: `{ result, msg }`, success
 * when result is truthy. Session and CSRF refusals come back as the usual error body.
 */
export async function postFrequencyChange(change: FrequencyChange): Promise<QuerySafeOutcome> {
  const result = await postApi(QUERY_SAFE_PATH, {
    form: encodeForm({ action: 'tradepassfrequency', frequency: change.frequency, fundpass: change.fundpass, totp: change.totp }),
  });
  if (result.kind === 'network') return { ok: false, failure: { kind: 'network' } };
  const { raw, status } = result;
  if (status === 401) return { ok: false, failure: { kind: 'login' } };
  const answer = querySafeResponseSchema.safeParse(raw);
  if (answer.success && answer.data.result && result.ok) return { ok: true };
  if (answer.success) return { ok: false, failure: { kind: 'refused', message: answer.data.msg.trim() || null } };
  const failure = failureOf(status, raw);
  if (failure.kind === 'server') return { ok: false, failure: { kind: 'refused', message: failure.error.message || null } };
  return { ok: false, failure };
}
