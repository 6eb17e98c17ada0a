/**
 * Debounce with an injected scheduler, and the symbol search built on it (SPEC §9 "Symbol search
 * delay: 1000 ms").
 */
import { realScheduler } from './scheduler';
import type { Scheduler, TimerHandle } from './scheduler';

/** §9 "Symbol search delay: 1000 ms". */
export const SYMBOL_SEARCH_DELAY_MS = 1000;

/** A debounced function: calls collapse until `ms` pass without a call, then the last one runs. */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending call. */
  cancel(): void;
  /** Runs the pending call now, if any. */
  flush(): void;
  /** True while a call is waiting. */
  pending(): boolean;
}

/**
 * Trailing-edge debounce: runs `fn` with the latest arguments once `ms` have passed since the
 * last call.
 *
 * @example
 * const search = debounce((q: string) => fetchSymbols(q), SYMBOL_SEARCH_DELAY_MS);
 * search('b'); search('bt'); search('btc'); // one fetch, for 'btc', 1000 ms after the last key
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number, scheduler: Scheduler = realScheduler): Debounced<A> {
  let handle: TimerHandle | undefined;
  let lastArgs: A | undefined;
  const run = () => {
    handle = undefined;
    const args = lastArgs!;
    lastArgs = undefined;
    fn(...args);
  };
  const debounced = (...args: A) => {
    lastArgs = args;
    if (handle !== undefined) scheduler.clearTimeout(handle);
    handle = scheduler.setTimeout(run, ms);
  };
  debounced.cancel = () => {
    if (handle !== undefined) scheduler.clearTimeout(handle);
    handle = undefined;
    lastArgs = undefined;
  };
  debounced.flush = () => {
    if (handle === undefined) return;
    scheduler.clearTimeout(handle);
    run();
  };
  debounced.pending = () => handle !== undefined;
  return debounced;
}

/** Options of {@link createSymbolSearch}. */
export interface SymbolSearchOptions<T> {
  /** Looks symbols up (the app's API call). */
  search(query: string): Promise<readonly T[]>;
  /** Receives the results of the latest query only; an older response arriving late is dropped. */
  onResults(query: string, results: readonly T[]): void;
  /** Receives a failed lookup of the latest query. */
  onError?(query: string, error: unknown): void;
  /** Default {@link SYMBOL_SEARCH_DELAY_MS}. */
  delayMs?: number;
  scheduler?: Scheduler;
}

/** The symbol-search box's logic: debounced input, latest-response-wins. */
export interface SymbolSearch {
  /** Call on every keystroke. An empty (blank) query clears the results at once, without a lookup. */
  input(query: string): void;
  /** Stops pending work (on unmount). */
  dispose(): void;
}

/**
 * Symbol search: the lookup runs 1000 ms after the last keystroke (§9), and only the response to
 * the newest query is delivered.
 *
 * @example
 * const box = createSymbolSearch({ search: (q) => api.symbols(q), onResults: (_q, list) => setList(list) });
 * input.oninput = () => box.input(input.value);
 */
export function createSymbolSearch<T>(options: SymbolSearchOptions<T>): SymbolSearch {
  let generation = 0;
  let disposed = false;
  const lookup = debounce(
    (query: string) => {
      const mine = ++generation;
      options.search(query).then(
        (results) => {
          if (!disposed && mine === generation) options.onResults(query, results);
        },
        (error: unknown) => {
          if (!disposed && mine === generation) options.onError?.(query, error);
        },
      );
    },
    options.delayMs ?? SYMBOL_SEARCH_DELAY_MS,
    options.scheduler,
  );
  return {
    input(query) {
      if (disposed) return;
      const q = query.trim();
      if (q === '') {
        lookup.cancel();
        generation++;
        options.onResults('', []);
        return;
      }
      lookup(q);
    },
    dispose() {
      disposed = true;
      lookup.cancel();
    },
  };
}
