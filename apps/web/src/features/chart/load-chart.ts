/**
 * The one lazy import of `@ex/chart` (lightweight-charts and the wrapper): the first chart on a
 * page loads it; everything after the chart exists uses the loaded module synchronously.
 */
import type * as ChartNamespace from '@ex/chart';

type ChartModule = typeof ChartNamespace;

let loaded: ChartModule | null = null;

export async function loadChart(): Promise<ChartModule> {
  loaded ??= await import('@ex/chart');
  return loaded;
}

/** The module once `loadChart` has resolved (always the case while a chart controller exists). */
export function loadedChart(): ChartModule | null {
  return loaded;
}
