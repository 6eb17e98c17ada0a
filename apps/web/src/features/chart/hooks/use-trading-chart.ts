'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import type { LayoutPersistence, LayoutStore, TradingChartController } from '@ex/chart';
import type { ChartLayoutScope } from '@ex/contracts';
import { createChartReadyMachine, type IndicatorConfig, type Resolution } from '@ex/chart/pure';
import { browserClient } from '@/core/api/api-client';
import { clientLogger } from '@/lib/client-logger';
import { serverLayoutStore } from '../api/chart-layout-store';
import { loadChart } from '../load-chart';
import type { DocumentTheme } from './use-document-theme';

/**
 * Controllers already destroyed. In the commit that replaces a chart (new symbol), effects of the
 * same render still hold the old controller; they must not touch it (lightweight-charts throws).
 */
const destroyedControllers = new WeakSet<TradingChartController>();

/** True while `controller` is the chart on screen (not destroyed). */
export function isLiveChart(controller: TradingChartController | null): controller is TradingChartController {
  return controller !== null && !destroyedControllers.has(controller);
}

/** Local-storage key of each chart's layout: the trade page and the embedded chart keep their own. */
const LOCAL_LAYOUT_KEYS: Record<ChartLayoutScope, string> = { trade: 'ex.chart.layout.v1', embedded: 'ex.chart.layout.v1.embedded' };

export interface TradingChartState {
  readonly controller: TradingChartController | null;
  /** Resolution and indicators as drawn (React state mirrors of the controller). */
  readonly resolution: Resolution | null;
  readonly indicators: readonly IndicatorConfig[];
  /** The module failed to load or the chart failed to start (§8 "Chart init failure": logged). */
  readonly failed: boolean;
  /** Re-reads resolution and indicators from the controller after a toolbar change. */
  sync(): void;
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Loads `@ex/chart` lazily (lightweight-charts stays out of the page's first load), restores the
 * layout (server first for a signed-in user, then this browser) and creates the chart in
 * `container`. Saves on change (autosave), on theme change and on page hide (§4.13).
 */
export function useTradingChart(
  container: RefObject<HTMLDivElement | null>,
  /** `signedIn` is null while the session is loading: the chart waits, so it is created once. */
  options: {
    scope: ChartLayoutScope;
    signedIn: boolean | null;
    /** The site locale (§9 chart locale map). */
    locale: string;
    /** The Intl locale of the page's formatting module: the chart writes its numbers and times in it. */
    formatLocale: string;
    symbol: string;
    pricePrecision: number;
    theme: DocumentTheme;
  },
): TradingChartState {
  const [controller, setController] = useState<TradingChartController | null>(null);
  const [resolution, setResolution] = useState<Resolution | null>(null);
  const [indicators, setIndicators] = useState<readonly IndicatorConfig[]>([]);
  const [failed, setFailed] = useState(false);
  /** `dark:rise` the chart shows, so only a real change re-applies colours and saves. */
  const appliedTheme = useRef<string | null>(null);
  const themeRef = useRef(options.theme);
  useEffect(() => {
    themeRef.current = options.theme;
  });
  const { scope, signedIn, locale, formatLocale, symbol, pricePrecision } = options;

  useEffect(() => {
    const element = container.current;
    if (!element || signedIn === null) return;
    let disposed = false;
    let created: TradingChartController | null = null;
    let persistence: LayoutPersistence | null = null;
    const onPageHide = () => void persistence?.unload();
    // §4.13: ready on the chart's callback, or by polling from 1.5 s; "Chart ready timeout" at 30 s
    // and an init failure are logged as errors (timed from here, the lazy load included).
    const ready = createChartReadyMachine({
      probe: () => created !== null,
      logger: { error: (message, error) => clientLogger.error(message, error instanceof Error ? error.message : undefined) },
    });
    ready.start();

    void (async () => {
      try {
        const chart = await loadChart();
        const storage = safeStorage();
        const local = chart.createLocalLayoutStore(storage, LOCAL_LAYOUT_KEYS[scope]);
        const stores: LayoutStore[] = signedIn ? [serverLayoutStore(browserClient, scope), local] : [local];
        const restored = await chart.restoreChartLayout(stores, chart.readStoredResolution(storage));
        for (const problem of restored.problems) clientLogger.warn(`chart layout (${restored.source}): ${problem}`);
        if (disposed) return;
        created = chart.createTradingChart(element, {
          theme: chart.resolveChartTheme(themeRef.current),
          locale,
          formatLocale,
          layout: restored.layout,
          pricePrecision,
          symbol,
          resolutionStorage: storage,
          onLayoutChange: () => persistence?.changed(),
          onThemeApplied: () => void persistence?.themeChanged(),
          onReady: () => ready.ready(),
          onError: (message, error) => clientLogger.warn(`chart: ${message}`, error instanceof Error ? error.message : undefined),
        });
        persistence = chart.createLayoutPersistence({
          getLayout: () => created!.getLayout(),
          stores,
          onError: (store, error) =>
            clientLogger.warn(`chart layout not saved to ${store}`, error instanceof Error ? error.message : undefined),
        });
        window.addEventListener('pagehide', onPageHide);
        setController(created);
        setResolution(created.getResolution());
        setIndicators(created.getIndicators());
      } catch (error) {
        ready.fail(error);
        if (!disposed) setFailed(true);
      }
    })();

    return () => {
      disposed = true;
      ready.dispose();
      window.removeEventListener('pagehide', onPageHide);
      void persistence?.unload();
      if (created) {
        destroyedControllers.add(created);
        created.destroy();
      }
      appliedTheme.current = null;
      setController(null);
    };
    // The chart is created once per symbol and scope; theme and precision are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container, scope, signedIn, symbol, locale, formatLocale]);

  const { dark, rise } = options.theme;
  useEffect(() => {
    if (!isLiveChart(controller)) return;
    const key = `${dark}:${rise}`;
    // The chart was created with the current theme: only a later change re-applies (and saves, §4.13).
    if (appliedTheme.current === null || appliedTheme.current === key) {
      appliedTheme.current = key;
      return;
    }
    appliedTheme.current = key;
    void loadChart().then(({ resolveChartTheme }) => controller.setTheme(resolveChartTheme({ dark, rise })));
  }, [controller, dark, rise]);

  useEffect(() => {
    if (isLiveChart(controller)) controller.setPricePrecision(pricePrecision);
  }, [controller, pricePrecision]);

  return {
    controller,
    resolution,
    indicators,
    failed,
    sync() {
      if (!isLiveChart(controller)) return;
      setResolution(controller.getResolution());
      setIndicators(controller.getIndicators());
    },
  };
}
