import { z } from 'zod';
import { resolveSiteHosts, siteOrigin, type SiteHosts, type SiteKey } from '@ex/sites';

/** An unset or blank variable reads as absent. */
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
  z.string().optional(),
);

const port = (name: string) =>
  optionalText.refine(
    (value) => value === undefined || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65_535),
    `${name} must be a port from 1 to 65535`,
  );

/**
 * The web server's environment (README "Configuration"). SITE_* are also inlined into static pages
 * at build time by next.config.ts `env`, so canonical links and host checks in the browser read the
 * values the pages were built with; the others are read by the server at run time.
 */
const webEnvSchema = z.object({
  /** The web server's port (3000). */
  PORT: port('PORT'),
  /** Base domain of the sub-site hosts (localhost). */
  SITE_BASE_DOMAIN: optionalText,
  /** Per-site host overrides, `tr=tr.example.com,eu=…`. */
  SITE_HOSTS: optionalText,
  /** `https` in production: canonical links. */
  SITE_PROTOCOL: optionalText.pipe(z.enum(['http', 'https'], 'SITE_PROTOCOL must be http or https').default('http')),
  /** Port in canonical links (80 and 443 are left out). */
  SITE_PUBLIC_PORT: port('SITE_PUBLIC_PORT'),
  /** Where the web server finds the API; default http://127.0.0.1:$API_PORT. */
  API_ORIGIN: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'API_ORIGIN must be an http(s) URL' }).optional()),
  API_PORT: port('API_PORT'),
  /** `1` serves /diagnostics/render-error (checks the error fallback). */
  ENABLE_DIAGNOSTIC_ROUTES: optionalText,
});

export interface WebEnv {
  readonly port: number;
  readonly hosts: SiteHosts;
  readonly protocol: 'http:' | 'https:';
  readonly publicPort: string | undefined;
  readonly apiOrigin: string;
  readonly diagnosticRoutes: boolean;
}

/**
 * Reads and validates the web server's environment; throws naming the variable on a bad value,
 * so a misconfiguration stops the build or start-up instead of surfacing in a page.
 * @example readWebEnv({}).apiOrigin === 'http://127.0.0.1:3001'
 * @example readWebEnv({ SITE_PROTOCOL: 'ftp' }) // throws "SITE_PROTOCOL must be http or https"
 */
export function readWebEnv(env: Record<string, string | undefined>): WebEnv {
  const parsed = webEnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(`web configuration: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  const vars = parsed.data;
  return {
    port: Number(vars.PORT ?? '3000'),
    hosts: resolveSiteHosts({ baseDomain: vars.SITE_BASE_DOMAIN, overrides: vars.SITE_HOSTS }),
    protocol: vars.SITE_PROTOCOL === 'https' ? 'https:' : 'http:',
    publicPort: vars.SITE_PUBLIC_PORT,
    apiOrigin: vars.API_ORIGIN ?? `http://127.0.0.1:${vars.API_PORT ?? '3001'}`,
    diagnosticRoutes: vars.ENABLE_DIAGNOSTIC_ROUTES === '1',
  };
}

// Each variable is named in full: next.config.ts `env` replaces `process.env.SITE_…` at build time,
// which a computed lookup would miss. (TRUSTED_PROXY_HOPS is the edge server's: server/client-address.ts.)
export const WEB_ENV: WebEnv = readWebEnv({
  PORT: process.env.PORT,
  SITE_BASE_DOMAIN: process.env.SITE_BASE_DOMAIN,
  SITE_HOSTS: process.env.SITE_HOSTS,
  SITE_PROTOCOL: process.env.SITE_PROTOCOL,
  SITE_PUBLIC_PORT: process.env.SITE_PUBLIC_PORT,
  API_ORIGIN: process.env.API_ORIGIN,
  API_PORT: process.env.API_PORT,
  ENABLE_DIAGNOSTIC_ROUTES: process.env.ENABLE_DIAGNOSTIC_ROUTES,
});

/** Host configuration shared by proxy.ts (run time) and static pages (build time, inlined by next.config env). */
export const SITE_HOSTS: SiteHosts = WEB_ENV.hosts;

/** Absolute origin of a sub-site for canonical and hreflang links. */
export function originOf(site: SiteKey): string {
  return siteOrigin(site, SITE_HOSTS, WEB_ENV.protocol, WEB_ENV.publicPort);
}

/** Where the API process listens; only the web server talks to it directly. */
export function apiOrigin(): string {
  return WEB_ENV.apiOrigin;
}
