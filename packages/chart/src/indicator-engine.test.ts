import { ohlcvSeriesFromBars } from '@ex/indicators';
import type { OhlcvBar } from '@ex/indicators';
import { describe, expect, it } from 'vitest';
import { IndicatorRun, computeIndicator, createIndicatorLive } from './indicator-engine';
import type { IndicatorOutput, IndicatorPoint } from './indicator-engine';
import { INDICATOR_TYPES, indicatorConfig } from './indicator-specs';

/** A seeded random walk (LCG), so failures reproduce. */
function walk(n: number, seed = 7): OhlcvBar[] {
  let s = seed;
  const rnd = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  const bars: OhlcvBar[] = [];
  let close = 100;
  for (let i = 0; i < n; i++) {
    const open = close;
    close = open * (1 + (rnd() - 0.5) * 0.04);
    const high = Math.max(open, close) * (1 + rnd() * 0.01);
    const low = Math.min(open, close) * (1 - rnd() * 0.01);
    bars.push({ open, high, low, close, volume: rnd() * 1000 });
  }
  return bars;
}

function valueAt(output: IndicatorOutput, i: number): IndicatorPoint {
  if (output.kind === 'td') {
    const { buySetup, sellSetup, buyCountdown, sellCountdown } = output.td;
    return {
      kind: 'td',
      td: { buySetup: buySetup[i]!, sellSetup: sellSetup[i]!, buyCountdown: buyCountdown[i]!, sellCountdown: sellCountdown[i]! },
    };
  }
  return { kind: 'lines', plots: Object.fromEntries(Object.entries(output.plots).map(([k, v]) => [k, v[i]!])) };
}

function expectClose(actual: IndicatorPoint, expected: IndicatorPoint) {
  expect(actual.kind).toBe(expected.kind);
  if (actual.kind === 'td' || expected.kind === 'td') return expect(actual).toEqual(expected);
  expect(Object.keys(actual.plots).sort()).toEqual(Object.keys(expected.plots).sort());
  for (const [key, value] of Object.entries(expected.plots)) {
    const got = actual.plots[key]!;
    if (Number.isNaN(value)) expect(got, key).toBeNaN();
    else expect(Math.abs(got - value), key).toBeLessThan(1e-9 * Math.max(1, Math.abs(value)));
  }
}

const configs = INDICATOR_TYPES.map((type) => indicatorConfig(type.toLowerCase(), type));

describe('computeIndicator and createIndicatorLive agree', () => {
  const bars = walk(300);
  const series = ohlcvSeriesFromBars(bars);

  it.each(configs.map((c) => [c.type, c] as const))('%s: live push equals batch on every bar', (_type, config) => {
    const batch = computeIndicator(config, series);
    const live = createIndicatorLive(config);
    bars.forEach((bar, i) => expectClose(live.push(bar), valueAt(batch, i)));
  });

  it('plots are named as the spec lists them', () => {
    const names = Object.fromEntries(
      configs.map((c) => {
        const out = computeIndicator(c, series);
        return [c.type, out.kind === 'lines' ? Object.keys(out.plots).sort() : 'td'];
      }),
    );
    expect(names).toEqual({
      MA: ['ma'],
      EMA: ['ema'],
      BOLL: ['lower', 'middle', 'upper'],
      RSI: ['rsi'],
      VOL: ['ma', 'volume'],
      MACD: ['histogram', 'macd', 'signal'],
      KDJ: ['d', 'j', 'k'],
      TD: 'td',
    });
  });
});

describe('IndicatorRun (issue 5 "Live ticks: … O(1) per indicator. It must never recompute the series")', () => {
  it.each(configs.map((c) => [c.type, c] as const))('%s: ticks (update, append) match a batch over the new bars', (_type, config) => {
    const all = walk(260, 11);
    const history = all.slice(0, 200);
    const run = new IndicatorRun(config);
    run.reset(ohlcvSeriesFromBars(history));
    expect(run.isLive).toBe(false);

    const bars = [...history];
    // 1: the forming bar moves (update)
    bars[bars.length - 1] = { ...bars.at(-1)!, close: bars.at(-1)!.close * 1.01, high: bars.at(-1)!.high * 1.01 };
    expectClose(run.tick(bars, 'update'), valueAt(computeIndicator(config, ohlcvSeriesFromBars(bars)), bars.length - 1));
    expect(run.isLive).toBe(true);
    // 2: new bars arrive, each updated twice
    for (const next of all.slice(200)) {
      bars.push({ ...next, close: next.open });
      run.tick(bars, 'append');
      bars[bars.length - 1] = next;
      const point = run.tick(bars, 'update');
      expectClose(point, valueAt(computeIndicator(config, ohlcvSeriesFromBars(bars)), bars.length - 1));
    }
  });

  it('reset drops the live state', () => {
    const run = new IndicatorRun(indicatorConfig('m', 'MACD'));
    const bars = walk(10);
    run.reset(ohlcvSeriesFromBars(bars));
    run.tick(bars, 'update');
    run.reset(ohlcvSeriesFromBars(bars));
    expect(run.isLive).toBe(false);
  });

  it('tick without bars is an error', () => {
    const run = new IndicatorRun(indicatorConfig('m', 'MA'));
    expect(() => run.tick([], 'append')).toThrow('at least one bar');
  });
});
