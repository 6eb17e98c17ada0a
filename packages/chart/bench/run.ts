/**
 * `npm run bench:chart` — issue 5's chart benchmark: in Chromium, the time from handing 50,000
 * bars to the chart (`setData`) to the first frame after they were drawn, for the trading chart
 * with MACD, KDJ and TD panes, against bare lightweight-charts with the same bars in the same run.
 *
 * Three variants, each in a fresh page (a new browser context) per run, interleaved and rotated so
 * none always runs first; one untimed warm-up run of each first:
 * - `bare`: the reference — lightweight-charts `createChart` + one `CandlestickSeries`, defaults;
 * - `wrapped`: `createTradingChart` without indicators (a second reference: the wrapper alone);
 * - `wrapped+3`: `createTradingChart` with MACD, KDJ and TD added before `setData`.
 * A run counts only if pane 0's canvas had no candle pixels before `setData` and has them at the
 * end of the timed section. Ratios are "variant median / reference median" (above 1 means slower).
 * Nothing here is asserted (tests never assert timings): the figures go into docs/performance.md.
 *
 * Options: `--runs=N` (7 timed runs per variant). Chromium: /usr/bin/chromium, or CHROME_PATH.
 */
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import type { MathsRun, PaintRun, Variant } from './protocol';

const BARS = 50_000;
const SEED = 20_261_122;
const RUNS = Number(/^--runs=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--runs=')) ?? '')?.[1] ?? 7);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
/**
 * e2e/browser.ts's flags (no sandbox, no GPU, no network chatter), plus frames that are not held
 * to a 60 Hz vsync: otherwise each timing would be rounded up to the next 16.7 ms frame boundary.
 */
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu-vsync',
  '--disable-frame-rate-limit',
];
const VIEWPORT = { width: 1280, height: 900 };
const HTML =
  '<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0}#chart{width:1200px;height:800px}</style></head><body><div id="chart"></div></body></html>';
const VARIANTS: readonly Variant[] = ['bare', 'wrapped', 'wrapped+3', 'klinecharts+3'];

const out = (line = ''): void => void process.stdout.write(`${line}\n`);
const fail = (message: string): never => {
  process.stderr.write(`bench:chart: ${message}\n`);
  process.exit(1);
};

/** One IIFE script: page-entry.ts with lightweight-charts (production build), @ex/chart and @ex/indicators. */
async function bundle(): Promise<string> {
  const entry = decodeURIComponent(new URL('./page-entry.ts', import.meta.url).pathname);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    minify: true,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** A fresh context and page with the bundle loaded and the bars built; `use` runs in it; all closed after. */
async function inFreshPage<T>(browser: Browser, script: string, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setContent(HTML);
    await page.addScriptTag({ content: script });
    await page.evaluate(([count, seed]) => window.chartBench.prepare(count, seed), [BARS, SEED] as const);
    const result = await use(page);
    if (errors.length > 0) throw new Error(`page error: ${errors.join('; ')}`);
    return result;
  } finally {
    await context.close();
  }
}

function paintRun(browser: Browser, script: string, variant: Variant): Promise<PaintRun> {
  return inFreshPage(browser, script, (page) => page.evaluate((v) => window.chartBench.run(v), variant));
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (t: number): string => (t >= 100 ? t.toFixed(0) : t >= 10 ? t.toFixed(1) : t.toFixed(2));
const times = (t: number): string => `${t.toFixed(2)}×`;

function table(headers: string[], rows: string[][]): void {
  const widths = headers.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: string[]) => cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  out(line(headers));
  out(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((r) => out(line(r)));
}

async function main(): Promise<void> {
  const started = performance.now();
  const script = await bundle();
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_ARGS });
  } catch (error) {
    return fail(
      `cannot launch Chromium at ${CHROME_PATH} (install Debian's chromium, or set CHROME_PATH): ${(error as Error).message.split('\n')[0]}`,
    );
  }
  try {
    const about = await inFreshPage(browser, script, (page) =>
      page.evaluate(() => ({
        cores: window.chartBench.cores,
        lwc: window.chartBench.lightweightCharts,
        kline: window.chartBench.klinecharts,
      })),
    );
    const reference = `bare lightweight-charts ${about.lwc}, candles only`;
    out(
      `Chart benchmark: data to first paint — ${BARS.toLocaleString('en-US')} 1-minute bars (seeded random walk, seed ${SEED}), 1200×800 chart`,
    );
    out(
      `Chromium ${browser.version()} headless (software rendering, no vsync), ${about.cores} logical cores; Node ${process.version}; bundle ${(script.length / 1000).toFixed(0)} kB minified`,
    );
    out(
      `Each run in a fresh page; ${RUNS} timed runs per variant, interleaved, after 1 warm-up run each. Times in ms from just before setData().`,
    );
    out();

    const runs = new Map<Variant, PaintRun[]>(VARIANTS.map((v) => [v, []]));
    const invalid: PaintRun[] = [];
    const mathsRuns: MathsRun[] = [];
    for (const variant of VARIANTS) await paintRun(browser, script, variant); // warm-up, discarded
    for (let i = 0; i < RUNS; i++) {
      const order = VARIANTS.map((_, k) => VARIANTS[(k + i) % VARIANTS.length]!);
      for (const variant of order) {
        const r = await paintRun(browser, script, variant);
        (r.painted ? runs.get(variant)! : invalid).push(r);
      }
      mathsRuns.push(await inFreshPage(browser, script, (page) => page.evaluate(() => window.chartBench.maths())));
      if (process.stderr.isTTY) process.stderr.write(`\r  run ${i + 1}/${RUNS} `);
    }
    if (process.stderr.isTTY) process.stderr.write('\r              \r');

    const stat = (variant: Variant, pick: (r: PaintRun) => number) => median(runs.get(variant)!.map(pick));
    const missing = VARIANTS.filter((v) => runs.get(v)!.length === 0);
    if (missing.length > 0)
      return fail(`no valid run of ${missing.join(', ')} (the candles were never on the canvas); invalid runs: ${JSON.stringify(invalid)}`);
    const paintBare = stat('bare', (r) => r.paintMs);
    const paintWrapped = stat('wrapped', (r) => r.paintMs);
    const paintKline = stat('klinecharts+3', (r) => r.paintMs);
    const names: Record<Variant, string> = {
      bare: `${reference} (reference)`,
      wrapped: 'trading chart, no indicators',
      'wrapped+3': 'trading chart + MACD, KDJ, TD',
      'klinecharts+3': `klinecharts ${about.kline} + MACD, KDJ, TD-like`,
    };
    table(
      [
        'variant',
        'panes',
        'valid runs',
        'first paint median',
        'min',
        'setData() median',
        '1st frame median',
        'onReady median',
        'vs bare',
        'vs no indicators',
        'vs klinecharts',
      ],
      VARIANTS.map((v) => {
        const list = runs.get(v)!;
        const paint = stat(v, (r) => r.paintMs);
        const ready = list.map((r) => r.readyMs).filter((t): t is number => t !== null);
        return [
          names[v],
          String(list[0]!.panes),
          `${list.length}/${RUNS}`,
          ms(paint),
          ms(Math.min(...list.map((r) => r.paintMs))),
          ms(stat(v, (r) => r.setDataMs)),
          ms(stat(v, (r) => r.firstFrameMs)),
          ready.length > 0 ? ms(median(ready)) : '—',
          times(paint / paintBare),
          v === 'bare' || v === 'klinecharts+3' ? '—' : times(paint / paintWrapped),
          times(paint / paintKline),
        ];
      }),
    );
    out(
      'first paint = the second requestAnimationFrame callback after setData(); 1st frame = the first one (lightweight-charts has drawn by then).',
    );
    out(`Ratios: variant median / reference median, first paint (above 1 = slower). Reference: ${reference}.`);
    out();

    const m = (pick: (r: MathsRun) => number) => median(mathsRuns.map(pick));
    const mathsTotal = m((r) => r.columnsMs + r.macdMs + r.kdjMs + r.tdMs);
    const setData3 = stat('wrapped+3', (r) => r.setDataMs);
    out(
      `Indicator maths alone (fresh page, cold, median of ${mathsRuns.length}): bars → columns ${ms(m((r) => r.columnsMs))} ms, MACD ${ms(m((r) => r.macdMs))}, KDJ ${ms(m((r) => r.kdjMs))}, TD ${ms(m((r) => r.tdMs))};`,
    );
    out(
      `total ${ms(mathsTotal)} ms = ${((mathsTotal / setData3) * 100).toFixed(0)} % of the MACD+KDJ+TD setData() median, ${((mathsTotal / stat('wrapped+3', (r) => r.paintMs)) * 100).toFixed(0)} % of its first paint.`,
    );
    const sample = runs.get('wrapped+3')![0]!;
    out(
      `Paint check: candle-coloured pixels in pane 0 (${sample.canvas} canvas) before setData 0, after ${sample.candlePixelsAfter}; ${invalid.length} run(s) discarded as not painted.`,
    );
    out(`Total ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await browser.close();
  }
}

await main();
