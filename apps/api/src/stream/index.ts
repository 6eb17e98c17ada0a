import type { IncomingMessage, Server } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { parse as parseCookies } from 'hono/utils/cookie';
import { WebSocketServer, type ServerOptions, type WebSocket } from 'ws';
import { STREAM_CLOSE_CODES, STREAM_LIMITS, STREAM_PATH } from '@ex/contracts';
import type { Database } from '@ex/db';
import type { SiteHosts } from '@ex/sites';
import { isOwnOrigin } from '../http/origin';
import { notFoundBody } from '../http/failure';
import { SESSION_COOKIE } from '../http/session-cookies';
import type { Logger } from '../logger';
import { describeError } from '../logger';
import { createSimulatedMarket, intervalScheduler, type MarketScheduler, type MarketSources } from '../services/market';
import { findSession } from '../services/sessions';
import { createStreamBus, type StreamBus } from './bus';
import { StreamConnection, type ConnectionLimits } from './connection';
import { createStreamHub, type StreamHub } from './hub';

export { createMemoryBus, createRedisBus, createStreamBus, type StreamBus } from './bus';
export { createStreamHub, StreamFailure, type StreamHub, type StreamSubscriber } from './hub';
export { parseClientMessage } from './parse';

export interface StreamServerLimits extends ConnectionLimits {
  /** Ping period; a client that has not answered the previous ping (nor sent anything) is dropped. */
  readonly heartbeatMs: number;
  /** Open connections per process; more upgrades get 503. */
  readonly maxConnections: number;
  /** How long a closing connection may take to answer the close frame before its socket is destroyed. */
  readonly closeTimeoutMs: number;
}

/** Defaults (docs/spec-decisions.md "Streaming"); `attachStream(…, { limits })` overrides them. */
export const STREAM_SERVER_LIMITS: StreamServerLimits = {
  maxMessageBytes: STREAM_LIMITS.maxMessageBytes,
  maxSubscriptions: STREAM_LIMITS.maxSubscriptions,
  rateBurst: STREAM_LIMITS.rateBurst,
  ratePerSecond: STREAM_LIMITS.ratePerSecond,
  maxBufferedBytes: 1024 * 1024,
  maxQueuedMessages: 128,
  heartbeatMs: 30_000,
  maxConnections: 10_000,
  closeTimeoutMs: 5_000,
};

export interface StreamDeps {
  readonly db: Database;
  /** deps.now: session expiry and the per-connection rate limit. */
  readonly now: () => number;
  readonly logger: Logger;
  /** Our sub-site hosts: a browser upgrade from any other Origin is refused (403). */
  readonly hosts: SiteHosts;
  /**
   * The hub to serve. server.ts creates it (`createStreamHub`) so the ledger can publish user events
   * through it; it stays open after close(). Without one, a hub is built from `market` (default: the
   * simulated market on `now`) and a bus (`bus`, else Redis when `redisUrl` is set, else in-process),
   * and close() closes it.
   */
  readonly hub?: StreamHub;
  readonly market?: MarketSources;
  readonly bus?: StreamBus;
  /** ApiConfig.redisUrl (REDIS_URL). */
  readonly redisUrl?: string;
  /** Drives the heartbeat; default setInterval (tests pass a manual scheduler). */
  readonly scheduler?: MarketScheduler;
  readonly limits?: Partial<StreamServerLimits>;
}

export interface AttachedStream {
  readonly hub: StreamHub;
  /** Open connections. */
  connectionCount(): number;
  /** Stops accepting upgrades, closes every connection with 1001 and resolves once they are gone. */
  close(): Promise<void>;
}

/**
 * Serves the stream (packages/contracts/src/stream.ts) on `server`'s upgrade requests for
 * STREAM_PATH; every other upgrade gets 404. Identity comes only from the `sid` session cookie of the
 * upgrade request (looked up again at each orders/positions subscribe and every heartbeat); a browser
 * upgrade whose Origin is not one of our hosts is refused, since a WebSocket is not bound by CORS.
 */
export function attachStream(server: Server, deps: StreamDeps): AttachedStream {
  const limits: StreamServerLimits = { ...STREAM_SERVER_LIMITS, ...deps.limits };
  const { logger } = deps;
  const ownsHub = !deps.hub;
  const hub =
    deps.hub ??
    createStreamHub({
      market: deps.market ?? createSimulatedMarket({ now: deps.now }),
      bus: deps.bus ?? createStreamBus({ redisUrl: deps.redisUrl, logger }),
      logger,
    });
  const options: ServerOptions & { closeTimeout: number } = {
    noServer: true,
    // Above this ws closes with 1009 before buffering the frame; up to maxMessageBytes is served and
    // anything between gets an error frame.
    maxPayload: STREAM_LIMITS.maxFrameBytes,
    perMessageDeflate: false,
    clientTracking: false,
    closeTimeout: limits.closeTimeoutMs,
  };
  const wss = new WebSocketServer(options);
  const connections = new Set<StreamConnection>();
  let closing = false;

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => {}); // A client vanishing mid-handshake is not our error.
    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    } catch {
      return reject(socket, 400);
    }
    if (pathname !== STREAM_PATH) {
      logger.info({ method: req.method, path: pathname, status: 404 }, 'upgrade refused');
      return reject(socket, 404, notFoundBody);
    }
    if (closing || connections.size >= limits.maxConnections) return reject(socket, 503);
    const origin = req.headers.origin;
    if (origin !== undefined && !isOwnOrigin(origin, { host: upgradeHost(req), https: upgradeIsHttps(req) }, deps.hosts)) {
      logger.info({ path: pathname, status: 403 }, 'stream upgrade from a foreign origin refused');
      return reject(socket, 403);
    }
    // The token stays in this closure; it is never logged.
    const token = req.headers.cookie ? parseCookies(req.headers.cookie, SESSION_COOKIE)[SESSION_COOKIE] : undefined;
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws, token));
  };

  function accept(ws: WebSocket, token: string | undefined): void {
    if (closing) {
      ws.close(STREAM_CLOSE_CODES.goingAway, 'server shutting down');
      return;
    }
    const connection = new StreamConnection({
      ws,
      hub,
      limits,
      now: deps.now,
      logger,
      authenticate: async () => (token ? ((await findSession(deps.db, token, deps.now()))?.user.uid ?? null) : null),
      onGone: (gone) => connections.delete(gone),
    });
    connections.add(connection);
    logger.debug({ connections: connections.size }, 'stream connection opened');
  }

  const stopHeartbeat = (deps.scheduler ?? intervalScheduler).every(limits.heartbeatMs, () => {
    for (const connection of [...connections]) {
      connection.heartbeat();
      connection.recheckSession().catch((error: unknown) => logger.warn({ error: describeError(error) }, 'stream session check failed'));
    }
  });

  server.on('upgrade', onUpgrade);

  return {
    hub,
    connectionCount: () => connections.size,
    async close() {
      if (closing) return;
      closing = true;
      server.off('upgrade', onUpgrade);
      stopHeartbeat();
      const open = [...connections];
      const gone = open.map((connection) => new Promise<void>((resolve) => connection.onceClosed(resolve)));
      for (const connection of open) connection.drop(STREAM_CLOSE_CODES.goingAway, 'server shutting down');
      await Promise.all(gone);
      wss.close();
      if (ownsHub) await hub.close();
    },
  };
}

/** The host the browser used: X-Forwarded-Host from our web server's proxy, else Host. */
function upgradeHost(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-host'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.headers.host || '';
}

/** https as the browser sees it: X-Forwarded-Proto from the web server, else the socket. */
function upgradeIsHttps(req: IncomingMessage): boolean {
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first ? first === 'https' : 'encrypted' in req.socket && req.socket.encrypted === true;
}

function reject(socket: Duplex, status: number, body?: unknown): void {
  if (socket.destroyed) return;
  const text = body === undefined ? '' : JSON.stringify(body);
  const headers = ['Connection: close', `Content-Length: ${Buffer.byteLength(text)}`, ...(text ? ['Content-Type: application/json'] : [])];
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${headers.join('\r\n')}\r\n\r\n${text}`);
}
