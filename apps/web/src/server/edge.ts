import { Agent, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { createProxyServer } from 'httpxy';
import { isApiPath, securityHeaders } from '@ex/contracts';
import { resolveClientAddress, resolveProtocol } from './client-address';
import { NOT_FOUND_HEADER } from '../lib/proxy-decision';
import { gatewayFailure, gatewayFailureOf, type GatewayStatus } from './gateway-failure';
import { isRescuable, rescueNotFound } from './not-found-rescue';
import { applyPageCsp, type PagePolicyOptions } from './csp';
import { serveMiniAppFile } from './mini-app-files';

/**
 * The web server's front layer (issue 10 findings 2, 4 and 5), in front of Next.js:
 * - sets the forwarded headers from what it can trust (TRUSTED_PROXY_HOPS), never from the client;
 * - sets the security headers on every response;
 * - forwards the §7 API paths, HTTP and WebSocket, to the API itself, answering a JSON 502/503/504
 *   when the API is down or slow, so an API outage never takes the web server with it.
 * Next.js (or a test's stand-in) serves everything else through `app`.
 */
export interface EdgeOptions {
  /** Where the API listens, e.g. `http://127.0.0.1:3001`. */
  readonly apiOrigin: string;
  /** TRUSTED_PROXY_HOPS, see resolveClientAddress. */
  readonly trustedHops: number;
  /** SITE_PROTOCOL=https: the public site is https (HSTS on every response). */
  readonly siteHttps: boolean;
  /** Every non-API request (Next's request handler). */
  readonly app: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
  /** Every non-API upgrade (Next's, for dev hot reload); default: refused. */
  readonly appUpgrade?: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  /** How long the API may stay silent (connecting, or between bytes) before a 504. */
  readonly apiTimeoutMs?: number;
  /**
   * Serve the static 404 page's HTML for every 404 page request (not-found-rescue.ts): this server's
   * port, and the per-process secret proxy.ts also reads from EX_NOT_FOUND_TOKEN.
   */
  readonly notFound?: { readonly port: number; readonly token: string };
  /** Where failures are reported (default console.error). */
  readonly log?: (message: string) => void;
  /**
   * The script Content-Security-Policy of HTML pages, from the hashes of their inline scripts
   * (./csp.ts). Off in development, where Next's hot reload evaluates code.
   */
  readonly pageCsp?: PagePolicyOptions;
  /** apps/mfe/dist: the mini-app bundles and their manifest, served under /mfe/ (issue 17). */
  readonly miniAppDir?: string;
}

/** Client-sent headers that would otherwise name an address or reach Next's internals. */
const UNTRUSTED_HEADERS = ['x-real-ip', 'forwarded', 'x-forwarded-port', 'x-middleware-subrequest'] as const;
const DEFAULT_API_TIMEOUT_MS = 30_000;
/** An upgrade the API has not answered by then is dropped (the stream client reconnects). */
const UPGRADE_TIMEOUT_MS = 10_000;

/**
 * Rewrites the forwarding headers of `req` in place before anything else reads them: X-Forwarded-For
 * becomes exactly the one trusted client address, X-Forwarded-Proto the trusted scheme,
 * X-Forwarded-Host the Host; the other client-sent forwarding headers are dropped.
 * Returns the scheme the browser used.
 */
export function applyTrustedForwarding(req: IncomingMessage, trustedHops: number): 'http' | 'https' {
  const headers = req.headers;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);
  const address = resolveClientAddress({
    socketAddress: req.socket.remoteAddress,
    forwardedFor: first(headers['x-forwarded-for']),
    trustedHops,
  });
  const protocol = resolveProtocol({
    encrypted: 'encrypted' in req.socket && req.socket.encrypted === true,
    forwardedProto: first(headers['x-forwarded-proto']),
    trustedHops,
  });
  if (address === undefined) delete headers['x-forwarded-for'];
  else headers['x-forwarded-for'] = address;
  headers['x-forwarded-proto'] = protocol;
  if (headers.host === undefined) delete headers['x-forwarded-host'];
  else headers['x-forwarded-host'] = headers.host;
  for (const name of UNTRUSTED_HEADERS) delete headers[name];
  return protocol;
}

/** The path of a request target (origin-form or absolute-form), with dot segments resolved. */
function targetOf(req: IncomingMessage): URL | null {
  const raw = req.url ?? '/';
  try {
    // Leading slashes collapsed as Next does, so `//api/x` is not read as a host named "api".
    return raw.startsWith('/') ? new URL(raw.replace(/^\/+/, '/'), 'http://edge.invalid') : new URL(raw);
  } catch {
    return null;
  }
}

/** Request and upgrade handlers of the edge; `close` drops the API connection pool. */
export function createEdge(options: EdgeOptions) {
  const log = options.log ?? ((message: string) => console.error(message));
  const timeoutMs = options.apiTimeoutMs ?? DEFAULT_API_TIMEOUT_MS;
  const proxy = createProxyServer({ target: options.apiOrigin, xfwd: false, ws: true, upgradeTimeout: UPGRADE_TIMEOUT_MS });
  // Kept-alive connections to the API. With a `timeout`, Node drops an idle one a second before the
  // API's announced Keep-Alive timeout (5 s), so a request is never sent on a socket the API is
  // closing at that moment (a spurious ECONNRESET, i.e. a 502). WebSocket upgrades get their own.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: 60_000 });
  const upgraded = new WeakSet<Duplex>();
  const reporter = throttledReporter(log);

  proxy.on('proxyReq', (proxyReq) => {
    proxyReq.setTimeout(timeoutMs, () =>
      proxyReq.destroy(Object.assign(new Error(`the API sent nothing for ${timeoutMs} ms`), { code: 'ETIMEDOUT' })),
    );
  });
  proxy.on('proxyReqWs', (proxyReq, _req, socket) => {
    proxyReq.once('upgrade', () => upgraded.add(socket));
  });
  // With a listener here httpxy reports every failure to it and never throws or rejects.
  proxy.on('error', (error, req, res) => {
    const failure = gatewayFailureOf(error as NodeJS.ErrnoException);
    const path = req ? (targetOf(req)?.pathname ?? '') : '';
    reporter(
      failure.status,
      `API request failed: ${req?.method ?? ''} ${path} → ${failure.status} (${(error as NodeJS.ErrnoException).code ?? error.message})`,
    );
    if (res === undefined) return;
    if ('setHeader' in res) {
      if (!res.headersSent) return void sendFailure(res, failure.status, path);
      res.destroy(); // Already streaming the API's answer: cut it, the client sees a truncated body.
    } else if (!upgraded.has(res) && res.writable) {
      res.end(rawFailure(failure.status, path));
    } else {
      res.destroy();
    }
  });
  proxy.on('econnreset', () => undefined); // The client went away first; nothing to answer.

  const handleRequest = (req: IncomingMessage, res: ServerResponse): void => {
    const protocol = applyTrustedForwarding(req, options.trustedHops);
    for (const [name, value] of Object.entries(securityHeaders(options.siteHttps || protocol === 'https'))) res.setHeader(name, value);
    const target = targetOf(req);
    if (target === null) {
      res.statusCode = 400;
      res.end();
      return;
    }
    if (isApiPath(target.pathname)) {
      req.url = target.pathname + target.search;
      void proxy.web(req, res, { agent });
      return;
    }
    if (options.miniAppDir && serveMiniAppFile(req, res, target.pathname, options.miniAppDir)) return;
    // Only the edge's own loopback may carry the 404 header (with this process's secret).
    if (req.headers[NOT_FOUND_HEADER] !== undefined && req.headers[NOT_FOUND_HEADER] !== options.notFound?.token)
      delete req.headers[NOT_FOUND_HEADER];
    // Before the 404 rescue, so the page it substitutes is hashed too.
    if (options.pageCsp) applyPageCsp(res, { ...options.pageCsp, log });
    if (options.notFound && isRescuable(req, target.pathname)) rescueNotFound(req, res, { ...options.notFound, log });
    Promise.resolve(options.app(req, res)).catch((error: unknown) => {
      log(`web request failed: ${req.method ?? ''} ${target.pathname}: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end();
      } else {
        res.destroy();
      }
    });
  };

  const handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', () => undefined); // A client vanishing mid-handshake is not our error.
    applyTrustedForwarding(req, options.trustedHops);
    const target = targetOf(req);
    if (target !== null && isApiPath(target.pathname)) {
      req.url = target.pathname + target.search;
      void proxy.ws(req, socket as Parameters<typeof proxy.ws>[1], {}, head);
    } else if (target !== null && options.appUpgrade) {
      options.appUpgrade(req, socket, head);
    } else {
      socket.end(rawFailure(404, target?.pathname ?? ''));
    }
  };

  return {
    handleRequest,
    handleUpgrade,
    close: () => {
      proxy.close();
      agent.destroy();
    },
  };
}

/** A node:http server running the edge in front of `options.app`. */
export function createEdgeServer(options: EdgeOptions): Server {
  const edge = createEdge(options);
  const server = createServer(edge.handleRequest);
  server.on('upgrade', edge.handleUpgrade);
  server.on('close', edge.close);
  return server;
}

function sendFailure(res: ServerResponse, status: GatewayStatus, path: string): void {
  const { headers, body } = gatewayFailure(status, path);
  res.writeHead(status, headers);
  res.end(body);
}

/** The same answer written on a raw socket (an upgrade that never became a WebSocket). */
function rawFailure(status: GatewayStatus, path: string): string {
  const { headers, body } = gatewayFailure(status, path);
  const lines = Object.entries({ ...headers, Connection: 'close' }).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

const STATUS_TEXT: Record<GatewayStatus, string> = {
  404: 'Not Found',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * Logs the first failure of each status at once, then at most one line per interval with the count
 * of those in between: an API outage under load must not flood the log.
 */
function throttledReporter(log: (message: string) => void, intervalMs = 10_000) {
  const last = new Map<number, { at: number; suppressed: number }>();
  return (status: number, message: string) => {
    const now = Date.now();
    const entry = last.get(status);
    if (entry && now - entry.at < intervalMs) {
      entry.suppressed += 1;
      return;
    }
    log(entry?.suppressed ? `${message} (and ${entry.suppressed} more like it)` : message);
    last.set(status, { at: now, suppressed: 0 });
  };
}
