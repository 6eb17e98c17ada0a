/**
 * Where layouts are kept and when they are written (SPEC §4.13 "The layout is saved on unload, on
 * auto-save and on theme change"; "Theme change re-applies dark/light and default colours, then
 * saves the layout"; issue 5 "restored on load … Also stored on the server for signed-in users").
 *
 * - Stores: {@link createLocalLayoutStore} (browser `localStorage`, key `ex.chart.layout.v1`) and
 *   any {@link LayoutStore} the app supplies for the server (signed-in users).
 * - Restore: {@link restoreChartLayout} tries the stores in order (server first when signed in)
 *   and takes the first recognised layout.
 * - Save triggers ({@link createLayoutPersistence}): `changed()` autosaves after a quiet delay
 *   (default 5 s), `themeChanged()` and `unload()` save at once; a store is only written when the
 *   text differs from what it last accepted.
 */
import { DEFAULT_CHART_LAYOUT, parseChartLayout, serialiseChartLayout } from './chart-layout';
import type { ChartLayout } from './chart-layout';
import { DEFAULT_RESOLUTION } from './resolutions';
import type { KeyValueStorage, Resolution } from './resolutions';
import { realScheduler } from './scheduler';
import type { Scheduler, TimerHandle } from './scheduler';

/** Local-storage key of the layout. */
export const LAYOUT_STORAGE_KEY = 'ex.chart.layout.v1';

/** Quiet time after the last change before an autosave (our choice; §4.13 names no value). */
export const LAYOUT_AUTOSAVE_DELAY_MS = 5000;

/** A place a layout's JSON text lives. */
export interface LayoutStore {
  /** For problems and restore reports, e.g. `local`, `server`. */
  readonly name: string;
  /** The saved text, or null when nothing is saved. May reject (network). */
  load(): Promise<string | null>;
  /**
   * Writes the text. For the server on unload use `fetch(…, { keepalive: true })` or
   * `navigator.sendBeacon`, so the request outlives the page.
   */
  save(text: string): Promise<void>;
}

/**
 * A store over `localStorage` (or any {@link KeyValueStorage}). Storage errors (quota, private
 * mode) become rejections, which the persistence controller reports and survives.
 *
 * @example
 * const local = createLocalLayoutStore(window.localStorage);
 */
export function createLocalLayoutStore(storage: KeyValueStorage | undefined, key: string = LAYOUT_STORAGE_KEY): LayoutStore {
  return {
    name: 'local',
    load: async () => storage?.getItem(key) ?? null,
    save: async (text) => {
      if (!storage) throw new Error('no local storage');
      storage.setItem(key, text);
    },
  };
}

export interface RestoredLayout {
  readonly layout: ChartLayout;
  /** The store it came from, or `default`. */
  readonly source: string;
  readonly problems: readonly string[];
}

/**
 * The first recognised layout among `stores` (in order), else the default layout at
 * `fallbackResolution` (e.g. `readStoredResolution(localStorage)`). Never rejects.
 *
 * @example
 * const { layout, source } = await restoreChartLayout([serverStore, createLocalLayoutStore(localStorage)]);
 */
export async function restoreChartLayout(
  stores: readonly LayoutStore[],
  fallbackResolution: Resolution = DEFAULT_RESOLUTION,
): Promise<RestoredLayout> {
  const problems: string[] = [];
  for (const store of stores) {
    let text: string | null;
    try {
      text = await store.load();
    } catch (error) {
      problems.push(`${store.name}: load failed: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if (text === null) continue;
    const parsed = parseChartLayout(text);
    problems.push(...parsed.problems.map((p) => `${store.name}: ${p}`));
    if (parsed.recognised) return { layout: parsed.layout, source: store.name, problems };
  }
  return { layout: { ...DEFAULT_CHART_LAYOUT, resolution: fallbackResolution }, source: 'default', problems };
}

export type SaveReason = 'autosave' | 'theme' | 'unload' | 'manual';

export interface LayoutPersistenceOptions {
  /** The layout as it is now (the chart controller's `getLayout`). */
  getLayout(): ChartLayout;
  /** Written on every save, in order. */
  readonly stores: readonly LayoutStore[];
  autosaveDelayMs?: number;
  scheduler?: Scheduler;
  /** A store's save failed (logged by the app; other stores are still written). */
  onError?(store: string, error: unknown): void;
  /** A store accepted a save. */
  onSaved?(store: string, reason: SaveReason): void;
}

export interface LayoutPersistence {
  /** The layout changed (indicator, input, resolution): autosave after the quiet delay. */
  changed(): void;
  /** §4.13: call after the chart re-applied its colours; saves at once. */
  themeChanged(): Promise<void>;
  /** The page is going away: saves at once (local storage completes synchronously). */
  unload(): Promise<void>;
  /** Saves at once. */
  saveNow(reason?: SaveReason): Promise<void>;
  /**
   * Saves on `pagehide` and when the page becomes hidden (`visibilitychange`), the events that
   * still fire on mobile and with the back-forward cache. Returns the unbinding function.
   */
  bindUnload(
    target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
    doc?: { readonly visibilityState: string } & Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  ): () => void;
  /** Cancels a pending autosave. */
  dispose(): void;
}

/**
 * The save triggers of §4.13 over a set of stores.
 *
 * @example
 * const persistence = createLayoutPersistence({ getLayout: () => chart.getLayout(), stores: [createLocalLayoutStore(localStorage)] });
 * const unbind = persistence.bindUnload(window, document);
 * chart.onLayoutChange = () => persistence.changed();
 * // theme toggle: chart.setTheme(theme); persistence.themeChanged();
 */
export function createLayoutPersistence(options: LayoutPersistenceOptions): LayoutPersistence {
  const scheduler = options.scheduler ?? realScheduler;
  const delay = options.autosaveDelayMs ?? LAYOUT_AUTOSAVE_DELAY_MS;
  const lastSaved = new Map<string, string>();
  let timer: TimerHandle | undefined;

  const cancel = () => {
    if (timer !== undefined) scheduler.clearTimeout(timer);
    timer = undefined;
  };

  const saveNow = async (reason: SaveReason = 'manual') => {
    cancel();
    const text = serialiseChartLayout(options.getLayout());
    // Each store's write starts synchronously here (before any await), so unload saves to local
    // storage land before the page is gone.
    const writes = options.stores.map(async (store) => {
      if (lastSaved.get(store.name) === text) return;
      try {
        await store.save(text);
        lastSaved.set(store.name, text);
        options.onSaved?.(store.name, reason);
      } catch (error) {
        options.onError?.(store.name, error);
      }
    });
    await Promise.all(writes);
  };

  return {
    changed() {
      cancel();
      timer = scheduler.setTimeout(() => {
        timer = undefined;
        void saveNow('autosave');
      }, delay);
    },
    themeChanged: () => saveNow('theme'),
    unload: () => saveNow('unload'),
    saveNow,
    bindUnload(target, doc) {
      const onPageHide = () => void saveNow('unload');
      const onVisibility = () => {
        if (doc?.visibilityState === 'hidden') void saveNow('unload');
      };
      target.addEventListener('pagehide', onPageHide);
      doc?.addEventListener('visibilitychange', onVisibility);
      return () => {
        target.removeEventListener('pagehide', onPageHide);
        doc?.removeEventListener('visibilitychange', onVisibility);
      };
    },
    dispose: cancel,
  };
}
