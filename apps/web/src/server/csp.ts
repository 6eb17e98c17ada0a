import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { TRUSTED_TYPES_POLICY_NAMES, hasTrustedTypesBootstrap, trustedTypesDirectives } from '../lib/trusted-types';

/**
 * The script Content-Security-Policy of an HTML page (issue 20), built from the page itself.
 *
 * Why hashes, not nonces: a nonce must change per response, so every public page would have to be
 * rendered per request instead of served from the static/ISR cache (issue 21 keeps them static).
 * The edge instead hashes the inline scripts of the HTML it is about to send (Next's bootstrap and
 * RSC payload scripts, and our theme script) and allows exactly those. An injected inline script, or
 * an event-handler attribute, has no matching hash and does not run. External scripts must come from
 * this origin ('self'); Next's chunks and the lazily loaded parts do.
 *
 * Trusted Types on top (lib/trusted-types.ts): the HTML and script-URL sinks take only values made
 * by the named policies, so script-like text written into the DOM at run time is refused too.
 */

/** `<script …>body</script>` without a `src` attribute: its body is what the browser hashes. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;

/**
 * The distinct `'sha256-…'` sources of every inline script in `html`, in order of first appearance.
 * @example inlineScriptHashes('<script>a()</script>') // ["'sha256-…'"]
 */
export function inlineScriptHashes(html: string): string[] {
  const seen = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    if (HAS_SRC.test(attributes)) continue;
    seen.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...seen];
}

export interface PagePolicyOptions {
  /** Extra script origins (a CDN for micro-frontends), each a full origin. */
  readonly scriptOrigins?: readonly string[];
  /** The Trusted Types policies a page may create (default: TRUSTED_TYPES_POLICY_NAMES). */
  readonly trustedTypesPolicies?: readonly string[];
  /** Require Trusted Types (default true); off only for a document without the bootstrap policy. */
  readonly requireTrustedTypes?: boolean;
}

/**
 * The policy for one HTML response. No 'unsafe-inline' or 'unsafe-eval' for scripts; plugins and
 * `<base>` are off; only this site may frame the page; DOM sinks require Trusted Types.
 * @example pagePolicy(["'sha256-abc='"]) // "script-src 'self' 'sha256-abc='; object-src 'none'; base-uri 'none'; frame-ancestors 'self'; require-trusted-types-for 'script'; trusted-types exchange default nextjs nextjs#bundler"
 */
export function pagePolicy(hashes: readonly string[], options: PagePolicyOptions = {}): string {
  const script = ["'self'", ...(options.scriptOrigins ?? []), ...hashes].join(' ');
  return [
    `script-src ${script}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    ...(options.requireTrustedTypes === false ? [] : trustedTypesDirectives(options.trustedTypesPolicies ?? TRUSTED_TYPES_POLICY_NAMES)),
  ].join('; ');
}

/** Decodes a response body for hashing; Next may have compressed it already. */
function decodedBody(body: Buffer, encoding: string): string {
  const kind = encoding.trim().toLowerCase();
  if (kind === 'gzip' || kind === 'x-gzip') return gunzipSync(body).toString('utf8');
  if (kind === 'br') return brotliDecompressSync(body).toString('utf8');
  if (kind === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

/**
 * Holds an HTML response until its end, then sends it with the page policy of its inline scripts.
 * Anything else passes through untouched. Must be installed before any other response wrapper whose
 * output should be covered (the 404 rescue sends a replacement page through this one).
 */
export function applyPageCsp(res: ServerResponse, options: PagePolicyOptions & { log: (message: string) => void }): void {
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const flushHeaders = res.flushHeaders.bind(res);
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  let holding: boolean | null = null;
  const held: Buffer[] = [];
  const decide = (): boolean => {
    holding ??= /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));
    return holding;
  };
  const hold = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    held.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
    );
  };
  const callbackOf = (args: unknown[]) => args.find((a): a is () => void => typeof a === 'function');

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status;
    const message = rest.find((a) => typeof a === 'string');
    if (message !== undefined) res.statusMessage = message;
    const headers = rest.find((a) => typeof a === 'object' && a !== null) as Record<string, string | string[] | number> | undefined;
    if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    return decide() ? res : writeHead(status);
  }) as typeof res.writeHead;
  res.flushHeaders = () => {
    if (!decide()) flushHeaders();
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!decide()) return write(chunk, ...rest);
    hold(chunk, rest[0]);
    callbackOf(rest)?.();
    return true;
  }) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    if (!decide()) return end(...args);
    hold(args[0], typeof args[1] === 'string' ? args[1] : undefined);
    callbackOf(args)?.();
    const body = Buffer.concat(held);
    let hashes: string[] = [];
    // Next's own error document has no bootstrap policy (lib/trusted-types.ts); it gets the script
    // policy of its inline scripts without Trusted Types, or its scripts could not load at all.
    let requireTrustedTypes = true;
    try {
      const html = decodedBody(body, String(res.getHeader('content-encoding') ?? ''));
      hashes = inlineScriptHashes(html);
      requireTrustedTypes = hasTrustedTypesBootstrap(html);
    } catch (error) {
      // Fail closed: the page goes out with no inline script allowed rather than with no policy.
      options.log(`page CSP: could not read the HTML body (${error instanceof Error ? error.message : String(error)})`);
    }
    res.setHeader('Content-Security-Policy', pagePolicy(hashes, { ...options, requireTrustedTypes }));
    if (res.getHeader('content-length') !== undefined) res.setHeader('content-length', body.length);
    writeHead(res.statusCode);
    return end(body);
  }) as typeof res.end;
}
