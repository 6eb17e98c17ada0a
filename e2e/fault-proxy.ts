import { getLocal, type CompletedRequest, type Mockttp } from 'mockttp';

/**
 * Issue 20 "Fault tests": the ways a §7 call can fail. `hang` holds the connection open past the
 * client timeout; `reset` drops it with a TCP RST; the others answer, wrongly.
 */
export const FAULT_MODES = ['hang', 'reset', 'status500', 'malformedJson', 'emptyBody', 'wrongShape'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

/** A request the proxy saw: its method, its path without the query, and whether a browser sent it. */
export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly fromBrowser: boolean;
}

export interface FaultProxy {
  /** Every request from now on to one of `paths`, sent by the browser, fails in `mode`; all else is forwarded. */
  fault(paths: readonly string[], mode: FaultMode): Promise<void>;
  /** Forwards everything again. */
  clear(): Promise<void>;
  /** Requests seen since the last `fault`/`clear`/`forget`. */
  seen(): readonly SeenRequest[];
  forget(): void;
  stop(): Promise<void>;
}

/**
 * Calls the browser makes reach the API through the web server's proxy with the browser's own
 * User-Agent; the web server's own calls (serverClient) carry Node's. Faulting only the former keeps
 * the pages the web server renders and caches out of the fault (they are covered by api-outage).
 */
function isFromBrowser(req: Pick<CompletedRequest, 'headers'>): boolean {
  return /Chrome/.test(String(req.headers['user-agent'] ?? ''));
}

/**
 * A real HTTP server (mockttp) between the web server and the API (the web server's API_ORIGIN):
 * it forwards every request to `upstream` unless a fault is switched on for its path.
 */
export async function startFaultProxy(port: number, upstream: string): Promise<FaultProxy> {
  const server: Mockttp = getLocal({ cors: false, recordTraffic: false });
  await server.start(port);
  let seen: SeenRequest[] = [];

  // reset() drops the rules and the listeners: this sets up both again, forwarding everything.
  async function forwardAll(): Promise<void> {
    await server.on('request', (req) => {
      seen.push({ method: req.method, path: new URL(req.url).pathname, fromBrowser: isFromBrowser(req) });
    });
    await server.forUnmatchedRequest().thenForwardTo(upstream);
    // Live prices (trade and price pages) come over the API's WebSocket through the same origin.
    await server.forAnyWebSocket().thenForwardTo(upstream.replace(/^http/, 'ws'));
  }

  async function rule(path: string, mode: FaultMode): Promise<void> {
    const builder = server.forGet(path).matching(isFromBrowser);
    const json = { 'content-type': 'application/json; charset=utf-8' };
    switch (mode) {
      case 'hang':
        await builder.thenTimeout();
        return;
      case 'reset':
        await builder.thenResetConnection();
        return;
      case 'status500':
        await builder.thenReply(500, JSON.stringify({ code: 50000, message: 'internal error' }), json);
        return;
      case 'malformedJson':
        await builder.thenReply(200, '{"code":0,"message":"ok","data":{"uid":', json);
        return;
      case 'emptyBody':
        await builder.thenReply(200, '', json);
        return;
      case 'wrongShape':
        // Valid JSON, code 0, but `data` is nothing any contract accepts.
        await builder.thenReply(200, JSON.stringify({ code: 0, message: 'ok', data: ['wrong', 'shape'] }), json);
        return;
    }
  }

  await forwardAll();
  return {
    async fault(paths, mode) {
      server.reset();
      seen = [];
      for (const path of paths) await rule(path, mode);
      await forwardAll();
    },
    async clear() {
      server.reset();
      seen = [];
      await forwardAll();
    },
    seen: () => seen,
    forget() {
      seen = [];
    },
    stop: () => server.stop(),
  };
}
