import type { Logger } from '../logger';
import { describeError } from '../logger';
import { createRedisClient, quitRedis } from '../services/rate-limit';

/**
 * Fan-out of stream events between API processes. Only per-user events (orders, positions) travel
 * over it: market ticks are produced by every process from its own (deterministic) sources.
 * Topics are stream keys (`orders:<uid>`); messages are JSON text, never logged.
 */
export interface StreamBus {
  readonly kind: 'memory' | 'redis';
  /** Delivers `message` to every subscriber of `topic` in every process sharing the bus (this one included). */
  publish(topic: string, message: string): Promise<void>;
  /**
   * Resolves once the subscription is live (a message published after that is delivered) with the
   * function that ends it. Rejects when the bus cannot subscribe (Redis down).
   */
  subscribe(topic: string, onMessage: (message: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** One process: publish calls the subscribers synchronously. */
export function createMemoryBus(): StreamBus {
  const topics = new Map<string, Set<(message: string) => void>>();
  return {
    kind: 'memory',
    async publish(topic, message) {
      for (const handler of [...(topics.get(topic) ?? [])]) handler(message);
    },
    async subscribe(topic, onMessage) {
      let handlers = topics.get(topic);
      if (!handlers) topics.set(topic, (handlers = new Set()));
      // A wrapper, so subscribing the same function twice needs two unsubscribes.
      const handler = (message: string) => onMessage(message);
      handlers.add(handler);
      const own = handlers;
      return async () => {
        own.delete(handler);
        if (own.size === 0 && topics.get(topic) === own) topics.delete(topic);
      };
    },
    async close() {
      topics.clear();
    },
  };
}

export interface RedisBusOptions {
  /** REDIS_URL (ApiConfig.redisUrl). */
  readonly url: string;
  readonly logger: Logger;
  /** Channel prefix, `stream` by default (tests use a unique one): channels are `<prefix>:<topic>`. */
  readonly prefix?: string;
}

/**
 * Redis pub/sub over two connections (a subscribing connection can do nothing else). One SUBSCRIBE
 * per topic with local subscribers (reference counted), UNSUBSCRIBE when the last one leaves; ioredis
 * re-subscribes after a reconnect. Commands fail within about a second while Redis is unreachable
 * (the rate limiter's client settings), so a subscribe answers `unavailable` instead of hanging.
 * Pub/sub is at-most-once: an event published while a process is disconnected is lost to it.
 */
export function createRedisBus(options: RedisBusOptions): StreamBus {
  const prefix = `${options.prefix ?? 'stream'}:`;
  const publisher = createRedisClient(options.url, options.logger);
  const subscriber = createRedisClient(options.url, options.logger);
  const topics = new Map<string, { handlers: Set<(message: string) => void>; ready: Promise<unknown> }>();

  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    const entry = topics.get(channel.slice(prefix.length));
    if (!entry) return;
    for (const handler of [...entry.handlers]) {
      try {
        handler(message);
      } catch (error) {
        options.logger.error({ error: describeError(error) }, 'stream bus handler failed');
      }
    }
  });

  return {
    kind: 'redis',
    async publish(topic, message) {
      await publisher.publish(prefix + topic, message);
    },
    async subscribe(topic, onMessage) {
      let entry = topics.get(topic);
      if (!entry) {
        const created = { handlers: new Set<(message: string) => void>(), ready: subscriber.subscribe(prefix + topic) };
        // A failed SUBSCRIBE is forgotten, so the next subscriber tries again.
        created.ready.catch(() => {
          if (topics.get(topic) === created) topics.delete(topic);
        });
        topics.set(topic, created);
        entry = created;
      }
      const own = entry;
      const handler = (message: string) => onMessage(message);
      own.handlers.add(handler);
      try {
        await own.ready;
      } catch (error) {
        own.handlers.delete(handler);
        throw error;
      }
      return async () => {
        own.handlers.delete(handler);
        if (own.handlers.size > 0 || topics.get(topic) !== own) return;
        topics.delete(topic);
        // Commands on one connection run in order: a later SUBSCRIBE of the same topic wins.
        try {
          await subscriber.unsubscribe(prefix + topic);
        } catch (error) {
          options.logger.warn({ error: describeError(error) }, 'stream bus unsubscribe failed');
        }
      };
    },
    async close() {
      topics.clear();
      await Promise.all([quitRedis(publisher), quitRedis(subscriber)]);
    },
  };
}

/** REDIS_URL set: Redis pub/sub shared by every API process; else in-process. */
export function createStreamBus(options: { redisUrl?: string; logger: Logger; prefix?: string }): StreamBus {
  return options.redisUrl ? createRedisBus({ url: options.redisUrl, logger: options.logger, prefix: options.prefix }) : createMemoryBus();
}
