import { ERROR_CODES, type ApiError } from '@ex/contracts';

/** The web server's own answers on an API path: the API is unreachable (or the path is not one). */
export type GatewayStatus = 404 | 502 | 503 | 504;

/** §8 "GET request failure": the text users see for a failed request. */
export const RETRY_LATER_MESSAGE = 'request data error, please retry later';
/** Seconds a client should wait before retrying a 503 (the API is restarting). */
const RETRY_AFTER_SECONDS = 5;

const CODES: Record<GatewayStatus, number> = {
  404: ERROR_CODES.notFound,
  502: ERROR_CODES.badGateway,
  503: ERROR_CODES.unavailable,
  504: ERROR_CODES.gatewayTimeout,
};

/**
 * The status for a failed connection to the API: refused (nothing listens: down or restarting) is
 * 503, a timeout 504, anything else (reset, broken pipe, garbage) 502.
 * @example gatewayFailureOf({ code: 'ECONNREFUSED' }).status === 503
 */
export function gatewayFailureOf(error: { code?: unknown }): { status: 502 | 503 | 504 } {
  if (error.code === 'ECONNREFUSED') return { status: 503 };
  if (error.code === 'ETIMEDOUT' || error.code === 'ERR_UPSTREAM_UPGRADE_TIMEOUT') return { status: 504 };
  return { status: 502 };
}

/**
 * The answer in the API's error shape (`{ code, message }`, packages/contracts apiErrorSchema) so
 * the web client's fetchers treat it as any API failure. `/json_svr/` callers read `result`/`msg`
 * (§7 query_safe), so there the body carries those too, as the API's own refusals do.
 * @example gatewayFailure(503, '/api/web/v1/usercenter/get_info').body === '{"code":50300,"message":"request data error, please retry later"}'
 */
export function gatewayFailure(status: GatewayStatus, path: string): { headers: Record<string, string>; body: string } {
  const message = status === 404 ? 'Not found' : RETRY_LATER_MESSAGE;
  const error: ApiError & { result?: boolean; msg?: string } = { code: CODES[status], message };
  if (path.startsWith('/json_svr/')) Object.assign(error, { result: false, msg: message });
  const body = JSON.stringify(error);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(new TextEncoder().encode(body).length),
    'Cache-Control': 'no-store',
  };
  if (status === 503) headers['Retry-After'] = String(RETRY_AFTER_SECONDS);
  return { headers, body };
}
