import { describe, expect, it } from 'vitest';
import { LIQUIDATION_BAR_COUNT, LIQUIDATION_OFFSET_PX, heatBars, heatOpacity } from './liquidation-heat';

/** A linear scale: price 0 at the bottom (y 480), price 480 at the top (y 0). */
const linear = (price: number) => 480 - price;
const pane = { paneWidth: 800, paneHeight: 480, priceToY: linear };

describe('heatBars (§9 "Liquidation heat map 24 bars, offset 50 px"; §3 "mark_price, short_liq_usd_new, long_liq_usd_new")', () => {
  it('uses 24 bars and a 50 px offset', () => {
    expect([LIQUIDATION_BAR_COUNT, LIQUIDATION_OFFSET_PX]).toEqual([24, 50]);
  });

  it('one level: one bar in its band, anchored 50 px from the right, longs next to the anchor', () => {
    const bars = heatBars([{ mark_price: '230', long_liq_usd_new: '3000', short_liq_usd_new: '1000' }], pane);
    // y = 250 → band floor(250 / 20) = 12; maxWidth = min(800 / 4, 240) = 200
    expect(bars).toEqual([
      {
        band: 12,
        top: 241,
        height: 18,
        right: 750,
        left: 550,
        longWidth: 150,
        shortWidth: 50,
        longUsd: 3000,
        shortUsd: 1000,
        intensity: 1,
      },
    ]);
  });

  it('sums levels of one band and scales every band to the largest', () => {
    const bars = heatBars(
      [
        { mark_price: 470, long_liq_usd_new: 100, short_liq_usd_new: 0 }, // y 10 → band 0
        { mark_price: 465, long_liq_usd_new: 100, short_liq_usd_new: 200 }, // y 15 → band 0
        { mark_price: 10, long_liq_usd_new: 0, short_liq_usd_new: 100 }, // y 470 → band 23
      ],
      pane,
    );
    expect(bars.map((b) => [b.band, b.longUsd, b.shortUsd, b.left, b.intensity])).toEqual([
      [0, 200, 200, 550, 1],
      [23, 0, 100, 700, 0.25],
    ]);
  });

  it.each([
    ['off the pane (above)', { mark_price: 500, long_liq_usd_new: 1, short_liq_usd_new: 1 }],
    ['off the pane (y = height)', { mark_price: 0, long_liq_usd_new: 1, short_liq_usd_new: 1 }],
    ['unparseable price', { mark_price: 'abc', long_liq_usd_new: 1, short_liq_usd_new: 1 }],
    ['zero amounts', { mark_price: 100, long_liq_usd_new: 0, short_liq_usd_new: '0' }],
    ['negative and NaN amounts count as 0', { mark_price: 100, long_liq_usd_new: -5, short_liq_usd_new: 'NaN' }],
  ])('ignores %s', (_name, item) => {
    expect(heatBars([item], pane)).toEqual([]);
  });

  it('ignores prices the scale cannot map, and an empty pane', () => {
    expect(heatBars([{ mark_price: 1, long_liq_usd_new: 1, short_liq_usd_new: 1 }], { ...pane, priceToY: () => null })).toEqual([]);
    expect(heatBars([{ mark_price: 1, long_liq_usd_new: 1, short_liq_usd_new: 1 }], { ...pane, paneHeight: 0 })).toEqual([]);
  });

  it('bars never cross the left edge of the pane and never overlap vertically', () => {
    const items = Array.from({ length: 200 }, (_, i) => ({
      mark_price: i * 2.4,
      long_liq_usd_new: (i * 37) % 101,
      short_liq_usd_new: (i * 13) % 53,
    }));
    const bars = heatBars(items, { ...pane, paneWidth: 120 });
    expect(bars.length).toBeLessThanOrEqual(24);
    for (const b of bars) {
      expect(b.left).toBeGreaterThanOrEqual(0);
      expect(b.right).toBe(70);
    }
    for (let i = 1; i < bars.length; i++) expect(bars[i]!.top).toBeGreaterThanOrEqual(bars[i - 1]!.top + bars[i - 1]!.height);
  });

  it('heatOpacity runs from 0.25 to 0.85', () => {
    expect([heatOpacity(0), heatOpacity(0.5), heatOpacity(1), heatOpacity(7)]).toEqual([0.25, 0.55, 0.85, 0.85]);
  });
});
