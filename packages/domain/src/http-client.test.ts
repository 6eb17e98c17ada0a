import { describe, it, expect } from 'vitest';
import {
  GET_ERROR_TEXT,
  GET_TIMEOUT_MS,
  HttpError,
  SECONDARY_TIMEOUT_MS,
  createHttpClient,
  encodeForm,
  mergeHeaders,
  type HttpClientOptions,
} from './http-client';

const CLIENTS = '§7 "Clients: GET timeout 20 s (5 s in the other client); POST encodes the form by default; credentials are sent."';
const GET_FAIL = '§8 "GET request failure | User-facing text "request data error, please retry later""';
const POST_FAIL = '§8 "POST failure | Logged, returns nothing"';
const CSRF =
  '§7 "POST /json_svr/query_safe | form-encoded, csrf header from a cookie (fallback \'1\'); body action (tradepassfrequency), frequency, fundpass, totp"';

interface Call {
  url: string;
  init: RequestInit;
}

type Responder = (call: Call) => Response | Promise<Response>;

/** A fetch that records each call and answers with `respond`. */
function fakeFetch(respond: Responder) {
  const calls: Call[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return Promise.resolve().then(() => respond(call));
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** A timer we fire by hand: no real time passes in these tests. */
function manualTimer() {
  const timers: { fn: () => void; ms: number; cancelled: boolean }[] = [];
  const setTimer = (fn: () => void, ms: number) => {
    const t = { fn, ms, cancelled: false };
    timers.push(t);
    return () => {
      t.cancelled = true;
    };
  };
  return { setTimer, timers, fire: () => timers.forEach((t) => t.cancelled || t.fn()) };
}

/** A fetch that only ever settles by rejecting when its signal aborts. */
const abortAwareFetch: Responder = ({ init }) =>
  new Promise<Response>((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

function recordingLogger() {
  const entries: { msg: string; meta?: unknown }[] = [];
  return { logger: { error: (msg: string, meta?: unknown) => entries.push({ msg, meta }) }, entries };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function client(respond: Responder, extra: Partial<HttpClientOptions> = {}) {
  const f = fakeFetch(respond);
  const timer = manualTimer();
  const log = recordingLogger();
  const http = createHttpClient({ fetch: f.fetch, setTimer: timer.setTimer, logger: log.logger, ...extra });
  return { http, calls: f.calls, timer, log };
}

describe('constants', () => {
  const cases = [
    { spec: '§9 "Client timeouts: 20000 ms and 5000 ms."', value: GET_TIMEOUT_MS, expected: 20_000 },
    { spec: '§9 "Client timeouts: 20000 ms and 5000 ms."', value: SECONDARY_TIMEOUT_MS, expected: 5_000 },
    { spec: GET_FAIL, value: GET_ERROR_TEXT, expected: 'request data error, please retry later' },
  ];
  it.each(cases)('$spec', ({ value, expected }) => expect(value).toBe(expected));
});

describe('GET', () => {
  const urls = [
    {
      spec: CLIENTS,
      base: 'https://api.test',
      path: '/api/web/v1/site/settings',
      params: undefined,
      expected: 'https://api.test/api/web/v1/site/settings',
    },
    {
      spec: `${CLIENTS} — query params appended, undefined/null skipped`,
      base: '',
      path: '/api/web/v1/rebate/verify_invite_info',
      params: { invite_code: 'AB C', ref_type: undefined, x: null },
      expected: '/api/web/v1/rebate/verify_invite_info?invite_code=AB+C',
    },
    {
      spec: `${CLIENTS} — a path that already has a query gets '&'`,
      base: '',
      path: '/api/web/v1/marketing/get-user-plans?spread_scene=alpha_place_order_web',
      params: { device_id: 'd1', resource_type: 5 },
      expected: '/api/web/v1/marketing/get-user-plans?spread_scene=alpha_place_order_web&device_id=d1&resource_type=5',
    },
    {
      spec: `${CLIENTS} — booleans and numbers become strings`,
      base: '',
      path: '/p',
      params: { a: 0, b: false },
      expected: '/p?a=0&b=false',
    },
  ];
  it.each(urls)('$spec: $expected', async ({ base, path, params, expected }) => {
    const { http, calls } = client(() => json({ code: 0 }), { baseUrl: base });
    await expect(http.get(path, params)).resolves.toEqual({ code: 0 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(expected);
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it(`${CLIENTS} — extra headers are read at each request`, async () => {
    let n = 0;
    const { http, calls } = client(() => json({}), { headers: () => ({ 'X-Req': String(++n) }) });
    await http.get('/a');
    await http.get('/b');
    expect(calls.map((c) => (c.init.headers as Record<string, string>)['X-Req'])).toEqual(['1', '2']);
    expect((calls[0]?.init.headers as Record<string, string>).Accept).toBe('application/json');
  });

  const failures = [
    { spec: `${GET_FAIL} — non-2xx`, respond: (() => json({ msg: 'x' }, 500)) as Responder, kind: 'status', status: 500 },
    { spec: `${GET_FAIL} — 404`, respond: (() => json({}, 404)) as Responder, kind: 'status', status: 404 },
    {
      spec: `${GET_FAIL} — network error`,
      respond: (() => Promise.reject(new TypeError('fetch failed'))) as Responder,
      kind: 'network',
      status: undefined,
    },
    {
      spec: `${GET_FAIL} — invalid JSON`,
      respond: (() => new Response('<html>oops</html>', { status: 200 })) as Responder,
      kind: 'parse',
      status: 200,
    },
    {
      spec: `${GET_FAIL} — empty body is not JSON`,
      respond: (() => new Response('', { status: 200 })) as Responder,
      kind: 'parse',
      status: 200,
    },
  ];
  it.each(failures)('$spec', async ({ respond, kind, status }) => {
    const { http } = client(respond);
    const err = await http.get('/api/web/v1/usercenter/get_info').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).userMessage).toBe(GET_ERROR_TEXT);
    expect((err as HttpError).kind).toBe(kind);
    expect((err as HttpError).status).toBe(status);
  });

  it(`${GET_FAIL} — a throwing headers() still yields the user text`, async () => {
    const { http } = client(() => json({}), {
      headers: () => {
        throw new Error('no cookie');
      },
    });
    await expect(http.get('/a')).rejects.toMatchObject({ userMessage: GET_ERROR_TEXT, kind: 'network' });
  });

  const timeouts = [
    { spec: `${CLIENTS} — main client aborts after 20 s`, timeoutMs: undefined, expectedMs: 20_000, respond: abortAwareFetch },
    {
      spec: `${CLIENTS} — the other client aborts after 5 s`,
      timeoutMs: SECONDARY_TIMEOUT_MS,
      expectedMs: 5_000,
      respond: abortAwareFetch,
    },
    {
      spec: `${CLIENTS} — the timeout holds even if fetch ignores the signal`,
      timeoutMs: undefined,
      expectedMs: 20_000,
      respond: (() => new Promise<Response>(() => undefined)) as Responder,
    },
  ];
  it.each(timeouts)('$spec', async ({ timeoutMs, expectedMs, respond }) => {
    const { http, calls, timer } = client(respond, timeoutMs === undefined ? {} : { timeoutMs });
    const pending = http.get('/slow');
    await Promise.resolve();
    expect(timer.timers.map((t) => t.ms)).toEqual([expectedMs]);
    timer.fire();
    await expect(pending).rejects.toMatchObject({ kind: 'timeout', userMessage: GET_ERROR_TEXT });
    expect(calls[0]?.init.signal?.aborted).toBe(true);
  });

  it(`${CLIENTS} — the timer is cancelled once the response is read`, async () => {
    const { http, timer, calls } = client(() => json({ ok: 1 }));
    await http.get('/fast');
    expect(timer.timers[0]?.cancelled).toBe(true);
    expect(calls[0]?.init.signal?.aborted).toBe(false);
  });
});

describe('POST', () => {
  it(`${CLIENTS} ${CSRF} — the form is encoded by default; credentials are sent`, async () => {
    const { http, calls } = client(() => json({ result: true }), { baseUrl: 'https://www.test', headers: () => ({ csrftoken: '1' }) });
    const res = await http.post<{ result: boolean }>('/json_svr/query_safe', {
      action: 'tradepassfrequency',
      frequency: 1,
      fundpass: 'p@ss w&rd',
      totp: '123456',
      skip: undefined,
    });
    expect(res).toEqual({ result: true });
    const call = calls[0];
    expect(call?.url).toBe('https://www.test/json_svr/query_safe');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.body).toBe('action=tradepassfrequency&frequency=1&fundpass=p%40ss+w%26rd&totp=123456');
    const headers = call?.init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(headers.csrftoken).toBe('1');
  });

  it(`${CLIENTS} — JSON when asked (§7 user-agreement "body {scene}")`, async () => {
    const { http, calls } = client(() => json({ code: 0 }));
    await http.post('/api/web/v1/compliance-kyc/user-agreement/status', { scene: 'futures' }, { json: true });
    expect(calls[0]?.init.body).toBe('{"scene":"futures"}');
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it(`${CLIENTS} — a caller header cannot make Content-Type lie about the body`, async () => {
    const { http, calls } = client(() => json({}), { headers: () => ({ 'content-type': 'text/plain', 'X-Csrf': '1' }) });
    await http.post('/p', { a: 1 });
    expect(calls[0]?.init.headers).toEqual({
      Accept: 'application/json',
      'X-Csrf': '1',
      'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
    });
  });

  const failures = [
    { spec: `${POST_FAIL} — non-2xx`, respond: (() => json({ msg: 'no' }, 500)) as Responder, kind: 'status' },
    { spec: `${POST_FAIL} — network error`, respond: (() => Promise.reject(new TypeError('fetch failed'))) as Responder, kind: 'network' },
    { spec: `${POST_FAIL} — invalid JSON`, respond: (() => new Response('not json')) as Responder, kind: 'parse' },
  ];
  it.each(failures)('$spec: resolves undefined, logs without the body', async ({ respond, kind }) => {
    const { http, log } = client(respond);
    const secret = 'Sup3rSecretFundPass';
    await expect(http.post('/json_svr/query_safe', { fundpass: secret, totp: '654321' })).resolves.toBeUndefined();
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]?.meta).toMatchObject({ kind });
    const logged = JSON.stringify(log.entries);
    expect(logged).toContain('/json_svr/query_safe');
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain('654321');
  });

  it(`${POST_FAIL} — a timeout is a failure too (decision: POST shares the client timeout)`, async () => {
    const { http, log, timer } = client(abortAwareFetch);
    const pending = http.post('/p', { a: 1 });
    await Promise.resolve();
    expect(timer.timers[0]?.ms).toBe(GET_TIMEOUT_MS);
    timer.fire();
    await expect(pending).resolves.toBeUndefined();
    expect(log.entries[0]?.meta).toMatchObject({ kind: 'timeout' });
  });

  it(`${POST_FAIL} — an empty 2xx body is success with nothing to return, not a failure`, async () => {
    const { http, log } = client(() => new Response(null, { status: 204 }));
    await expect(http.post('/api/web/v1/compliance-kyc/user-agreement/submit-status', { scene: 'x' })).resolves.toBeUndefined();
    expect(log.entries).toHaveLength(0);
  });
});

describe('mergeHeaders', () => {
  const cases: { spec: string; layers: (Record<string, string> | undefined)[]; expected: Record<string, string> }[] = [
    { spec: CLIENTS, layers: [{ Accept: 'a' }, { 'X-A': '1' }], expected: { Accept: 'a', 'X-A': '1' } },
    { spec: `${CLIENTS} — later layers win whatever the case`, layers: [{ Accept: 'a' }, { accept: 'b' }], expected: { accept: 'b' } },
    { spec: `${CLIENTS} — missing layers are skipped`, layers: [undefined, { A: '1' }], expected: { A: '1' } },
  ];
  it.each(cases)('$spec', ({ layers, expected }) => expect(mergeHeaders(...layers)).toEqual(expected));
});

describe('encodeForm', () => {
  const cases = [
    { spec: CLIENTS, body: { a: 1, b: 'x y' }, expected: 'a=1&b=x+y' },
    { spec: `${CLIENTS} — arrays repeat the key`, body: { ips: ['1.1.1.1', '2.2.2.2'] }, expected: 'ips=1.1.1.1&ips=2.2.2.2' },
    { spec: `${CLIENTS} — nested objects are sent as JSON`, body: { o: { k: 1 } }, expected: 'o=%7B%22k%22%3A1%7D' },
    { spec: `${CLIENTS} — undefined and null are skipped`, body: { a: undefined, b: null, c: 0 }, expected: 'c=0' },
  ];
  it.each(cases)('$spec', ({ body, expected }) => {
    expect(encodeForm(body).toString()).toBe(expected);
  });
});
