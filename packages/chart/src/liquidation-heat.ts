/**
 * Liquidation heat bars: the `liquidation_amount_indicator` of SPEC §3 ("Liquidation item:
 * mark_price, short_liq_usd_new, long_liq_usd_new") and §9 ("Liquidation heat map 24 bars,
 * offset 50 px"), as geometry. `drawing/heat-bars-primitive.ts` paints what this computes.
 *
 * **Geometry.** The pane's height is cut into 24 equal horizontal bands (band i covers
 * `[i·h/24, (i+1)·h/24)`). Each item's `mark_price` is mapped to y with the series' price scale
 * and its long and short USD are added to the band holding that y; items off the pane are left
 * out. Every non-empty band becomes one bar anchored at `x = paneWidth − 50` (the §9 offset,
 * measured from the plot's right edge) and growing left; its length is its total over the
 * largest band's total times `maxWidth` (default a quarter of the pane, at most 240 px). A bar is
 * two segments from the anchor: longs liquidated (drawn in the fall colour, since longs are
 * liquidated on the way down) then shorts (the rise colour). Opacity grows with the band's share
 * of the maximum, hence "heat". Bars are 1 px short of their band on each side.
 */

/** §9 "Liquidation heat map 24 bars". */
export const LIQUIDATION_BAR_COUNT = 24;
/** §9 "offset 50 px": the bars' right end, from the plot's right edge. */
export const LIQUIDATION_OFFSET_PX = 50;

/** §3 liquidation item; the API sends decimal strings, numbers are accepted too. */
export interface LiquidationItem {
  readonly mark_price: number | string;
  readonly short_liq_usd_new: number | string;
  readonly long_liq_usd_new: number | string;
}

export interface HeatBar {
  /** Band index, 0 at the top. */
  readonly band: number;
  readonly top: number;
  readonly height: number;
  /** Right end (the anchor) and left end of the whole bar. */
  readonly right: number;
  readonly left: number;
  /** Width of the longs segment (drawn at the right, next to the anchor) and of the shorts segment. */
  readonly longWidth: number;
  readonly shortWidth: number;
  readonly longUsd: number;
  readonly shortUsd: number;
  /** Band total over the largest band's total, in (0, 1]. */
  readonly intensity: number;
}

export interface HeatBarOptions {
  readonly paneWidth: number;
  readonly paneHeight: number;
  /** Price → y in the pane (the series' `priceToCoordinate`); null when it cannot be mapped. */
  readonly priceToY: (price: number) => number | null;
  readonly bars?: number;
  readonly offset?: number;
  readonly maxWidth?: number;
}

function amount(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * Heat bars for `items` in a pane (see the module doc for the geometry).
 *
 * @example
 * heatBars([{ mark_price: '100', long_liq_usd_new: '3000', short_liq_usd_new: '1000' }],
 *   { paneWidth: 800, paneHeight: 480, priceToY: () => 250 });
 * // one bar in band 12 (y 240–260): top 241, height 18, right 750, left 550, longWidth 150, shortWidth 50
 */
export function heatBars(items: readonly LiquidationItem[], options: HeatBarOptions): HeatBar[] {
  const count = Math.max(1, Math.floor(options.bars ?? LIQUIDATION_BAR_COUNT));
  const { paneWidth, paneHeight } = options;
  if (!(paneWidth > 0 && paneHeight > 0)) return [];
  const offset = options.offset ?? LIQUIDATION_OFFSET_PX;
  const right = paneWidth - offset;
  const maxWidth = Math.max(0, Math.min(options.maxWidth ?? Math.min(paneWidth / 4, 240), right));
  const bandHeight = paneHeight / count;

  const longs = new Float64Array(count);
  const shorts = new Float64Array(count);
  for (const item of items) {
    const price = Number(item.mark_price);
    if (!Number.isFinite(price)) continue;
    const y = options.priceToY(price);
    if (y === null || !Number.isFinite(y) || y < 0 || y >= paneHeight) continue;
    const band = Math.min(count - 1, Math.floor(y / bandHeight));
    longs[band] = longs[band]! + amount(item.long_liq_usd_new);
    shorts[band] = shorts[band]! + amount(item.short_liq_usd_new);
  }

  let max = 0;
  for (let i = 0; i < count; i++) max = Math.max(max, longs[i]! + shorts[i]!);
  if (max === 0 || maxWidth === 0) return [];

  const bars: HeatBar[] = [];
  for (let band = 0; band < count; band++) {
    const longUsd = longs[band]!;
    const shortUsd = shorts[band]!;
    const total = longUsd + shortUsd;
    if (total === 0) continue;
    const longWidth = (longUsd / max) * maxWidth;
    const shortWidth = (shortUsd / max) * maxWidth;
    bars.push({
      band,
      top: band * bandHeight + 1,
      height: Math.max(1, bandHeight - 2),
      right,
      left: right - longWidth - shortWidth,
      longWidth,
      shortWidth,
      longUsd,
      shortUsd,
      intensity: total / max,
    });
  }
  return bars;
}

/**
 * Fill opacity for a bar's intensity: 0.25 for the faintest, 0.85 for the largest.
 *
 * @example
 * heatOpacity(1); // 0.85
 */
export function heatOpacity(intensity: number): number {
  return 0.25 + 0.6 * Math.min(1, Math.max(0, intensity));
}
