/**
 * The page side of `npm run bench:chart`, bundled by esbuild (run.ts) into one script that each
 * fresh Chromium page loads. It exposes `window.chartBench` (protocol.ts):
 *
 * - `prepare(count, seed)`: the bars, built in the page before anything is timed;
 * - `run(variant)`: one chart in the fixed 1200×800 `#chart` container, then the clock runs from
 *   just before `setData(bars)` to the second `requestAnimationFrame` callback after it
 *   (lightweight-charts draws in a frame callback it requested during `setData`, so the first of
 *   ours runs after its drawing, the second in the frame after);
 * - `maths()`: the three indicators' batch maths alone, to show their share.
 */
import { CandlestickSeries, createChart, version } from 'lightweight-charts';
import type { CandlestickData, IChartApi, Time } from 'lightweight-charts';
import { ohlcvSeriesFromBars } from '@ex/indicators';
import { randomWalkSeries } from '../../indicators/src/testing/random-walk';
import { computeIndicator, createTradingChart, indicatorConfig, resolveChartTheme } from '../src/index';
import type { ChartBar, IndicatorType } from '../src/index';
import type { ChartBench, MathsRun, PaintRun, Variant } from './protocol';
import { init as initKline, registerIndicator, version as klineVersion } from 'klinecharts';
import type { Chart as KlineChart, KLineData } from 'klinecharts';

/** 2026-01-01T00:00:00Z in Unix seconds; bar i opens i minutes later. */
const FIRST_BAR_TIME = 1_767_225_600;
const INDICATORS: readonly IndicatorType[] = ['MACD', 'KDJ', 'TD'];

let bars: ChartBar[] = [];

function prepare(count: number, seed: number): number {
  // A 1-minute BTC-like walk: starts at 30,000, each close within ±0.2 % of the open.
  const s = randomWalkSeries(count, seed, 30_000, 0.002);
  bars = Array.from({ length: count }, (_, i) => ({
    time: FIRST_BAR_TIME + i * 60,
    open: s.open[i]!,
    high: s.high[i]!,
    low: s.low[i]!,
    close: s.close[i]!,
    volume: Math.round(s.volume[i]! * 1000) / 1000,
  }));
  return bars.length;
}

/**
 * TD Sequential's setup count (close against the close 4 bars earlier, 1…9) for klinecharts, drawn
 * as text above the candles of the visible bars, as ours draws TD's labels on the candle pane.
 */
registerIndicator<{ n: number }>({
  name: 'TD_BENCH',
  shortName: 'TD',
  series: 'price',
  figures: [],
  calc: (list) => {
    const out: { n: number }[] = [];
    let up = 0;
    let down = 0;
    for (let i = 0; i < list.length; i++) {
      const c = list[i]!.close;
      const ref = i >= 4 ? list[i - 4]!.close : c;
      up = c > ref ? (up % 9) + 1 : 0;
      down = c < ref ? (down % 9) + 1 : 0;
      out.push({ n: up || -down });
    }
    return out;
  },
  draw: ({ ctx, chart, indicator, xAxis, yAxis }) => {
    const { from, to } = chart.getVisibleRange();
    const data = chart.getDataList();
    const result = indicator.result;
    ctx.font = '10px sans-serif';
    ctx.textAlign = 'center';
    for (let i = from; i < to; i++) {
      const n = result[i]?.n ?? 0;
      if (n === 0) continue;
      ctx.fillStyle = n > 0 ? '#2DC08E' : '#F92855';
      const bar = data[i]!;
      ctx.fillText(String(Math.abs(n)), xAxis.convertToPixel(i), yAxis.convertToPixel(n > 0 ? bar.high : bar.low) + (n > 0 ? -4 : 12));
    }
    return true;
  },
});

/** Pixels of klinecharts' candle pane main canvas within a small distance of its up or down colour. */
function klineCandlePixels(chart: KlineChart, container: HTMLElement): number {
  const bar = chart.getStyles().candle.bar;
  let canvas: HTMLCanvasElement | null = null;
  for (const c of container.querySelectorAll('canvas')) if (!canvas || c.width * c.height > canvas.width * canvas.height) canvas = c;
  if (!canvas || canvas.width === 0) return 0;
  return colourPixels(canvas, [rgb(bar.upColor), rgb(bar.downColor)]);
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));

/** A CSS colour as [r, g, b] (the canvas parses it). */
function rgb(colour: string): [number, number, number] {
  const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!];
}

/** The largest canvas of pane 0 (its main canvas; the others are axes and the crosshair layer). */
function mainCanvas(chart: IChartApi): HTMLCanvasElement | null {
  const pane = chart.panes()[0]?.getHTMLElement();
  if (!pane) return null;
  let best: HTMLCanvasElement | null = null;
  for (const canvas of pane.querySelectorAll('canvas')) if (!best || canvas.width * canvas.height > best.width * best.height) best = canvas;
  return best;
}

/** Pixels of pane 0's main canvas within a small distance of the candles' up or down colour. */
function candlePixels(chart: IChartApi): number {
  const candles = chart
    .panes()[0]
    ?.getSeries()
    .find((s) => s.seriesType() === 'Candlestick');
  const canvas = mainCanvas(chart);
  if (!candles || !canvas || canvas.width === 0 || canvas.height === 0) return 0;
  const options = candles.options() as { upColor: string; downColor: string };
  return colourPixels(canvas, [rgb(options.upColor), rgb(options.downColor)]);
}

function colourPixels(canvas: HTMLCanvasElement, colours: [number, number, number][]): number {
  const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    for (const [r, g, b] of colours) {
      if (Math.abs(data[i]! - r) <= 8 && Math.abs(data[i + 1]! - g) <= 8 && Math.abs(data[i + 2]! - b) <= 8) {
        count++;
        break;
      }
    }
  }
  return count;
}

/**
 * klinecharts 10: `init`, the symbol and period, MACD and KDJ each in a new pane and TD on the candle
 * pane, then (timed) the data loader handing over the same bars. Its drawing is not tied to the first
 * frame and its indicators compute asynchronously, so first paint is the frame after the one in which
 * the candles are on the canvas and all three indicators have their results.
 */
async function runKline(): Promise<PaintRun> {
  const container = document.getElementById('chart')!;
  const chart = initKline(container)!;
  chart.setSymbol({ ticker: 'BTC_USDT', pricePrecision: 2, volumePrecision: 3 });
  chart.setPeriod({ type: 'minute', span: 1 });
  chart.createIndicator('MACD', false);
  chart.createIndicator('KDJ', false);
  chart.createIndicator('TD_BENCH', true);
  const data: KLineData[] = bars.map((b) => ({
    timestamp: b.time * 1000,
    open: b.open,
    high: b.high,
    low: b.low,
    close: b.close,
    volume: b.volume,
  }));
  await frame();
  await frame();
  const before = klineCandlePixels(chart, container);
  const t0 = performance.now();
  chart.setDataLoader({ getBars: ({ callback }) => callback(data, false) });
  const t1 = performance.now();
  const t2 = await frame();
  let t3 = await frame();
  // Its indicators compute asynchronously: wait until all three have results for every bar, too.
  const ready = () =>
    klineCandlePixels(chart, container) > 0 && chart.getIndicators().every((indicator) => indicator.result.length === data.length);
  for (let i = 0; i < 600 && !ready(); i++) t3 = await frame();
  t3 = await frame();
  const after = klineCandlePixels(chart, container);
  return {
    variant: 'klinecharts+3',
    setDataMs: t1 - t0,
    firstFrameMs: t2 - t0,
    paintMs: t3 - t0,
    readyMs: null,
    candlePixelsBefore: before,
    candlePixelsAfter: after,
    painted: before === 0 && after > 100,
    panes: 3, // the candle pane and the MACD and KDJ panes created above
    canvas: 'klinecharts',
    bars: chart.getDataList().length,
  };
}

async function run(variant: Variant): Promise<PaintRun> {
  if (variant === 'klinecharts+3') return runKline();
  const container = document.getElementById('chart')!;
  let t0 = 0;
  let readyAt: number | null = null;
  let chart: IChartApi;
  let setData: () => void;
  if (variant === 'bare') {
    // The reference: lightweight-charts as it comes, one candlestick series, the same bar objects.
    chart = createChart(container, { autoSize: true });
    const candles = chart.addSeries(CandlestickSeries);
    setData = () => candles.setData(bars as unknown as CandlestickData<Time>[]);
  } else {
    const controller = createTradingChart(container, {
      theme: resolveChartTheme({ dark: true, rise: 'green' }),
      locale: 'en',
      onReady: () => void (readyAt = performance.now() - t0),
    });
    if (variant === 'wrapped+3') for (const type of INDICATORS) controller.addIndicator(type);
    chart = controller.chart;
    setData = () => controller.setData(bars);
  }
  // Not timed: the container's size reaches the chart (ResizeObserver) and the empty chart is drawn.
  await frame();
  await frame();
  const before = candlePixels(chart);

  t0 = performance.now();
  setData();
  const t1 = performance.now();
  const t2 = await frame();
  const t3 = await frame();

  const after = candlePixels(chart);
  const canvas = mainCanvas(chart);
  return {
    variant,
    setDataMs: t1 - t0,
    firstFrameMs: t2 - t0,
    paintMs: t3 - t0,
    readyMs: readyAt,
    candlePixelsBefore: before,
    candlePixelsAfter: after,
    painted: before === 0 && after > 100,
    panes: chart.panes().length,
    canvas: canvas ? `${canvas.width}×${canvas.height}` : 'none',
    bars: bars.length,
  };
}

function maths(): MathsRun {
  const configs = INDICATORS.map((type) => indicatorConfig(type.toLowerCase(), type, {}));
  const t0 = performance.now();
  const series = ohlcvSeriesFromBars(bars);
  const t1 = performance.now();
  const times = configs.map((config) => {
    const start = performance.now();
    computeIndicator(config, series);
    return performance.now() - start;
  });
  return { columnsMs: t1 - t0, macdMs: times[0]!, kdjMs: times[1]!, tdMs: times[2]! };
}

const api: ChartBench = {
  prepare,
  run,
  maths,
  cores: navigator.hardwareConcurrency,
  lightweightCharts: version(),
  klinecharts: klineVersion(),
};
window.chartBench = api;
