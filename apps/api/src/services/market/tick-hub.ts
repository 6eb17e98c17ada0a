import type { MarketTick } from '@ex/contracts';
import type { MarketScheduler } from './scheduler';

export interface TickHubOptions<S> {
  readonly scheduler: MarketScheduler;
  readonly intervalMs: number;
  /** State of a symbol's feed when its first listener arrives. */
  start(symbol: string): S;
  /** The next tick, or null when nothing happened since the last one. */
  produce(symbol: string, state: S): MarketTick | null | Promise<MarketTick | null>;
  /** A failed poll or a throwing listener; the feed keeps running. */
  onError(error: unknown, symbol: string): void;
}

/**
 * One timer per symbol however many listeners it has (the stream fans out per channel on top):
 * the timer starts with the first listener and stops with the last.
 */
export function createTickHub<S>(options: TickHubOptions<S>) {
  const feeds = new Map<string, { listeners: Set<(tick: MarketTick) => void>; cancel: () => void }>();

  return function subscribe(symbol: string, onTick: (tick: MarketTick) => void): () => void {
    let feed = feeds.get(symbol);
    if (!feed) {
      const state = options.start(symbol);
      const listeners = new Set<(tick: MarketTick) => void>();
      let busy = false;
      const cancel = options.scheduler.every(options.intervalMs, async () => {
        // A slow upstream never stacks polls.
        if (busy) return;
        busy = true;
        try {
          const tick = await options.produce(symbol, state);
          if (!tick) return;
          for (const listener of [...listeners]) {
            try {
              listener(tick);
            } catch (error) {
              options.onError(error, symbol);
            }
          }
        } catch (error) {
          options.onError(error, symbol);
        } finally {
          busy = false;
        }
      });
      feed = { listeners, cancel };
      feeds.set(symbol, feed);
    }
    const current = feed;
    const listener = (tick: MarketTick) => onTick(tick);
    current.listeners.add(listener);
    return () => {
      current.listeners.delete(listener);
      if (current.listeners.size === 0 && feeds.get(symbol) === current) {
        current.cancel();
        feeds.delete(symbol);
      }
    };
  };
}
