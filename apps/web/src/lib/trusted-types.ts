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
 * fallback for plain strings: ours accepts only Next's chunk URLs and fixed library markup
 * ({@link trustedTypesBootstrap}).
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

/**
 * The page FingerprintJS (the §7 fingerprint SDK) gives its probe iframe's `srcdoc`, verbatim
 * (trusted-types.test.ts checks it against the installed library).
 */
export const FINGERPRINT_LIBRARY_MARKUP: readonly string[] = [
  '<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1">',
];

/** What React writes with innerHTML itself: an empty script element it then fills (client-rendered `<script>`). */
const REACT_MARKUP = '<script></script>';

/**
 * The page's first script (inline, in `<head>`, allowed by its CSP hash): the `default` policy, the
 * browser's fallback when code hands a string to a sink. Libraries that know nothing of Trusted
 * Types go through it, and it lets through only what they need:
 * - script URLs under this origin's `/_next/static/` (Turbopack's runtime loads chunks with
 *   `script.src = url`);
 * - exactly the fixed markup given (the chart library's logo, React's empty script), nothing else.
 * Anything else (a string with markup from anywhere, `eval`-like code) gets null, which the browser
 * turns into a TypeError at the sink. It must exist before Next's runtime loads its first chunk.
 * @example <script dangerouslySetInnerHTML={{ __html: trustedTypesBootstrap(CHART_LIBRARY_MARKUP) }} />
 */
export function trustedTypesBootstrap(libraryMarkup: readonly string[]): string {
  // `<` escaped, so no markup in the list can close the script element.
  const markup = JSON.stringify([REACT_MARKUP, ...libraryMarkup]).replaceAll('<', '\\u003c');
  return `(function(){var t=window.trustedTypes;if(!t||!t.createPolicy)return;var m=${markup},o=location.origin;t.createPolicy('default',{createHTML:function(s){return m.indexOf(s)<0?null:s},createScriptURL:function(s){try{var u=new URL(s,o);return u.origin===o&&u.pathname.indexOf('/_next/static/')===0?s:null}catch(e){return null}}})})();`;
}

/**
 * Whether a document carries the bootstrap's `default` policy. Next's own fallback document for a
 * server render error (`<html id="__next_error__">`) is sent without our layout, so without it; under
 * `require-trusted-types-for` its chunk loader would be refused and the §4.19 error view never shown.
 * @example hasTrustedTypesBootstrap(`<script>${trustedTypesBootstrap([])}</script>`) // true
 */
export function hasTrustedTypesBootstrap(html: string): boolean {
  // As a script element's own text: the RSC payload of an error document quotes the layout's script too.
  return /<script\b[^>]*>\(function\(\)\{var t=window\.trustedTypes;/.test(html);
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
