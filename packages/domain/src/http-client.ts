/** §9 "Client timeouts: 20000 ms and 5000 ms" — the main client. */
export const GET_TIMEOUT_MS = 20_000;
/** §7 "(5 s in the other client)" — pass as `timeoutMs` for the secondary client. */
export const SECONDARY_TIMEOUT_MS = 5_000;
/** §8 "GET request failure → User-facing text". */
export const GET_ERROR_TEXT = 'request data error, please retry later';

export type HttpErrorKind = 'timeout' | 'network' | 'status' | 'parse';

/** A failed request (thrown by GET; POST only logs it). `message` is for developers; show `userMessage` to users. */
export class HttpError extends Error {
  readonly userMessage: string = GET_ERROR_TEXT;
  readonly kind: HttpErrorKind;
  readonly method: 'GET' | 'POST';
  /** Path with its query string, without the base URL. */
  readonly path: string;
  readonly status: number | undefined;

  constructor(kind: HttpErrorKind, method: 'GET' | 'POST', path: string, status?: number, options?: { cause?: unknown }) {
    super(`${method} ${path} failed: ${kind}${status === undefined ? '' : ` ${status}`}`, options);
    this.name = 'HttpError';
    this.kind = kind;
    this.method = method;
    this.path = path;
    this.status = status;
  }
}

export type QueryValue = string | number | boolean | null | undefined;
export type FormValue = QueryValue | readonly QueryValue[] | Record<string, unknown>;

export interface HttpLogger {
  error(msg: string, meta?: unknown): void;
}

/** Starts a timer and returns its cancel function. Injected in tests so no real time passes. */
export type SetTimer = (fn: () => void, ms: number) => () => void;

export interface HttpClientOptions {
  /** Prefix for every path, e.g. 'https://www.example.com'. Default '' (same origin). */
  baseUrl?: string;
  fetch: typeof fetch;
  /** Abort after this many ms. Default {@link GET_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Where POST failures go. Default `console`. */
  logger?: HttpLogger;
  /** Extra headers read at each request (e.g. the csrf header of §7). */
  headers?: () => Record<string, string>;
  setTimer?: SetTimer;
}

export interface HttpClient {
  get<T>(path: string, params?: Record<string, QueryValue>): Promise<T>;
  post<T>(path: string, body?: Record<string, FormValue>, opts?: { json?: boolean }): Promise<T | undefined>;
}

/**
 * Merges header objects left to right; a later name replaces an earlier one whatever its case
 * (fetch would otherwise join 'content-type' and 'Content-Type' into one comma list).
 * @example mergeHeaders({ Accept: 'a' }, { accept: 'b' }) // { accept: 'b' }
 */
export function mergeHeaders(...layers: (Record<string, string> | undefined)[]): Record<string, string> {
  const out: Record<string, string> = {};
  const byLower = new Map<string, string>();
  for (const layer of layers) {
    for (const [name, value] of Object.entries(layer ?? {})) {
      const previous = byLower.get(name.toLowerCase());
      if (previous !== undefined) delete out[previous];
      byLower.set(name.toLowerCase(), name);
      out[name] = value;
    }
  }
  return out;
}

const defaultSetTimer: SetTimer = (fn, ms) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

/**
 * Appends query params to a path; `undefined` and `null` values are skipped.
 * @example withQuery('/a', { x: 1, y: undefined }) === '/a?x=1'
 */
export function withQuery(path: string, params?: Record<string, QueryValue>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) {
    if (v !== undefined && v !== null) qs.append(k, String(v));
  }
  const s = qs.toString();
  if (!s) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${s}`;
}

/**
 * Form-encodes a POST body: scalars as strings, arrays as repeated keys, objects as JSON,
 * `undefined`/`null` skipped.
 * @example encodeForm({ a: 1, b: [2, 3] }).toString() === 'a=1&b=2&b=3'
 */
export function encodeForm(body: Record<string, FormValue>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) {
      for (const item of v as readonly QueryValue[]) if (item !== undefined && item !== null) form.append(k, String(item));
    } else if (typeof v === 'object') {
      form.append(k, JSON.stringify(v));
    } else {
      form.append(k, String(v));
    }
  }
  return form;
}

/**
 * HTTP client of §7 "Clients: GET timeout 20 s (5 s in the other client); POST encodes the form by
 * default; credentials are sent." GET failures throw {@link HttpError} (§8 user text); POST
 * failures are logged without the body and resolve `undefined` (§8 "Logged, returns nothing").
 * The same timeout also applies to POST so a hung submit cannot spin forever.
 *
 * @example
 * const http = createHttpClient({ fetch, baseUrl: 'https://api.example.com' });
 * const info = await http.get<{ uid: number }>('/api/web/v1/usercenter/get_info');
 * const res = await http.post<{ result: boolean }>('/json_svr/query_safe', { action: 'tradepassfrequency' });
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseUrl = '', fetch: doFetch, timeoutMs = GET_TIMEOUT_MS, headers, setTimer = defaultSetTimer } = options;
  const logger: HttpLogger = options.logger ?? console;

  // One request; the abort timer covers both the response and reading its body. The race makes
  // the timeout hold even for a fetch implementation that ignores the signal.
  async function send(method: 'GET' | 'POST', path: string, init: RequestInit): Promise<{ res: Response; text: string }> {
    const controller = new AbortController();
    const timedOut = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(new Error('timeout')), { once: true });
    });
    timedOut.catch(() => undefined); // only ever observed through the races below
    const cancel = setTimer(() => controller.abort(), timeoutMs);
    try {
      const res = await Promise.race([
        doFetch(baseUrl + path, { ...init, method, credentials: 'include', signal: controller.signal }),
        timedOut,
      ]);
      const text = await Promise.race([res.text(), timedOut]);
      return { res, text };
    } catch (cause) {
      throw new HttpError(controller.signal.aborted ? 'timeout' : 'network', method, path, undefined, { cause });
    } finally {
      cancel();
    }
  }

  return {
    async get<T>(path: string, params?: Record<string, QueryValue>): Promise<T> {
      const url = withQuery(path, params);
      try {
        const { res, text } = await send('GET', url, { headers: mergeHeaders({ Accept: 'application/json' }, headers?.()) });
        if (!res.ok) throw new HttpError('status', 'GET', url, res.status);
        try {
          return JSON.parse(text) as T;
        } catch (cause) {
          throw new HttpError('parse', 'GET', url, res.status, { cause });
        }
      } catch (err) {
        // Every GET failure carries the §8 user text, whatever went wrong.
        throw err instanceof HttpError ? err : new HttpError('network', 'GET', url, undefined, { cause: err });
      }
    },

    async post<T>(path: string, body: Record<string, FormValue> = {}, opts?: { json?: boolean }): Promise<T | undefined> {
      const json = opts?.json === true;
      try {
        const { res, text } = await send('POST', path, {
          // Content-Type last: it must always describe the body we actually send.
          headers: mergeHeaders({ Accept: 'application/json' }, headers?.(), {
            'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded;charset=UTF-8',
          }),
          body: json ? JSON.stringify(body) : encodeForm(body).toString(),
        });
        if (!res.ok) throw new HttpError('status', 'POST', path, res.status);
        if (text.trim() === '') return undefined;
        try {
          return JSON.parse(text) as T;
        } catch (cause) {
          throw new HttpError('parse', 'POST', path, res.status, { cause });
        }
      } catch (err) {
        // Never log the body: it may hold fund passwords or TOTP codes (§7 query_safe).
        const e = err instanceof HttpError ? err : new HttpError('network', 'POST', path, undefined, { cause: err });
        logger.error(`POST ${path} failed`, { kind: e.kind, status: e.status });
        return undefined;
      }
    },
  };
}
