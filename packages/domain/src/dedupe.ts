/** §9 "Promise de-duplication window: 30 s." */
export const DEDUPE_WINDOW_MS = 30_000;

export interface PromiseDeduper {
  /** Runs `factory` unless a call with the same key started less than the window ago. */
  run<T>(key: string, factory: () => Promise<T>): Promise<T>;
  /** Forgets every key (e.g. on logout, so the next user's data is fetched afresh). */
  clear(): void;
  /** Number of remembered keys (expired ones are dropped lazily). */
  readonly size: number;
}

interface Entry {
  readonly promise: Promise<unknown>;
  readonly startedAt: number;
}

/**
 * Shares one promise per key for `windowMs` (§9: 30 s), measured from when the factory was called.
 *
 * - Concurrent and repeated calls inside the window get the same promise, settled or not.
 * - At `windowMs` or later the next call runs the factory again, even if the old one is still
 *   pending (a hung request should not block a fresh attempt forever).
 * - A rejection is evicted at once so the next call retries; a synchronous throw is never cached.
 *
 * @example
 * const dedupe = createPromiseDeduper({ now: Date.now });
 * const [a, b] = await Promise.all([dedupe.run('user', loadUser), dedupe.run('user', loadUser)]); // one request
 */
export function createPromiseDeduper(options: { windowMs?: number; now: () => number }): PromiseDeduper {
  const { windowMs = DEDUPE_WINDOW_MS, now } = options;
  const entries = new Map<string, Entry>();

  function sweep(t: number): void {
    for (const [key, entry] of entries) if (t - entry.startedAt >= windowMs) entries.delete(key);
  }

  return {
    run<T>(key: string, factory: () => Promise<T>): Promise<T> {
      const t = now();
      sweep(t);
      const hit = entries.get(key);
      // The clock may step backwards (NTP); treat a future start as expired rather than caching forever.
      if (hit && t >= hit.startedAt) return hit.promise as Promise<T>;

      let promise: Promise<T>;
      try {
        promise = Promise.resolve(factory());
      } catch (err) {
        return Promise.reject(err);
      }
      const entry: Entry = { promise, startedAt: t };
      entries.set(key, entry);
      promise.catch(() => {
        // Only evict our own entry: a newer call may already have replaced it.
        if (entries.get(key) === entry) entries.delete(key);
      });
      return promise;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
