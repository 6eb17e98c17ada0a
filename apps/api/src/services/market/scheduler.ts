/**
 * Timers behind live ticks. Production uses setInterval; tests use the manual scheduler and decide
 * when a tick happens, so nothing depends on wall time.
 */
export interface MarketScheduler {
  /** Runs `task` every `ms` until the returned function is called. */
  every(ms: number, task: () => void | Promise<void>): () => void;
}

/** setInterval, unref'd so an idle subscription never keeps the process alive. */
export const intervalScheduler: MarketScheduler = {
  every(ms, task) {
    const id = setInterval(() => void task(), ms);
    id.unref();
    return () => clearInterval(id);
  },
};

export interface ManualScheduler extends MarketScheduler {
  /** Runs every registered task once and waits for them. */
  run(): Promise<void>;
  /** Registered (not cancelled) tasks. */
  readonly size: number;
}

/** A scheduler that only runs when told to. */
export function createManualScheduler(): ManualScheduler {
  const tasks = new Set<{ task: () => void | Promise<void> }>();
  return {
    every(_ms, task) {
      const entry = { task };
      tasks.add(entry);
      return () => void tasks.delete(entry);
    },
    async run() {
      await Promise.all([...tasks].map(async (entry) => entry.task()));
    },
    get size() {
      return tasks.size;
    },
  };
}
