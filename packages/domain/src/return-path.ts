/**
 * §5 "Restricted pages: pages can be restricted to logged-in users, else redirect to /login."
 * Project rule (not in the spec text): the return path carried to /login accepts only same-site
 * relative paths. Anything doubtful falls back: a wrong refusal costs one click, a wrong
 * acceptance is an open redirect.
 */

const PROBE_ORIGIN = 'http://x.invalid';
/** Longer return paths are refused outright; no real page needs more. */
export const MAX_RETURN_PATH_LENGTH = 2048;
const MAX_DECODE_ROUNDS = 3;

// Only printable ASCII that may appear in a URL (RFC 3986 unreserved, sub-delims, ":@/?#%").
// Raw non-ASCII is refused: look-alike slashes such as "〱" or "／" are a known bypass.
const URL_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?#%[\]]*$/;
const ESCAPE = /%[0-9A-Fa-f]{2}/;
const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

/**
 * Control characters: C0 (tab, CR and LF included — URL parsers drop tabs and newlines, so
 * "/%09/evil.com" becomes "//evil.com"), DEL, C1, and the U+2028/U+2029 line separators.
 * A decoded plain space is allowed: "/search?q=BTC%20USDT" is an ordinary path.
 */
function hasControl(s: string): boolean {
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    if (c <= 0x1f || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029) return true;
  }
  return false;
}

/**
 * The input and up to 3 rounds of percent-decoding. Null when the encoding is malformed
 * (`%E3` alone) or still holds an escape after 3 rounds: someone downstream might decode again.
 */
function decodeRounds(input: string): string[] | null {
  const out = [input];
  let current = input;
  for (let i = 0; i < MAX_DECODE_ROUNDS && ESCAPE.test(current); i++) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return null;
    }
    out.push(current);
  }
  return ESCAPE.test(current) ? null : out;
}

/** A decoding that could move the target off-site: '//', '\\', control characters, or no leading '/'. */
function isDangerous(decoded: string): boolean {
  return !decoded.startsWith('/') || decoded.includes('//') || decoded.includes('\\') || hasControl(decoded);
}

/** The part before `?` or `#`. */
function pathOnly(s: string): string {
  return s.split(/[?#]/)[0] ?? '';
}

/**
 * Returns `input` unchanged when it is a same-site relative path, else `fallback`.
 *
 * Accepted only when all hold:
 * - at most {@link MAX_RETURN_PATH_LENGTH} characters of printable URL ASCII (no whitespace,
 *   control characters, backslashes or raw non-ASCII) with well-formed '%XX' escapes;
 * - starts with exactly one '/' (so not '//' or '/\');
 * - the raw text and each of up to 3 percent-decodings contain no '//', '\' or control
 *   characters (tab, CR, LF included) and still start with '/'; an escape that does not decode
 *   as UTF-8, or one still left after 3 decodings, is refused;
 * - no ':' in the path part (before '?' or '#') of any decoding, so nothing scheme-like such as
 *   '/https://…' or '/javascript:…' passes ('?next=a:b' in the query is fine);
 * - resolving against `http://x.invalid` keeps protocol http: and host x.invalid
 *   (so '/@evil.com' is fine: it is a path).
 *
 * @example resolveReturnPath('/trade/BTC_USDT?tab=isolated_margin') === '/trade/BTC_USDT?tab=isolated_margin'
 * @example resolveReturnPath('//evil.com') === '/'
 * @example resolveReturnPath('/%2F%2Fevil.com', '/home') === '/home'
 */
export function resolveReturnPath(input: string | null | undefined, fallback = '/'): string {
  if (typeof input !== 'string' || input === '' || input.length > MAX_RETURN_PATH_LENGTH) return fallback;
  if (!URL_CHARS.test(input) || BAD_ESCAPE.test(input)) return fallback;
  if (!input.startsWith('/') || input.startsWith('//')) return fallback;

  const decodings = decodeRounds(input);
  if (decodings === null) return fallback;
  for (const d of decodings) {
    if (isDangerous(d) || pathOnly(d).includes(':')) return fallback;
  }

  let url: URL;
  try {
    url = new URL(input, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' || url.host !== 'x.invalid') return fallback;
  return input;
}
