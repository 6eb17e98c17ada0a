/** §7 sub-account info (param sub_uid; response code, message, data). */
export const SUB_ACCOUNT_INFO_PATH = '/api/web/v1/usercenter/sub_account_info';

/** §8 "redirect home after 2 s". */
const REDIRECT_MS = 2000;

export interface SubAccountInfoOutcome {
  /** §3 type (1 normal, 4 managed); the §8 fallback 1 on any failure. */
  readonly type: number;
  readonly subType: number;
  /** The server's message to show as a warning, or null when the answer was good. */
  readonly warning: string | null;
  readonly redirectAfterMs: number;
}

/**
 * §8 "Sub-account info non-zero code: warning toast with server message, redirect home after 2 s,
 * fall back to type 1 sub type 1". A failed request is a §8 GET failure: the fallback kind, no
 * redirect.
 * @example subAccountInfoOutcome({ code: 0, data: { type: 4, sub_type: 7 } }) // { type: 4, subType: 7, warning: null, … }
 * @example subAccountInfoOutcome({ code: 40400, message: 'Sub-account not found', data: null }).warning === 'Sub-account not found'
 */
export function subAccountInfoOutcome(raw: unknown): SubAccountInfoOutcome {
  const body = (raw ?? {}) as { code?: unknown; message?: unknown; data?: { type?: unknown; sub_type?: unknown } | null };
  if (body.code === 0 && typeof body.data?.type === 'number' && typeof body.data.sub_type === 'number') {
    return { type: body.data.type, subType: body.data.sub_type, warning: null, redirectAfterMs: REDIRECT_MS };
  }
  const warning =
    typeof body.code === 'number' && body.code !== 0 ? (typeof body.message === 'string' && body.message ? body.message : 'Error') : null;
  return { type: 1, subType: 1, warning, redirectAfterMs: REDIRECT_MS };
}
