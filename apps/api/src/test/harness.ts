import { Writable } from 'node:stream';
import { CSRF_COOKIE, CSRF_COOKIE_SECURE, CSRF_HEADER, responseSchema, type EndpointData, type EndpointName } from '@ex/contracts';
import { count, createScratchDatabase, migrate, openDatabase, seedDemo, sessions, users, type DatabaseHandle } from '@ex/db';
import { SITE_KEYS, resolveSiteHosts } from '@ex/sites';
import { createApp, type AppDeps } from '../app';
import { createLogger, type Logger } from '../logger';
import { hashPassword } from '../services/password';
import { loadSecurityKeys, type SecurityKeys } from '../services/security/keys';

/** A fixed start time so expiry tests are deterministic: 2026-01-15T12:00:00Z. */
export const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);
export const TEST_TTL_SECONDS = 3600;

export interface TestApi {
  readonly app: ReturnType<typeof createApp>;
  readonly handle: DatabaseHandle;
  readonly clock: { now(): number; advance(ms: number): void };
  /** Every log line the app wrote (raw JSON text). */
  readonly logLines: string[];
  readonly logger: Logger;
  /** The app's CSRF and authenticator keys (generated into this database's app_secrets). */
  readonly secrets: SecurityKeys;
  /** Another app over the same database, clock and logger (a second API process), e.g. with other rate limiters. */
  createApp(overrides?: Partial<AppDeps>): ReturnType<typeof createApp>;
  close(): Promise<void>;
}

/**
 * A real database and app for one test file: in-memory PGlite by default; with DATABASE_URL, a fresh
 * `it_<random>` PostgreSQL database created from that URL, migrated, and dropped on close.
 */
export async function startTestApi(options: { seed?: boolean; rateLimits?: AppDeps['rateLimits'] } = {}): Promise<TestApi> {
  const baseUrl = process.env.DATABASE_URL?.trim();
  const scratch = baseUrl ? await createScratchDatabase(baseUrl) : undefined;
  const handle = await openDatabase(scratch ? { databaseUrl: scratch.url } : { dataDir: 'memory://' });
  await migrate(handle);
  let now = T0;
  if (options.seed) await seedDemo(handle.db, { siteKeys: SITE_KEYS, hashPassword, now });
  const logLines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = createLogger({ level: 'debug', destination });
  const secrets = await loadSecurityKeys({ db: handle.db, logger, configured: undefined });
  const makeApp = (overrides: Partial<AppDeps> = {}) =>
    createApp({
      db: handle.db,
      dbKind: handle.kind,
      hosts: resolveSiteHosts({}),
      now: () => now,
      logger,
      sessionTtlSeconds: TEST_TTL_SECONDS,
      secrets,
      ...overrides,
    });
  const app = makeApp(options.rateLimits ? { rateLimits: options.rateLimits } : {});
  return {
    app,
    handle,
    logLines,
    logger,
    secrets,
    createApp: makeApp,
    clock: { now: () => now, advance: (ms) => void (now += ms) },
    async close() {
      await handle.close();
      await scratch?.drop();
    },
  };
}

/**
 * A minimal browser: keeps cookies from Set-Cookie and sends them back. With `remoteAddress`, the
 * requests arrive from that TCP peer (as @hono/node-server reports it); without, there is no socket.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly api: Pick<TestApi, 'app'>,
    private readonly host = 'localhost',
    private readonly remoteAddress?: string,
  ) {}

  async get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.send(path, { method: 'GET', headers });
  }

  async postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return this.send(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
  }

  async postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    const body = new URLSearchParams(fields).toString();
    return this.send(path, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
  }

  /**
   * The CSRF header a page script would send: `{ 'x-csrftoken': <token> }` from the jar's
   * `__Host-csrftoken` or `csrftoken` cookie (issued at log-in / sign-up / get_info), or `{}` when
   * the jar has none. Spread it into the headers of a protected POST:
   * `browser.postJson(path, body, browser.csrfHeaders())`.
   */
  csrfHeaders(): Record<string, string> {
    const token = this.cookies.get(CSRF_COOKIE_SECURE) ?? this.cookies.get(CSRF_COOKIE);
    return token === undefined ? {} : { [CSRF_HEADER]: token };
  }

  async send(path: string, init: { method: string; body?: string; headers: Record<string, string> }): Promise<Response> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers = { host: this.host, ...(cookie ? { cookie } : {}), ...init.headers };
    const env = this.remoteAddress === undefined ? undefined : { incoming: { socket: { remoteAddress: this.remoteAddress } } };
    const res = await this.api.app.request(path, { method: init.method, body: init.body, headers }, env);
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}

/** Set-Cookie lines of a response, keyed by cookie name. */
export function setCookies(res: Response): Map<string, string> {
  return new Map(res.headers.getSetCookie().map((line) => [line.split('=')[0]?.trim() ?? '', line]));
}

export async function userCount(api: TestApi): Promise<number> {
  const [row] = await api.handle.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export async function sessionCount(api: TestApi): Promise<number> {
  const [row] = await api.handle.db.select({ n: count() }).from(sessions);
  return row?.n ?? 0;
}

/**
 * Parses a response body with the endpoint's contract envelope. (`responseSchema(name)` infers the
 * union of every endpoint's data for a generic name, so the narrowing to N happens here.)
 */
export function parseEnvelope<N extends EndpointName>(name: N, json: unknown): { code: number; message: string; data: EndpointData<N> } {
  return responseSchema(name).parse(json) as { code: number; message: string; data: EndpointData<N> };
}
