/**
 * Trusted Types (issue 20): pages are served with `require-trusted-types-for 'script'`, so the
 * browser refuses a plain string at every HTML and script-URL sink (`innerHTML`,
 * `insertAdjacentHTML`, `DOMParser`, `script.src`, `serviceWorker.register`…). Only a policy named in
 * the page's `trusted-types` directive can turn a string into a value those sinks accept, and each
 * name can be created once per page. This module owns the site's one policy; a future
 * `el.innerHTML = text` anywhere else throws in the browser instead of becoming an XSS.
 */

/** The site's policy: sanitised HTML and the service worker's own URL, nothing else. */
export const SITE_POLICY_NAME = 'exchange';

/**
 * Every policy a page may create, in the CSP `trusted-types` directive. `default` is the browser's
 * fallback for plain strings: ours accepts only fixed library markup ({@link allowLibraryMarkup}).
 * Next.js creates `nextjs` (its script loader) and `nextjs#bundler` (chunk loading). A new loader that
 * needs a sink (e.g. the micro-frontend loader giving a verified bundle's URL to a script element)
 * adds its own name here, and creates that policy once, in one module, behind its own checks.
 */
export const TRUSTED_TYPES_POLICY_NAMES: readonly string[] = [SITE_POLICY_NAME, 'default', 'nextjs', 'nextjs#bundler'];

/**
 * The CSP directives that turn Trusted Types on.
 * @example trustedTypesDirectives() // ["require-trusted-types-for 'script'", 'trusted-types exchange default nextjs nextjs#bundler']
 */
export function trustedTypesDirectives(names: readonly string[] = TRUSTED_TYPES_POLICY_NAMES): string[] {
  return ["require-trusted-types-for 'script'", `trusted-types ${names.join(' ')}`];
}

/** What the browser hands back: an opaque value the sinks accept (typed here, as lib.dom lacks it). */
export interface TrustedHtmlValue {
  readonly __trustedHtml?: never;
}
interface TrustedScriptUrlValue {
  readonly __trustedScriptUrl?: never;
}
/** The subset of the Trusted Types API this module uses (DOMPurify's TRUSTED_TYPES_POLICY shape). */
export interface SitePolicy {
  createHTML(input: string): TrustedHtmlValue;
  createScriptURL(input: string): TrustedScriptUrlValue;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string; createScriptURL(input: string): string }): SitePolicy;
}

/** The service worker's versioned path (build-sw.mjs), the only script URL this policy vouches for. */
const WORKER_PATH = /^\/sw-[0-9a-f]+\.js$/;

/**
 * Whether the policy vouches for `url` as a script: a same-origin service-worker path, nothing else.
 * @example isTrustedScriptUrl('/sw-0123abcd.js', 'https://example.com') // true
 */
export function isTrustedScriptUrl(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && WORKER_PATH.test(parsed.pathname) && parsed.search === '' && parsed.hash === '';
  } catch {
    return false;
  }
}

let policy: SitePolicy | null | undefined;

/**
 * The site policy, created on first use; null where the browser has no Trusted Types (and on the
 * server), where sinks take strings anyway. Its createHTML passes text through: it is only reachable
 * through {@link trustedHtml} (HTML sanitised on our server) and DOMPurify (which parses the input
 * with it and returns its own output through it), never exported raw to a caller with a string.
 */
export function sitePolicy(): SitePolicy | null {
  if (policy !== undefined) return policy;
  const factory = typeof window === 'undefined' ? undefined : (window as unknown as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  policy =
    factory?.createPolicy(SITE_POLICY_NAME, {
      createHTML: (input) => input,
      createScriptURL: (input) => {
        if (!isTrustedScriptUrl(input, window.location.origin)) throw new TypeError(`${SITE_POLICY_NAME}: refused script URL ${input}`);
        return input;
      },
    }) ?? null;
  return policy;
}

const libraryMarkup = new Set<string>();
let defaultPolicy: unknown;

/**
 * Lets a library's own fixed markup through the `default` policy (lightweight-charts writes its
 * attribution logo with innerHTML): exactly these strings, anything else a string sink receives is
 * still refused (the default policy answers null, and the browser throws).
 * @example allowLibraryMarkup((await import('@ex/chart')).CHART_LIBRARY_MARKUP)
 */
export function allowLibraryMarkup(markup: readonly string[]): void {
  for (const m of markup) libraryMarkup.add(m);
  if (defaultPolicy !== undefined || typeof window === 'undefined') return;
  const factory = (window as unknown as { trustedTypes?: { createPolicy(name: string, rules: object): unknown } }).trustedTypes;
  defaultPolicy = factory?.createPolicy('default', { createHTML: (input: string) => (libraryMarkup.has(input) ? input : null) }) ?? null;
}

/**
 * HTML that was sanitised on our server (rehype-sanitize Markdown, the server's QR code SVG), as a
 * value React's `dangerouslySetInnerHTML` may write in the browser. On the server, and in browsers
 * without Trusted Types, the string itself.
 * @example <div dangerouslySetInnerHTML={{ __html: trustedHtml(html) }} />
 */
export function trustedHtml(sanitised: string): string {
  // React accepts a TrustedHTML wherever it takes the string; the cast keeps its prop types simple.
  return (sitePolicy()?.createHTML(sanitised) ?? sanitised) as string;
}

/**
 * The service worker URL as a TrustedScriptURL (`serviceWorker.register` is a script sink).
 * @example navigator.serviceWorker.register(trustedWorkerUrl('/sw-0123abcd.js'))
 */
export function trustedWorkerUrl(url: string): string {
  return (sitePolicy()?.createScriptURL(url) ?? url) as string;
}
