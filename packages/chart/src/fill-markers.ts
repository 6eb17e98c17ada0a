/**
 * B/S markers from the user's fills: the `sb_point_widget` of SPEC §3 ("Buy/sell marker: time,
 * type (buy or sell), price, quantity, symbol, rawTimestamp") and §9 ("Buy/sell marker label B/S").
 *
 * Fills are snapped to the bar that contains them (the API's bucketing, `resolutions.ts`) and
 * merged per bar and side: one "B" below the bar (arrow up, rise colour) and/or one "S" above it
 * (arrow down, fall colour), carrying the merged count, quantity and average price for tooltips.
 * Markers come out sorted by time (lightweight-charts binary-searches them).
 */
import type { SeriesMarker, UTCTimestamp } from 'lightweight-charts';
import type { ChartTheme } from './chart-theme';
import { bucketStart } from './resolutions';
import type { Resolution } from './resolutions';
import { toChartSeconds } from './series-data';

/** §3 buy/sell marker. `time` is seconds or milliseconds (see `toChartSeconds`). */
export interface BuySellMarker {
  readonly time: number;
  readonly type: 'buy' | 'sell';
  readonly price: number;
  readonly quantity: number;
  readonly symbol: string;
  readonly rawTimestamp?: number;
}

/** §9 "Buy/sell marker label B/S". */
export const FILL_MARKER_TEXT = { buy: 'B', sell: 'S' } as const;

/** One drawn B or S, with what it stands for. */
export interface FillMarkerGroup {
  readonly marker: SeriesMarker<UTCTimestamp>;
  readonly type: 'buy' | 'sell';
  readonly count: number;
  readonly quantity: number;
  /** Quantity-weighted average price of the merged fills. */
  readonly averagePrice: number;
}

/**
 * Markers for `fills` at `resolution`. Fills of another symbol (when `symbol` is given), with a
 * non-finite time, or without a positive finite price and quantity are left out.
 *
 * @example
 * fillMarkers([{ time: 1767225660, type: 'buy', price: 100, quantity: 2, symbol: 'BTC_USDT' }], { resolution: '60', theme });
 * // [{ marker: { time: 1767225600, position: 'belowBar', shape: 'arrowUp', color: theme.up, text: 'B', id: 'fill:buy:1767225600' }, count: 1, … }]
 */
export function fillMarkers(
  fills: readonly BuySellMarker[],
  options: { resolution: Resolution; theme: Pick<ChartTheme, 'up' | 'down'>; symbol?: string },
): FillMarkerGroup[] {
  const groups = new Map<string, { time: number; type: 'buy' | 'sell'; count: number; quantity: number; notional: number }>();
  for (const fill of fills) {
    if (options.symbol !== undefined && fill.symbol !== options.symbol) continue;
    if (fill.type !== 'buy' && fill.type !== 'sell') continue;
    if (!Number.isFinite(fill.time) || !(fill.price > 0 && fill.price < Infinity) || !(fill.quantity > 0 && fill.quantity < Infinity))
      continue;
    const time = bucketStart(options.resolution, toChartSeconds(fill.time) * 1000) / 1000;
    const key = `${fill.type}:${time}`;
    const group = groups.get(key) ?? { time, type: fill.type, count: 0, quantity: 0, notional: 0 };
    group.count++;
    group.quantity += fill.quantity;
    group.notional += fill.quantity * fill.price;
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.time - b.time || (a.type === b.type ? 0 : a.type === 'buy' ? -1 : 1))
    .map((g) => ({
      marker: {
        time: g.time as UTCTimestamp,
        position: g.type === 'buy' ? 'belowBar' : 'aboveBar',
        shape: g.type === 'buy' ? 'arrowUp' : 'arrowDown',
        color: g.type === 'buy' ? options.theme.up : options.theme.down,
        text: FILL_MARKER_TEXT[g.type],
        id: `fill:${g.type}:${g.time}`,
      },
      type: g.type,
      count: g.count,
      quantity: g.quantity,
      averagePrice: g.notional / g.quantity,
    }));
}
