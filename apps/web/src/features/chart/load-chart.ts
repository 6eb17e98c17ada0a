/**
 * The one lazy import of `@ex/chart` (lightweight-charts and the wrapper): the first chart on a
 * page loads it; everything after the chart exists uses the loaded module synchronously.
 */
import type * as ChartNamespace from '@ex/chart';
import { allowLibraryMarkup } from '@/lib/trusted-types';

type ChartModule = typeof ChartNamespace;

let loaded: ChartModule | null = null;

export async function loadChart(): Promise<ChartModule> {
  if (loaded) return loaded;
  const chart = await import('@ex/chart');
  // Before any chart exists: the library writes its attribution logo with innerHTML.
  allowLibraryMarkup(chart.CHART_LIBRARY_MARKUP);
  loaded = chart;
  return loaded;
}

/** The module once `loadChart` has resolved (always the case while a chart controller exists). */
export function loadedChart(): ChartModule | null {
  return loaded;
}
