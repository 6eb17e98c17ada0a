import { resolveSiteHosts, type SiteHosts } from '@ex/sites';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** 30 days. */
export const DEFAULT_SESSION_TTL_SECONDS = 30 * 24 * 3600;
/** Browsers cap cookie lifetimes at 400 days (and hono refuses longer Max-Age). */
const MAX_SESSION_TTL_SECONDS = 400 * 24 * 3600;

export interface ApiConfig {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | undefined;
  /** Shared rate-limit counters and the stream's user-event fan-out across API processes; unset: in-process. */
  readonly redisUrl: string | undefined;
  /**
   * STREAM_BUS_PREFIX: the Redis channel prefix of the stream's user events (`stream`). API processes
   * serving one site share it; another deployment (or a benchmark) on the same Redis uses its own.
   */
  readonly streamBusPrefix: string;
  readonly dataDir: string;
  readonly hosts: SiteHosts;
  readonly sessionTtlSeconds: number;
  readonly logLevel: LogLevel;
  /** Bearer token of the operator endpoints (KYC review); unset: those endpoints answer 404. */
  readonly operatorToken: string | undefined;
  /** SECURITY_KEY decoded (32+ bytes); unset: a generated key kept in the database's app_secrets. */
  readonly securityKey: Buffer | undefined;
  /** TRUST_GEO_HEADER=1: the visitor's country is the CDN's X-Geo-Country header; else the GeoIP lookup of the client IP. */
  readonly trustGeoHeader: boolean;
  /** The §4.9 home compliance gate: COMPLIANCE_GATE (on unless 0) and STUN_SERVERS (comma-separated stun: URLs). */
  readonly ipGate: IpGateConfig;
}

export interface IpGateConfig {
  readonly enabled: boolean;
  readonly stunServers: readonly string[];
}

/** A guessable operator token would hand out KYC levels; refuse short ones at start-up. */
export const MIN_OPERATOR_TOKEN_LENGTH = 16;

/**
 * Reads the API's environment. Throws with the variable's name on a bad value, so a
 * misconfiguration stops start-up instead of surfacing at the first request.
 *
 * API_PORT (3001), API_HOST (127.0.0.1), DATABASE_URL (unset: embedded PGlite), REDIS_URL (unset:
 * in-process rate limits), STREAM_BUS_PREFIX (stream), DATA_DIR (./.data),
 * SITE_BASE_DOMAIN (localhost), SITE_HOSTS (per-site overrides), SESSION_TTL_SECONDS (30 days), LOG_LEVEL (info),
 * OPERATOR_TOKEN (unset: operator endpoints disabled; at least 16 characters),
 * SECURITY_KEY (at least 32 random bytes as hex or base64, e.g. `openssl rand -base64 32`; the CSRF
 * and authenticator-encryption keys are derived from it; unset: generated once and kept in the
 * database, with a warning at start-up — set it in production),
 * TRUST_GEO_HEADER (0; 1 behind a CDN that sets X-Geo-Country and strips a client's own),
 * COMPLIANCE_GATE (1; 0 turns the home compliance gate off), STUN_SERVERS (unset: the gate reports
 * only the request IP; e.g. `stun:stun.example.com:3478`).
 */
export function readConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return {
    port: intVar(env, 'API_PORT', 3001, 1, 65_535),
    // Loopback by default: the web server proxies /api/* here and forwards X-Forwarded-Host/-Proto,
    // which the API trusts for the sub-site and the Secure flag. Exposing the API directly would let
    // clients forge those headers, so bind wider only behind a proxy that overwrites them.
    host: env.API_HOST?.trim() || '127.0.0.1',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    redisUrl: redisUrlVar(env.REDIS_URL),
    streamBusPrefix: streamBusPrefixVar(env.STREAM_BUS_PREFIX),
    dataDir: env.DATA_DIR?.trim() || './.data',
    hosts: resolveSiteHosts({ baseDomain: env.SITE_BASE_DOMAIN, overrides: env.SITE_HOSTS }),
    sessionTtlSeconds: intVar(env, 'SESSION_TTL_SECONDS', DEFAULT_SESSION_TTL_SECONDS, 60, MAX_SESSION_TTL_SECONDS),
    logLevel,
    operatorToken: operatorTokenVar(env.OPERATOR_TOKEN),
    securityKey: securityKeyVar(env.SECURITY_KEY),
    trustGeoHeader: flagVar(env, 'TRUST_GEO_HEADER', false),
    ipGate: { enabled: flagVar(env, 'COMPLIANCE_GATE', true), stunServers: stunServersVar(env.STUN_SERVERS) },
  };
}

const MIN_SECURITY_KEY_BYTES = 32;

/**
 * SECURITY_KEY as bytes: hex when it is only hex digits (even length), else base64 or base64url.
 * @example securityKeyVar('00'.repeat(32))?.length === 32
 */
export function securityKeyVar(raw: string | undefined): Buffer | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  let bytes: Buffer;
  if (/^[0-9a-f]+$/i.test(value) && value.length % 2 === 0) bytes = Buffer.from(value, 'hex');
  else if (/^[A-Za-z0-9+/]+={0,2}$/.test(value) || /^[A-Za-z0-9_-]+$/.test(value))
    bytes = Buffer.from(value, /[-_]/.test(value) ? 'base64url' : 'base64');
  else throw new Error('SECURITY_KEY must be hex or base64');
  if (bytes.length < MIN_SECURITY_KEY_BYTES) {
    throw new Error(`SECURITY_KEY must be at least ${MIN_SECURITY_KEY_BYTES} bytes (64 hex or 44 base64 characters), got ${bytes.length}`);
  }
  return bytes;
}

function operatorTokenVar(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value.length < MIN_OPERATOR_TOKEN_LENGTH) throw new Error(`OPERATOR_TOKEN must be at least ${MIN_OPERATOR_TOKEN_LENGTH} characters`);
  return value;
}

function intVar(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return value;
}

function streamBusPrefixVar(raw: string | undefined): string {
  const value = raw?.trim() || 'stream';
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(value))
    throw new Error('STREAM_BUS_PREFIX must be 1 to 64 letters, digits, dots, dashes or underscores');
  return value;
}

function redisUrlVar(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:') throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  return value;
}

/** 1/true/yes or 0/false/no; anything else stops start-up. */
function flagVar(env: Record<string, string | undefined>, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be 1 or 0`);
}

/**
 * STUN_SERVERS: comma-separated `stun:host:port` URLs (at most 8).
 * @example stunServersVar('stun:127.0.0.1:3478') // ['stun:127.0.0.1:3478']
 */
export function stunServersVar(raw: string | undefined): readonly string[] {
  const list = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const url of list) {
    if (!/^stuns?:[A-Za-z0-9.\-[\]:]+$/.test(url)) throw new Error(`STUN_SERVERS: "${url}" is not a stun: URL`);
  }
  if (list.length > 8) throw new Error('STUN_SERVERS: at most 8 servers');
  return list;
}
