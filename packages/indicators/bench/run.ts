/**
 * `npm run bench:indicators` — issue 5's indicator benchmark, in one run:
 *
 * 1. MACD, KDJ and TD Sequential over 1,000,000 generated bars (a seeded random walk, identical
 *    on every run), ours against technicalindicators and @ixjb94/indicators, as ratios;
 * 2. one live tick (`update`/`push`) against a full recompute of 10,000 bars.
 *
 * Every function is warmed up first, then timed several times; the table shows the median.
 * Ratios are "reference time / our time" (above 1 means ours is faster). Figures depend on the
 * machine and on what else runs on it: compare ratios, not milliseconds. Nothing here is asserted
 * (the tests never assert timings); the issue's MACD targets are printed as met or missed.
 */
import { MACD, Stochastic } from 'technicalindicators';
import { IndicatorsSync } from '@ixjb94/indicators';
import {
  createKdjState,
  createMacdState,
  createTdSequentialState,
  kdj,
  macd,
  tdSequential,
  type LiveIndicator,
  type OhlcvBar,
  type OhlcvSeries,
} from '../src/index';
import { naiveTdSequential } from '../src/testing/naive-td-sequential';
import { barAt, randomWalkSeries } from '../src/testing/random-walk';

const BARS = 1_000_000;
const SEED = 20_250_605;
const LIVE_BARS = 10_000;
const RUNS_FAST = 15; // our functions and @ixjb94 (tens of ms each)
const RUNS_SLOW = 5; // technicalindicators and the naive TD (hundreds of ms to seconds each)

let sink = 0; // results feed this so no call can be optimised away
const out = (line = ''): void => void process.stdout.write(`${line}\n`);

/** Median wall time in ms of `fn` over `runs` calls, after `warmups` untimed calls. */
function median(fn: () => number, runs: number, warmups = 2): number {
  for (let i = 0; i < warmups; i++) sink += fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    sink += fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

const last = (values: ArrayLike<number>): number => values[values.length - 1] ?? 0;

function table(headers: string[], rows: string[][]): void {
  const widths = headers.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, c) => (c === 0 || c === 1 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  out(line(headers));
  out(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((r) => out(line(r)));
}

const ms = (t: number): string => (t >= 100 ? t.toFixed(0) : t >= 10 ? t.toFixed(1) : t.toFixed(2));
const ratio = (ref: number, ours: number): string => `${(ref / ours).toFixed(ref / ours >= 10 ? 0 : 2)}×`;
const ns = (t: number): string => `${(t * 1e6).toFixed(0)} ns`;

const started = performance.now();
const series = randomWalkSeries(BARS, SEED);
const close = Array.from(series.close);
const high = Array.from(series.high);
const low = Array.from(series.low);
const ixjb = new IndicatorsSync();

out(
  `Indicator benchmark — ${BARS.toLocaleString('en-US')} bars, seeded random walk (seed ${SEED}), Node ${process.version} ${process.arch}`,
);
out(
  `Median of ${RUNS_FAST} runs (${RUNS_SLOW} for technicalindicators and the naive TD) after 2 warm-up calls; ratio = reference ms / ours ms.`,
);
out();

// ── MACD ────────────────────────────────────────────────────────────────────────────────────
const macdFirst = median(() => last(macd(series, { fast: 12, slow: 26, signal: 9, seeding: 'first-bar' }).histogram), RUNS_FAST);
const macdTalib = median(() => last(macd(series, { fast: 12, slow: 26, signal: 9, seeding: 'talib' }).histogram), RUNS_FAST);
const macdTi = median(
  () =>
    last(
      MACD.calculate({
        values: close,
        fastPeriod: 12,
        slowPeriod: 26,
        signalPeriod: 9,
        SimpleMAOscillator: false,
        SimpleMASignal: false,
      }).map((r) => r.histogram ?? 0),
    ),
  RUNS_SLOW,
  1,
);
const macdIx = median(() => last(ixjb.macd(close, 12, 26, 9)[2]!), RUNS_FAST);

out('MACD (12, 26, 9) on close');
table(
  ['implementation', 'what it computes', 'median ms', "vs ours 'first-bar'", "vs ours 'talib'"],
  [
    [
      "ours, 'first-bar' (the chart's)",
      'EMAs seeded from bar 0; a value on every bar',
      ms(macdFirst),
      '1.00×',
      ratio(macdFirst, macdTalib),
    ],
    ["ours, 'talib'", 'TA-Lib TA_MACD: SMA seeds, output from bar 33', ms(macdTalib), ratio(macdTalib, macdFirst), '1.00×'],
    [
      'technicalindicators 3.1.0',
      'MACD, EMA oscillator + EMA signal, SMA-seeded (fast EMA from bars 0–11); objects',
      ms(macdTi),
      ratio(macdTi, macdFirst),
      ratio(macdTi, macdTalib),
    ],
    [
      '@ixjb94/indicators 1.2.4',
      'IndicatorsSync.macd: EMAs from bar 0, signal seeded at bar 25; number[]',
      ms(macdIx),
      ratio(macdIx, macdFirst),
      ratio(macdIx, macdTalib),
    ],
  ],
);
const target = (name: string, ref: number, ours: number, goal: number) =>
  `${name}: ${ratio(ref, ours)} (target ≥ ${goal}×) ${ref / ours >= goal ? 'met' : 'MISSED'}`;
out(`Targets, 'first-bar': ${target('vs technicalindicators', macdTi, macdFirst, 25)}; ${target('vs @ixjb94', macdIx, macdFirst, 1.5)}`);
out(`Targets, 'talib':     ${target('vs technicalindicators', macdTi, macdTalib, 25)}; ${target('vs @ixjb94', macdIx, macdTalib, 1.5)}`);
out();

// ── KDJ ─────────────────────────────────────────────────────────────────────────────────────
const withJ = (k: readonly number[], d: readonly number[]): number => {
  const j = new Float64Array(d.length);
  const offset = k.length - d.length;
  for (let i = 0; i < d.length; i++) j[i] = 3 * k[i + offset]! - 2 * d[i]!;
  return last(j);
};
const kdjExchange = median(() => last(kdj(series, { n: 9, m1: 3, m2: 3 }).j), RUNS_FAST);
const kdjSma = median(() => last(kdj(series, { n: 9, m1: 3, m2: 3, definition: 'sma' }).j), RUNS_FAST);
const kdjTi = median(
  () => {
    const r = Stochastic.calculate({ high, low, close, period: 9, signalPeriod: 3 });
    const withD = r.filter((p) => p.d !== undefined);
    return withJ(
      withD.map((p) => p.k),
      withD.map((p) => p.d!),
    );
  },
  RUNS_SLOW,
  1,
);
const kdjIx = median(() => {
  const [k, d] = ixjb.stoch(high, low, close, 9, 3, 3);
  return withJ(k!, d!);
}, RUNS_FAST);

out('KDJ (9, 3, 3); neither library has KDJ, so each runs its stochastic and the bench adds J = 3K − 2D');
table(
  ['implementation', 'what it computes', 'median ms', "vs ours 'exchange'", "vs ours 'sma'"],
  [
    [
      "ours, 'exchange' (the chart's)",
      'RSV(9); K = (2K′ + RSV)/3, D = (2D′ + K)/3 seeded at 50; J',
      ms(kdjExchange),
      '1.00×',
      ratio(kdjExchange, kdjSma),
    ],
    ["ours, 'sma'", 'RSV(9); K = SMA(RSV, 3), D = SMA(K, 3); J', ms(kdjSma), ratio(kdjSma, kdjExchange), '1.00×'],
    [
      'technicalindicators 3.1.0 + J',
      'Stochastic(9, 3): %K = RSV unsmoothed, %D = SMA(%K, 3); objects',
      ms(kdjTi),
      ratio(kdjTi, kdjExchange),
      ratio(kdjTi, kdjSma),
    ],
    [
      '@ixjb94/indicators 1.2.4 + J',
      "stoch(9, 3, 3): K = SMA(RSV, 3), D = SMA(K, 3) (= ours 'sma')",
      ms(kdjIx),
      ratio(kdjIx, kdjExchange),
      ratio(kdjIx, kdjSma),
    ],
  ],
);
out();

// ── TD Sequential ───────────────────────────────────────────────────────────────────────────
const tdOurs = median(() => tdSequential(series).buyCountdown.length, RUNS_FAST);
const tdNaive = median(() => naiveTdSequential(series).buyCountdown.length, RUNS_SLOW, 1);
out('TD Sequential (setup 9, countdown 13); neither technicalindicators nor @ixjb94/indicators has it');
table(
  ['implementation', 'what it computes', 'median ms', 'vs ours'],
  [
    ['ours', 'tdSequential: one pass, Int8Array labels', ms(tdOurs), '1.00×'],
    [
      'naive recompute (ours, for tests)',
      'testing/naive-td-sequential.ts: runs recounted per bar, countdowns replayed',
      ms(tdNaive),
      ratio(tdNaive, tdOurs),
    ],
  ],
);
out();

// ── Live tick vs full recompute ─────────────────────────────────────────────────────────────
const head: OhlcvSeries = {
  open: series.open.subarray(0, LIVE_BARS),
  high: series.high.subarray(0, LIVE_BARS),
  low: series.low.subarray(0, LIVE_BARS),
  close: series.close.subarray(0, LIVE_BARS),
  volume: series.volume.subarray(0, LIVE_BARS),
};
const history: OhlcvBar[] = Array.from({ length: LIVE_BARS }, (_, i) => barAt(series, i));
const more: OhlcvBar[] = Array.from({ length: LIVE_BARS }, (_, i) => barAt(series, LIVE_BARS + i));
const ticks: OhlcvBar[] = Array.from({ length: 64 }, (_, i) => ({
  ...history[LIVE_BARS - 1]!,
  close: history[LIVE_BARS - 1]!.close * (1 + (i - 32) / 10_000),
}));
const UPDATES = 200_000;

function liveRow<P>(name: string, create: () => LiveIndicator<P>, value: (point: P) => number, recompute: () => number): string[] {
  const primed = (): LiveIndicator<P> => {
    const live = create();
    for (const bar of history) live.push(bar);
    return live;
  };
  const live = primed();
  const update =
    median(() => {
      let acc = 0;
      for (let i = 0; i < UPDATES; i++) acc += value(live.update(ticks[i & 63]!));
      return acc;
    }, 9) / UPDATES;
  const pushTimes: number[] = [];
  for (let run = 0; run < 9; run++) {
    const target = primed(); // a fresh 10k-bar state per run, primed before the clock starts
    const start = performance.now();
    for (const bar of more) sink += value(target.push(bar));
    pushTimes.push((performance.now() - start) / more.length);
  }
  pushTimes.sort((a, b) => a - b);
  const pushPer = pushTimes[4]!;
  const full = median(recompute, 51, 5);
  return [name, ns(update), ns(pushPer), `${ms(full)} ms`, ratio(full, update), ratio(full, pushPer)];
}

out(
  `Live tick vs full recompute of ${LIVE_BARS.toLocaleString('en-US')} bars (state primed with ${LIVE_BARS.toLocaleString('en-US')} bars; per-call time = median run / calls)`,
);
table(
  ['indicator', 'update() (replace last bar)', 'push() (append)', 'full recompute', 'recompute / update', 'recompute / push'],
  [
    liveRow(
      'MACD (12, 26, 9) first-bar',
      () => createMacdState(),
      (p) => p.histogram,
      () => last(macd(head).histogram),
    ),
    liveRow(
      'KDJ (9, 3, 3) exchange',
      () => createKdjState(),
      (p) => p.j,
      () => last(kdj(head).j),
    ),
    liveRow(
      'TD Sequential',
      () => createTdSequentialState(),
      (p) => p.buySetup + p.sellCountdown,
      () => tdSequential(head).buySetup.length,
    ),
  ],
);
out();
out(`Total ${((performance.now() - started) / 1000).toFixed(1)} s (checksum ${Number.isFinite(sink) ? 'ok' : 'NaN'})`);
