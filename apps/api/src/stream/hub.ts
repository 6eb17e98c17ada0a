import {
  STREAM_LIMITS,
  STREAM_USER_CHANNELS,
  streamKey,
  streamUserKey,
  type Market,
  type MarketTick,
  type StreamChannel,
  type StreamError,
  type StreamTarget,
  type StreamUserChannel,
} from '@ex/contracts';
import type { Logger } from '../logger';
import { describeError } from '../logger';
import { UnknownSymbolError, UnsupportedRequestError, type MarketSources } from '../services/market';
import { bucketStart } from '../services/market/resolution';
import type { StreamBus } from './bus';

/** One connection as the hub sees it: somewhere to put a text frame (the connection bounds its buffer). */
export interface StreamSubscriber {
  send(frame: string): void;
}

/** A subscription the hub refuses; the connection turns it into an error frame. */
export class StreamFailure extends Error {
  constructor(readonly error: StreamError) {
    super(error.message);
    this.name = 'StreamFailure';
  }
}

export interface StreamHubOptions {
  /** The process's market sources (the ones the REST routes use). */
  readonly market: MarketSources;
  /** User events: Redis when REDIS_URL is set, else in-process (`createStreamBus`). */
  readonly bus: StreamBus;
  readonly logger: Logger;
  /** close() closes the bus too (default true). */
  readonly ownsBus?: boolean;
}

export interface StreamHub {
  /**
   * Adds `subscriber` to the target's key (`uid` for orders/positions). Once it is live, sends it
   * `subscribed` (echoing `id`) and then, for ticker/candles/depth, the snapshot update — both
   * synchronously, so no tick update can come before them. Rejects with StreamFailure. Resolves with the
   * key; if the subscriber left (leave) meanwhile, nothing is sent.
   */
  join(subscriber: StreamSubscriber, target: StreamTarget, options?: { uid?: number; id?: string }): Promise<string>;
  /** Removes `subscriber` from `key` (pending or live); the last one out releases the source or bus subscription. */
  leave(subscriber: StreamSubscriber, key: string): void;
  /**
   * The ledger's hook: delivers `data` (JSON-serialisable) as an `update` on `orders:<uid>` or
   * `positions:<uid>` to that user's subscribers on every API process sharing the bus. Resolves false
   * (and logs) when the bus fails; the event is then lost to stream listeners — clients re-read the
   * REST state on (re)subscribe. Throws on a bad uid/channel or unserialisable data (programming errors).
   */
  publishUserEvent(uid: number, channel: StreamUserChannel, data: unknown): Promise<boolean>;
  /** Subscribers (pending and live) of a key. */
  listenerCount(key: string): number;
  /** Keys with at least one subscriber. */
  keys(): string[];
  /** Source subscriptions held (one per market and symbol with listeners). */
  feedCount(): number;
  close(): Promise<void>;
}

/** Bars sent per candles key and tick at most: a stalled timer skips older completed bars. */
export const MAX_BARS_PER_TICK = 10;
/** A failing source is logged at most once per key per this period. */
const ERROR_LOG_INTERVAL_MS = 60_000;

interface Entry {
  active: boolean;
}

interface Topic {
  readonly key: string;
  readonly channel: StreamChannel;
  readonly target: StreamTarget;
  readonly subscribers: Map<StreamSubscriber, Entry>;
  closed: boolean;
  /** Market topics: the shared source subscription of the symbol. */
  feed?: Feed;
  /** Market topics: a refresh is running / another is due after it. */
  busy: boolean;
  again: boolean;
  lastTick?: MarketTick;
  /** Candles: open time of the newest bar sent. */
  lastBarT?: number;
  lastErrorLogAt: number;
  /** User topics: the bus subscription; `release` ends it. */
  ready?: Promise<void>;
  release?: () => Promise<void>;
}

interface Feed {
  readonly id: string;
  readonly topics: Set<Topic>;
  unsubscribe: () => void;
}

/**
 * Topics and reference counting. A key (`ticker:spot:BTC_USDT`) is a topic with its subscribers; a
 * market and symbol is a feed: one `MarketSource.subscribe` shared by every topic of that symbol,
 * taken with the first topic and released with the last. Each tick refreshes the feed's topics; an
 * update is serialised once and sent to every live subscriber. User topics hold one bus subscription each.
 *
 * Per tick: ticker → `source.ticker()`; depth → `source.depth(levels)`; trades → the tick's trades;
 * candles → `source.candles()` from the newest bar already sent (or the bucket of the tick's first
 * trade) up to now, so a tick crossing a bucket boundary sends the completed bar's final state, then
 * the new current bar. A refresh still running when the next tick comes runs once more afterwards
 * (ticks coalesce, nothing queues up behind a slow source).
 */
export function createStreamHub(options: StreamHubOptions): StreamHub {
  const { market, bus, logger } = options;
  const topics = new Map<string, Topic>();
  const feeds = new Map<string, Feed>();
  const releases = new Set<Promise<unknown>>();
  let closed = false;

  const newTopic = (key: string, target: StreamTarget): Topic => ({
    key,
    channel: target.channel,
    target,
    subscribers: new Map(),
    closed: false,
    busy: false,
    again: false,
    lastErrorLogAt: -Infinity,
  });

  function openMarketTopic(key: string, target: Exclude<StreamTarget, { channel: StreamUserChannel }>): Topic {
    const feedId = `${target.market}:${target.symbol}`;
    let feed = feeds.get(feedId);
    if (!feed) {
      const created: Feed = { id: feedId, topics: new Set(), unsubscribe: () => {} };
      try {
        created.unsubscribe = market[target.market].subscribe(target.symbol, (tick) => onTick(created, tick));
      } catch (error) {
        throw failureOf(error, target.market);
      }
      feeds.set(feedId, created);
      feed = created;
    }
    const topic = newTopic(key, target);
    topic.feed = feed;
    feed.topics.add(topic);
    topics.set(key, topic);
    return topic;
  }

  function openUserTopic(key: string, channel: StreamUserChannel): Topic {
    const topic = newTopic(key, { channel });
    topics.set(key, topic);
    topic.ready = bus
      .subscribe(key, (message) => deliverUserEvent(topic, message))
      .then((release) => {
        topic.release = release;
      });
    // A failed bus subscription is forgotten, so the next subscribe tries again.
    topic.ready.catch(() => {
      if (topics.get(key) === topic) topics.delete(key);
      topic.closed = true;
    });
    return topic;
  }

  function closeTopic(topic: Topic): void {
    if (topics.get(topic.key) === topic) topics.delete(topic.key);
    topic.closed = true;
    const feed = topic.feed;
    if (feed) {
      feed.topics.delete(topic);
      if (feed.topics.size === 0 && feeds.get(feed.id) === feed) {
        feeds.delete(feed.id);
        feed.unsubscribe();
      }
    }
    if (topic.ready) {
      const released = topic.ready
        .then(() => topic.release?.())
        .catch(() => {})
        .finally(() => releases.delete(released));
      releases.add(released);
    }
  }

  function broadcast(topic: Topic, data: unknown): void {
    if (topic.closed) return;
    let frame: string | undefined;
    // A copy: a send may drop a slow connection, which leaves this topic.
    for (const [subscriber, entry] of [...topic.subscribers]) {
      if (!entry.active) continue;
      frame ??= JSON.stringify({ event: 'update', channel: topic.channel, key: topic.key, data });
      subscriber.send(frame);
    }
  }

  function onTick(feed: Feed, tick: MarketTick): void {
    for (const topic of [...feed.topics]) {
      if (topic.channel === 'trades') {
        if (tick.trades.length > 0) broadcast(topic, tick.trades);
        continue;
      }
      topic.lastTick = tick;
      if (topic.busy) {
        topic.again = true;
        continue;
      }
      void refresh(topic);
    }
  }

  async function refresh(topic: Topic): Promise<void> {
    topic.busy = true;
    try {
      do {
        topic.again = false;
        try {
          await produce(topic);
        } catch (error) {
          const now = Date.now();
          if (now - topic.lastErrorLogAt >= ERROR_LOG_INTERVAL_MS) {
            topic.lastErrorLogAt = now;
            logger.warn({ key: topic.key, error: describeError(error) }, 'stream update failed');
          }
        }
      } while (topic.again && !topic.closed);
    } finally {
      topic.busy = false;
    }
  }

  async function produce(topic: Topic): Promise<void> {
    const target = topic.target;
    if (!('market' in target)) return; // orders/positions: the bus delivers them.
    const source = market[target.market];
    if (target.channel === 'candles') {
      const tick = topic.lastTick;
      if (!tick) return;
      // The newest bar holds the last completed second, [floor(time/1 s) − 1 s, floor(time/1 s)).
      const newest = Math.floor(tick.time / 1000) * 1000 - 1;
      const from = topic.lastBarT ?? bucketStart(target.resolution, Math.min(tick.trades[0]?.time ?? newest, newest));
      const bars = await source.candles(target.symbol, target.resolution, from, undefined, MAX_BARS_PER_TICK);
      for (const bar of bars) broadcast(topic, bar);
      const last = bars.at(-1);
      if (last && !topic.closed) topic.lastBarT = last.t;
      return;
    }
    if (target.channel === 'ticker') return broadcast(topic, await source.ticker(target.symbol));
    if (target.channel === 'depth') return broadcast(topic, await source.depth(target.symbol, STREAM_LIMITS.depthLevels));
  }

  async function snapshotOf(target: StreamTarget): Promise<unknown> {
    switch (target.channel) {
      case 'ticker':
        return market[target.market].ticker(target.symbol);
      case 'depth':
        return market[target.market].depth(target.symbol, STREAM_LIMITS.depthLevels);
      case 'candles':
        return (await market[target.market].candles(target.symbol, target.resolution, undefined, undefined, 1)).at(-1);
      default:
        return undefined;
    }
  }

  function deliverUserEvent(topic: Topic, message: string): void {
    let data: unknown;
    try {
      data = JSON.parse(message);
    } catch {
      logger.error({ key: topic.key }, 'stream bus message is not JSON; dropped');
      return;
    }
    broadcast(topic, data);
  }

  /** Marks the entry live and sends `subscribed` (+ snapshot) at once, if it is still there. */
  function activate(subscriber: StreamSubscriber, topic: Topic, entry: Entry, id: string | undefined, snapshot: unknown): boolean {
    if (topic.closed || topic.subscribers.get(subscriber) !== entry) return false;
    entry.active = true;
    subscriber.send(JSON.stringify({ event: 'subscribed', channel: topic.channel, key: topic.key, ...(id === undefined ? {} : { id }) }));
    if (snapshot !== undefined)
      subscriber.send(JSON.stringify({ event: 'update', channel: topic.channel, key: topic.key, data: snapshot }));
    return true;
  }

  const hub: StreamHub = {
    async join(subscriber, target, joinOptions = {}) {
      if (closed) throw new StreamFailure({ code: 'unavailable', message: 'The stream is shutting down' });
      const isUser = (STREAM_USER_CHANNELS as readonly string[]).includes(target.channel);
      const key = streamKey(target, joinOptions.uid);
      const existing = topics.get(key);
      const topic =
        existing && !existing.closed
          ? existing
          : isUser
            ? openUserTopic(key, target.channel as StreamUserChannel)
            : openMarketTopic(key, target as Exclude<StreamTarget, { channel: StreamUserChannel }>);
      const entry: Entry = { active: false };
      topic.subscribers.set(subscriber, entry);
      let snapshot: unknown;
      try {
        if (topic.ready) await topic.ready;
        else snapshot = await snapshotOf(target);
      } catch (error) {
        if (topic.subscribers.get(subscriber) === entry) hub.leave(subscriber, key);
        if (topic.ready) {
          logger.warn({ key, error: describeError(error) }, 'stream bus subscribe failed');
          throw new StreamFailure({ code: 'unavailable', message: 'Live account updates are unavailable; try again later' });
        }
        const failure = failureOf(error, 'market' in target ? target.market : 'spot');
        if (failure.error.code === 'unavailable') logger.warn({ key, error: describeError(error) }, 'stream snapshot failed');
        throw failure;
      }
      activate(subscriber, topic, entry, joinOptions.id, snapshot);
      return key;
    },

    leave(subscriber, key) {
      const topic = topics.get(key);
      if (!topic || !topic.subscribers.delete(subscriber)) return;
      if (topic.subscribers.size === 0) closeTopic(topic);
    },

    async publishUserEvent(uid, channel, data) {
      if (!Number.isSafeInteger(uid) || uid <= 0) throw new TypeError(`publishUserEvent: bad uid ${String(uid)}`);
      if (!STREAM_USER_CHANNELS.includes(channel)) throw new TypeError(`publishUserEvent: ${String(channel)} is not a user channel`);
      const json = JSON.stringify(data);
      if (json === undefined) throw new TypeError('publishUserEvent: data is not JSON-serialisable');
      try {
        await bus.publish(streamUserKey(channel, uid), json);
        return true;
      } catch (error) {
        logger.error({ channel, error: describeError(error) }, 'stream user event not published');
        return false;
      }
    },

    listenerCount(key) {
      return topics.get(key)?.subscribers.size ?? 0;
    },

    keys() {
      return [...topics.keys()];
    },

    feedCount() {
      return feeds.size;
    },

    async close() {
      if (closed) return;
      closed = true;
      for (const topic of [...topics.values()]) closeTopic(topic);
      await Promise.all([...releases]);
      if (options.ownsBus !== false) await bus.close();
    },
  };
  return hub;
}

/** Source errors as error frames; anything unexpected is `unavailable` (the caller logs it). */
function failureOf(error: unknown, market: Market): StreamFailure {
  if (error instanceof StreamFailure) return error;
  if (error instanceof UnknownSymbolError) return new StreamFailure({ code: 'unknown_symbol', message: error.message, field: 'symbol' });
  if (error instanceof UnsupportedRequestError)
    return new StreamFailure({ code: 'unsupported', message: error.message, field: error.field });
  return new StreamFailure({ code: 'unavailable', message: `${market} market data is temporarily unavailable` });
}
