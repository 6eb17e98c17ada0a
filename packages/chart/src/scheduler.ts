/**
 * Time, injected. Every timed rule of the chart (ready polling, the 30 s timeout, the symbol-search
 * delay, layout autosave) takes a {@link Scheduler}, so tests drive it with
 * {@link createManualScheduler} instead of real timers.
 */

/** Opaque timer handle. */
export type TimerHandle = unknown;

/** The part of the timer API the chart uses. */
export interface Scheduler {
  /** Milliseconds on a monotonic-enough clock (only differences are used). */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/**
 * The real timers (`globalThis.setTimeout`, `Date.now`).
 *
 * @example
 * const ready = createChartReadyMachine({ scheduler: realScheduler, ... });
 */
export const realScheduler: Scheduler = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** A {@link Scheduler} whose clock only moves when told to. */
export interface ManualScheduler extends Scheduler {
  /** Moves the clock forward, running due callbacks in time order (callbacks may schedule more). */
  advance(ms: number): void;
  /** Number of callbacks still scheduled. */
  pending(): number;
}

/**
 * A fake clock for tests: `advance(ms)` runs what falls due, in order.
 *
 * @example
 * const s = createManualScheduler();
 * s.setTimeout(() => console.warn('late'), 1000);
 * s.advance(999); // nothing
 * s.advance(1);   // logs 'late'
 */
export function createManualScheduler(start = 0): ManualScheduler {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        let dueId: number | undefined;
        let dueAt = Infinity;
        for (const [id, t] of timers) {
          if (t.at <= until && t.at < dueAt) {
            dueAt = t.at;
            dueId = id;
          }
        }
        if (dueId === undefined) break;
        const timer = timers.get(dueId)!;
        timers.delete(dueId);
        now = timer.at;
        timer.callback();
      }
      now = until;
    },
    pending: () => timers.size,
  };
}
