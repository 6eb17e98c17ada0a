import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Market, Resolution } from '@ex/contracts';
import { aggregateCandles } from './aggregate';
import { nextBucketStart } from './resolution';
import { createSimulatedMarket } from './sim-source';
import { listedSymbols } from './symbols';

/** 2026-01-15T12:00:00.250Z: mid-second, so every resolution has an unfinished bar. */
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0, 250);
const MINUTE = 60_000;
const DAY = 86_400_000;
const sources = createSimulatedMarket({ now: () => NOW });
const symbols = listedSymbols('futures').map((d) => d.symbol);

/**
 * `count` bars of `higher` ending with the bar at `to`, and the same window rebuilt from `lower`
 * bars (fetched from the source, then grouped with open = first open, close = last close, high =
 * max, low = min, volume = sum).
 */
async function bothWays(market: Market, symbol: string, higher: Resolution, lower: Resolution, to: number, count: number) {
  const source = sources[market];
  const direct = await source.candles(symbol, higher, undefined, to, count);
  const first = direct[0];
  const last = direct[direct.length - 1];
  if (!first || !last) throw new Error('no bars');
  const parts = await source.candles(symbol, lower, first.t, nextBucketStart(higher, last.t) - 1, 2000);
  expect(parts.length).toBeLessThan(2000); // the window was not cut short
  return { direct, rebuilt: aggregateCandles(parts, higher) };
}

describe('issue 5: "every resolution is consistent because higher resolutions aggregate lower ones"', () => {
  // [lower, higher, bars per window, how far back the window may end]
  const PAIRS: [Resolution, Resolution, number, number][] = [
    ['1S', '1', 30, 30 * DAY],
    ['1', '5', 300, 60 * DAY],
    ['1', '60', 30, 90 * DAY],
    ['60', '1D', 60, 365 * DAY],
    ['1D', '1W', 200, 2 * 365 * DAY],
    ['1D', '1M', 60, 3 * 365 * DAY],
  ];

  it.each(PAIRS)(
    '%s → %s over random windows, spot and futures, incl. the unfinished bar (property)',
    async (lower, higher, maxCount, maxBack) => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<Market>('spot', 'futures'),
          fc.constantFrom(...symbols),
          fc.oneof(fc.constant(0), fc.integer({ min: 0, max: maxBack })),
          fc.integer({ min: 1, max: maxCount }),
          async (market, symbol, back, count) => {
            const { direct, rebuilt } = await bothWays(market, symbol, higher, lower, NOW - back, count);
            expect(rebuilt).toEqual(direct);
          },
        ),
        { numRuns: 12 },
      );
    },
  );

  // Every other §9 resolution against the bars it is made of, over a window ending now.
  const TABLE: [Resolution, Resolution][] = [
    ['10S', '1S'],
    ['30S', '1S'],
    ['3', '1'],
    ['15', '1'],
    ['30', '1'],
    ['120', '60'],
    ['240', '60'],
    ['360', '60'],
    ['480', '60'],
    ['720', '60'],
    ['2D', '1D'],
    ['3D', '1D'],
    ['5D', '1D'],
  ];
  it.each(TABLE)('%s = its %s bars, up to now', async (higher, lower) => {
    const { direct, rebuilt } = await bothWays('spot', 'BTC_USDT', higher, lower, NOW, 20);
    expect(direct).toHaveLength(20);
    expect(rebuilt).toEqual(direct);
  });

  it('the unfinished bar covers time up to now, and grows as the clock moves', async () => {
    let now = NOW;
    const market = createSimulatedMarket({ now: () => now }).spot;
    const [before] = await market.candles('ETH_USDT', '1', undefined, undefined, 1);
    const seconds = await market.candles('ETH_USDT', '1S', Date.UTC(2026, 0, 15, 12), undefined, 2000);
    // At 12:00:00.250 the 12:00 minute has no completed second yet: the newest bar is 11:59.
    expect(before?.t).toBe(Date.UTC(2026, 0, 15, 11, 59));
    expect(seconds).toEqual([]);
    now += 30 * 1000;
    const [partial] = await market.candles('ETH_USDT', '1', undefined, undefined, 1);
    const partialSeconds = await market.candles('ETH_USDT', '1S', Date.UTC(2026, 0, 15, 12), undefined, 2000);
    expect(partial?.t).toBe(Date.UTC(2026, 0, 15, 12));
    expect(partialSeconds).toHaveLength(30);
    expect(aggregateCandles(partialSeconds, '1')).toEqual([partial]);
    now += 30 * 1000;
    const [whole] = await market.candles('ETH_USDT', '1', Date.UTC(2026, 0, 15, 12), Date.UTC(2026, 0, 15, 12), 1);
    // Same open; the rest of the minute can only widen the range and add volume.
    expect(whole?.o).toBe(partial?.o);
    expect(Number(whole?.h)).toBeGreaterThanOrEqual(Number(partial?.h));
    expect(Number(whole?.l)).toBeLessThanOrEqual(Number(partial?.l));
    expect(Number(whole?.v)).toBeGreaterThan(Number(partial?.v));
  });

  it('bars are contiguous: every bar opens at the previous close', async () => {
    for (const resolution of ['1S', '1', '60', '1D', '1W', '1M'] as const) {
      const bars = await sources.spot.candles('SOL_USDT', resolution, undefined, undefined, 300);
      bars.slice(1).forEach((bar, i) => expect(bar.o, `${resolution} ${bar.t}`).toBe(bars[i]?.c));
    }
  });

  it('minute bars tile time without gaps and never start in the future', async () => {
    // `from` filters on open time: from 10:00:00.000 the 10:00 bar is in, from 10:00:00.250 it is not.
    const bars = await sources.spot.candles('BTC_USDT', '1', Date.UTC(2026, 0, 15, 10), undefined, 2000);
    expect(bars).toHaveLength(120); // 10:00 … 11:59
    expect(await sources.spot.candles('BTC_USDT', '1', NOW - 2 * 60 * MINUTE, undefined, 2000)).toEqual(bars.slice(1));
    bars.slice(1).forEach((bar, i) => expect(bar.t - (bars[i]?.t ?? 0)).toBe(MINUTE));
    expect(bars.at(-1)?.t).toBeLessThanOrEqual(NOW);
  });
});
