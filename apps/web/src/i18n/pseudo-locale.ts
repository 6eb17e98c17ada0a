/**
 * The pseudo-locale `en-XA` (issue 12) exists only where `PSEUDO_LOCALE=1` is set when the web server
 * starts (`npm run dev` sets it; the e2e stack sets it). It is reached with the cookie
 * `pseudo_locale=1`: proxy.ts then serves the page's internal `/{site}/en-XA/…` render. Without the
 * variable proxy.ts never rewrites there and route-params refuses the segment (404), so a production
 * server cannot show it. Read at run time, never inlined into a build.
 */
export const PSEUDO_COOKIE = 'pseudo_locale';
/** The pseudo-locale's route segment, `<html lang>` and translation-file locale. */
export const PSEUDO_LOCALE = 'en-XA';

export function pseudoLocaleEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.PSEUDO_LOCALE === '1';
}

/**
 * The internal path of a request seen in the pseudo-locale, or null to serve it as it is.
 * @example pseudoRewrite('/main/en/login', 'main', 'en', '1', true) === '/main/en-XA/login'
 */
export function pseudoRewrite(
  internalPath: string,
  site: string,
  locale: string,
  cookie: string | undefined,
  enabled: boolean,
): string | null {
  if (!enabled || cookie !== '1') return null;
  const prefix = `/${site}/${locale}`;
  if (internalPath !== prefix && !internalPath.startsWith(`${prefix}/`)) return null;
  return `/${site}/${PSEUDO_LOCALE}${internalPath.slice(prefix.length)}`;
}
