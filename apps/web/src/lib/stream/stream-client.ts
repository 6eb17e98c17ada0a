import { STREAM_CLOSE_CODES, STREAM_UPDATE_DATA, streamServerFrameSchema, type StreamChannel, type StreamServerFrame } from '@ex/contracts';
import { DEFAULT_BACKOFF, reconnectDelay } from './backoff';
import { frameKey, normaliseSpec, specKey, subscriptionMessage, type StreamSpec } from './stream-spec';
import {
  IDLE_CHANNEL,
  LIVE_CHANNEL as LIVE,
  PENDING_CHANNEL as PENDING,
  type ChannelState,
  type StreamClient,
  type StreamClientOptions,
  type StreamListener,
  type StreamLogger,
  type StreamSocket,
  type StreamStatus,
} from './stream-types';

export * from './stream-types';

/**
 * The page's connection to the market stream (docs/spec-decisions.md "Streaming"): one WebSocket
 * shared by every component, opened on the first subscription; subscriptions are reference
 * counted per key, so two components showing the BTC_USDT ticker cost one server subscription.
 */

const SOCKET_OPEN = 1;
/** Close codes a page may send: 1000 or 4000–4999 (application-defined). */
const CLOSE_NORMAL = 1000;
const CLOSE_HEARTBEAT_TIMEOUT = 4000;
/** Channels whose update is a full state, so the last one can be handed to a late listener. */
const REPLAYABLE: ReadonlySet<StreamChannel> = new Set(['ticker', 'depth', 'candles']);
const SILENT: StreamLogger = { warn: () => undefined, error: () => undefined };

interface Entry {
  readonly key: string;
  readonly spec: StreamSpec;
  readonly listeners: Set<StreamListener>;
  state: ChannelState;
  /** Id of the subscribe sent on the current socket; frames echoing an older one are stale. */
  requestId: string | null;
  /** The latest update of a REPLAYABLE channel on the current socket. */
  lastData: unknown;
}

export function createStreamClient(options: StreamClientOptions): StreamClient {
  const { clock } = options;
  const random = options.random ?? Math.random;
  const logger = options.logger ?? SILENT;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const pongTimeoutMs = options.pongTimeoutMs ?? 10_000;
  const idleCloseMs = options.idleCloseMs ?? 5_000;
  const stableAfterMs = options.stableAfterMs ?? 10_000;

  const entries = new Map<string, Entry>();
  /** Request id → entry key, for frames that echo the id. */
  const requests = new Map<string, string>();
  const changeListeners = new Set<() => void>();
  let status: StreamStatus = 'idle';
  let socket: StreamSocket | null = null;
  let attempt = 0;
  let openedAt: number | null = null;
  let requestSeq = 0;
  let reconnectTimer: unknown = null;
  let heartbeatTimer: unknown = null;
  let pongTimer: unknown = null;
  let idleTimer: unknown = null;

  const emit = () => {
    for (const listener of [...changeListeners]) listener();
  };
  const setStatus = (next: StreamStatus) => {
    if (status === next) return;
    status = next;
    emit();
  };
  const setState = (entry: Entry, next: ChannelState) => {
    if (entry.state === next) return;
    entry.state = next;
    emit();
  };
  const clear = (handle: unknown): null => {
    if (handle !== null) clock.clearTimeout(handle);
    return null;
  };
  const call = <A>(fn: ((arg: A) => void) | undefined, arg: A) => {
    // One broken listener must not starve the others of their updates.
    try {
      fn?.(arg);
    } catch (error) {
      logger.error('stream: a listener threw', error);
    }
  };
  const send = (message: unknown) => {
    if (socket?.readyState !== SOCKET_OPEN) return;
    socket.send(JSON.stringify(message));
  };
  const nextRequestId = () => `r${(requestSeq += 1)}`;

  function sendSubscribe(entry: Entry): void {
    const id = nextRequestId();
    entry.requestId = id;
    requests.set(id, entry.key);
    setState(entry, PENDING);
    send(subscriptionMessage('subscribe', entry.spec, id));
  }

  function connect(): void {
    reconnectTimer = null;
    if (entries.size === 0) return setStatus('idle');
    setStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    const url = typeof options.url === 'function' ? options.url() : options.url;
    let ws: StreamSocket;
    try {
      ws = new options.WebSocket(url);
    } catch (error) {
      logger.warn('stream: could not open the socket', error);
      return scheduleReconnect();
    }
    socket = ws;
    openedAt = null;
    ws.onopen = () => {
      if (socket !== ws) return;
      openedAt = clock.now();
      setStatus('open');
      for (const entry of entries.values()) sendSubscribe(entry);
      scheduleHeartbeat();
    };
    ws.onmessage = (event) => {
      if (socket === ws) onMessage(event.data);
    };
    ws.onclose = (event) => {
      if (socket === ws) onClosed(event.code, event.reason);
    };
    // An error is always followed by a close event, which does the work.
    ws.onerror = () => undefined;
  }

  function scheduleReconnect(): void {
    const delay = reconnectDelay(attempt, backoff, random);
    attempt += 1;
    setStatus('reconnecting');
    reconnectTimer = clock.setTimeout(connect, delay);
  }

  function detach(ws: StreamSocket): void {
    ws.onopen = null;
    ws.onmessage = null;
    ws.onclose = null;
    ws.onerror = null;
  }

  /** Forgets the socket: timers, pending requests and per-socket entry state go with it. */
  function resetSocket(): void {
    if (socket) detach(socket);
    socket = null;
    heartbeatTimer = clear(heartbeatTimer);
    pongTimer = clear(pongTimer);
    requests.clear();
    for (const entry of entries.values()) {
      entry.requestId = null;
      entry.lastData = undefined;
      setState(entry, PENDING);
    }
  }

  function onClosed(code: number, reason: string): void {
    const stable = openedAt !== null && clock.now() - openedAt >= stableAfterMs;
    openedAt = null;
    resetSocket();
    if (stable) attempt = 0;
    if (code === STREAM_CLOSE_CODES.slowConsumer || code === STREAM_CLOSE_CODES.goingAway || code === STREAM_CLOSE_CODES.policyViolation) {
      logger.warn(`stream: closed by the server (${code} ${reason}), reconnecting`);
    }
    if (entries.size === 0) return setStatus('idle');
    scheduleReconnect();
  }

  /** Closes a socket we gave up on and reconnects at once through the usual backoff. */
  function abandon(code: number, reason: string): void {
    const ws = socket;
    if (!ws) return;
    detach(ws);
    try {
      ws.close(code, reason);
    } catch {
      // Already closing; the handlers are detached either way.
    }
    onClosed(code, reason);
  }

  function scheduleHeartbeat(): void {
    heartbeatTimer = clock.setTimeout(() => {
      heartbeatTimer = null;
      if (socket?.readyState !== SOCKET_OPEN) return;
      send({ op: 'ping' });
      // Any frame proves the connection alive (onMessage clears this), not only the pong.
      if (pongTimer === null) {
        pongTimer = clock.setTimeout(() => {
          pongTimer = null;
          logger.warn('stream: no answer to the heartbeat, reconnecting');
          abandon(CLOSE_HEARTBEAT_TIMEOUT, 'heartbeat timeout');
        }, pongTimeoutMs);
      }
      scheduleHeartbeat();
    }, heartbeatMs);
  }

  function onMessage(raw: unknown): void {
    pongTimer = clear(pongTimer);
    if (typeof raw !== 'string') return logger.warn('stream: dropped a binary frame');
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return logger.warn('stream: dropped a frame that is not JSON');
    }
    const parsed = streamServerFrameSchema.safeParse(json);
    if (!parsed.success) return logger.warn('stream: dropped an invalid frame', summarise(parsed.error.issues));
    onFrame(parsed.data);
  }

  /** The entry a frame is about: by the echoed request id when it has one, else by its key. */
  function entryOf(frame: StreamServerFrame): Entry | undefined {
    const id = 'id' in frame ? frame.id : undefined;
    if (id !== undefined && requests.has(id)) {
      const entry = entries.get(requests.get(id) as string);
      // An answer to an older request for a key asked again since: the newer answer follows.
      return entry?.requestId === id ? entry : undefined;
    }
    const key = frameKey(frame);
    return key === null ? undefined : entries.get(key);
  }

  function onFrame(frame: StreamServerFrame): void {
    switch (frame.event) {
      case 'pong':
      case 'unsubscribed':
        return;
      case 'subscribed': {
        const entry = entryOf(frame);
        if (!entry || entry.requestId === null) return;
        requests.delete(entry.requestId);
        return setState(entry, LIVE);
      }
      case 'update': {
        const key = frameKey(frame);
        const entry = key === null ? undefined : entries.get(key);
        // An update in flight when the last listener left: nobody wants it.
        if (!entry || entry.spec.channel !== frame.channel) return;
        const data = STREAM_UPDATE_DATA[frame.channel].safeParse(frame.data);
        if (!data.success)
          return logger.warn(`stream: dropped an invalid ${frame.channel} update`, { key, issues: summarise(data.error.issues) });
        if (REPLAYABLE.has(frame.channel)) entry.lastData = data.data;
        for (const listener of [...entry.listeners]) call(listener.onData as ((d: unknown) => void) | undefined, data.data);
        return;
      }
      case 'error': {
        const entry = entryOf(frame);
        if (!entry) return logger.warn(`stream: server error ${frame.data.code}`, { message: frame.data.message, field: frame.data.field });
        if (entry.requestId !== null) requests.delete(entry.requestId);
        entry.requestId = null;
        entry.lastData = undefined;
        setState(entry, Object.freeze({ status: 'error', error: frame.data }));
        for (const listener of [...entry.listeners]) call(listener.onError, frame.data);
        return;
      }
    }
  }

  function closeIdle(): void {
    idleTimer = null;
    if (entries.size > 0 || !socket) return;
    const ws = socket;
    resetSocket();
    try {
      ws.close(CLOSE_NORMAL, 'no subscriptions');
    } catch {
      // Already closing.
    }
    attempt = 0;
    openedAt = null;
    setStatus('idle');
  }

  function subscribe<S extends StreamSpec>(rawSpec: S, listener: StreamListener<S['channel']>): () => void {
    const spec = normaliseSpec(rawSpec);
    const key = specKey(spec);
    // A fresh object per call: the same callbacks subscribed twice count twice.
    const handle: StreamListener = { onData: listener.onData as StreamListener['onData'], onError: listener.onError };
    let entry = entries.get(key);
    const isNew = entry === undefined;
    if (!entry) {
      entry = { key, spec, listeners: new Set(), state: PENDING, requestId: null, lastData: undefined };
      entries.set(key, entry);
    }
    entry.listeners.add(handle);
    idleTimer = clear(idleTimer);
    if (isNew) {
      emit();
      if (socket?.readyState === SOCKET_OPEN) sendSubscribe(entry);
      else if (socket === null && reconnectTimer === null) connect();
    } else if (entry.state.status === 'error' && entry.state.error) {
      call(handle.onError, entry.state.error);
    } else if (entry.lastData !== undefined) {
      call(handle.onData as ((d: unknown) => void) | undefined, entry.lastData);
    }
    const held = entry;
    return () => {
      if (!held.listeners.delete(handle) || held.listeners.size > 0) return;
      entries.delete(key);
      if (held.requestId !== null) requests.delete(held.requestId);
      send(subscriptionMessage('unsubscribe', held.spec, nextRequestId()));
      emit();
      if (entries.size > 0) return;
      // Nothing left to listen to: stop retrying, and close once a quick remount had its chance.
      reconnectTimer = clear(reconnectTimer);
      if (socket === null) return setStatus('idle');
      idleTimer = clock.setTimeout(closeIdle, idleCloseMs);
    };
  }

  return {
    subscribe,
    getStatus: () => status,
    getChannelState: (spec) => entries.get(specKey(spec))?.state ?? IDLE_CHANNEL,
    onChange(listener) {
      changeListeners.add(listener);
      return () => {
        changeListeners.delete(listener);
      };
    },
    retryNow() {
      if (reconnectTimer === null) return;
      reconnectTimer = clear(reconnectTimer);
      connect();
    },
    dispose() {
      reconnectTimer = clear(reconnectTimer);
      idleTimer = clear(idleTimer);
      const ws = socket;
      entries.clear();
      resetSocket();
      if (ws) {
        try {
          ws.close(CLOSE_NORMAL, 'disposed');
        } catch {
          // Already closing.
        }
      }
      attempt = 0;
      openedAt = null;
      setStatus('idle');
      emit();
    },
  };
}

/** Zod issues without the values (a frame may carry user data): where and what. */
function summarise(issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[]) {
  return issues.slice(0, 3).map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
}
