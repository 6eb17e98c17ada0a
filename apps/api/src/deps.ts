import type { Context } from 'hono';
import type { Database, DatabaseKind, UserRow } from '@ex/db';
import type { SiteHosts } from '@ex/sites';
import type { IpGateConfig } from './config';
import type { Logger } from './logger';
import type { MarketSources } from './services/market';
import type { AuthRateLimits } from './services/rate-limit';
import type { SecurityKeys } from './services/security/keys';
import type { StreamHub } from './stream/hub';
import { sessionToken } from './http/session-cookies';
import { unauthenticated } from './http/failure';
import { findSession } from './services/sessions';

/** Everything the app needs from outside; tests inject a clock and a captured logger. */
export interface AppDeps {
  readonly db: Database;
  /** Reported by /api/health. */
  readonly dbKind: DatabaseKind;
  readonly hosts: SiteHosts;
  /** Milliseconds since the epoch. */
  readonly now: () => number;
  readonly logger: Logger;
  readonly sessionTtlSeconds: number;
  /** CSRF and authenticator-encryption keys, loaded once at start-up (`loadSecurityKeys`). */
  readonly secrets: SecurityKeys;
  /**
   * Brute-force limits on log-in and sign-up; in-process (`createAuthRateLimits({ logger })`) when
   * omitted. The caller that passes them closes them.
   */
  readonly rateLimits?: AuthRateLimits;
  /**
   * DATA_DIR: with the embedded database, uploaded KYC documents are files under
   * `<dataDir>/kyc-documents`. Unset (in-memory tests) or with PostgreSQL they are stored in the database.
   */
  readonly dataDir?: string;
  /** OPERATOR_TOKEN: Bearer token of the operator endpoints; unset, they answer 404. */
  readonly operatorToken?: string;
  /** TRUST_GEO_HEADER: take the visitor's country from X-Geo-Country (default false: GeoIP of the client IP). */
  readonly trustGeoHeader?: boolean;
  /** The §4.9 home compliance gate; default on with no STUN servers. */
  readonly ipGate?: IpGateConfig;
  /**
   * Market data (issue 5), shared by the REST routes and the stream: MARKET_DATA's source
   * (`createMarketSources`). Unset: the deterministic simulated market on `now`.
   */
  readonly market?: MarketSources;
  /**
   * The WebSocket stream's hub (server.ts `streamHub`): the ledger publishes order and position
   * changes through `publishUserEvent` after each commit. Unset (most tests): nothing is published.
   */
  readonly stream?: StreamHub;
}

export interface CurrentSession {
  readonly user: UserRow;
  readonly token: string;
  readonly expiresAt: Date;
}

export interface AppEnv {
  Variables: { session: CurrentSession | null };
}

/** The signed-in session, looked up once per request from the `sid` cookie only (never uid/nickname). */
export async function currentSession(c: Context<AppEnv>, deps: AppDeps): Promise<CurrentSession | null> {
  const cached = c.get('session');
  if (cached !== undefined) return cached;
  const token = sessionToken(c);
  const found = token ? await findSession(deps.db, token, deps.now()) : null;
  const session = found && token ? { ...found, token } : null;
  c.set('session', session);
  return session;
}

/** The signed-in user, or the 401 `{ code: 40100 }`. */
export async function requireUser(c: Context<AppEnv>, deps: AppDeps): Promise<UserRow> {
  const session = await currentSession(c, deps);
  if (!session) throw unauthenticated();
  return session.user;
}

/** The success envelope `{ code: 0, message: 'success', data }`. */
export function ok<T>(data: T) {
  return { code: 0, message: 'success', data };
}
