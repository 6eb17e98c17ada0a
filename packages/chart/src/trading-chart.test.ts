/**
 * Wiring test of `createTradingChart` against the real lightweight-charts 5.2.1 in jsdom. jsdom
 * has no canvas, so `getContext('2d')` returns a recording no-op context: this checks that the
 * v5 calls (addSeries with paneIndex, panes, primitives, markers, price lines, screenshot) work
 * together and that our data flows through them — not pixels (the e2e tests look at pixels).
 */
import { JSDOM as JsdomCtor } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChartBar, TradingChartController } from './index';

type Win = Record<string, unknown> & { document: Document; HTMLCanvasElement: { prototype: Record<string, unknown> } };
type JsdomModule = { JSDOM: new (html: string, options: object) => { window: Win } };
// Our own view of jsdom's window: the DOM globals this test installs.
const { JSDOM } = { JSDOM: JsdomCtor } as unknown as JsdomModule;

const GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'HTMLElement',
  'HTMLCanvasElement',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'getComputedStyle',
  'devicePixelRatio',
  'matchMedia',
];
const saved = new Map<string, unknown>();
let win: Win;

beforeAll(() => {
  // Without ResizeObserver lightweight-charts warns that `autoSize` falls back to explicit sizes,
  // which is what these tests use (chart.resize).
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('ResizeObserver')) warn(...args);
  });
  win = new JSDOM('<!doctype html><html><body></body></html>', { pretendToBeVisual: true }).window;
  const ctx: object = new Proxy(
    {},
    {
      get: (_t, prop) => {
        if (prop === 'measureText')
          return (text: string) => ({ width: text.length * 6, actualBoundingBoxAscent: 8, actualBoundingBoxDescent: 2 });
        if (prop === 'getImageData') return () => ({ data: new Uint8ClampedArray(4) });
        return () => undefined;
      },
      set: () => true,
    },
  );
  win.HTMLCanvasElement.prototype['getContext'] = () => ctx;
  win.HTMLCanvasElement.prototype['toDataURL'] = function (this: { width: number; height: number }) {
    return `data:image/png;${this.width}x${this.height}`;
  };
  win['matchMedia'] ??= () => ({ matches: false, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} });
  for (const key of GLOBALS) {
    saved.set(key, (globalThis as Record<string, unknown>)[key]);
    Object.defineProperty(globalThis, key, { value: key === 'window' ? win : win[key], configurable: true, writable: true });
  }
});

afterAll(() => {
  vi.restoreAllMocks();
  (win['close'] as () => void)();
  for (const [key, value] of saved) Object.defineProperty(globalThis, key, { value, configurable: true, writable: true });
});

const T0 = 1_700_000_100 - (1_700_000_100 % 900);
const bars: ChartBar[] = Array.from({ length: 400 }, (_, i) => {
  const open = 100 + 5 * Math.sin(i / 7);
  const close = 100 + 5 * Math.sin((i + 1) / 7);
  return { time: T0 + i * 900, open, high: Math.max(open, close) + 1, low: Math.min(open, close) - 1, close, volume: 10 + (i % 13) };
});

async function make(extra: Record<string, unknown> = {}) {
  const { createTradingChart, resolveChartTheme, indicatorConfig } = await import('./index');
  const container = win.document.createElement('div');
  win.document.body.appendChild(container);
  const errors: unknown[] = [];
  const onLayoutChange = vi.fn();
  const onThemeApplied = vi.fn();
  const onReady = vi.fn();
  const chart: TradingChartController = createTradingChart(container, {
    theme: resolveChartTheme({ dark: true, rise: 'green' }),
    locale: 'tw',
    layout: { resolution: '15', indicators: [indicatorConfig('macd-1', 'MACD'), indicatorConfig('td-1', 'TD')] },
    onError: (message, error) => errors.push([message, error]),
    onLayoutChange,
    onThemeApplied,
    onReady,
    ...extra,
  });
  chart.chart.resize(800, 600, true);
  return { chart, container, errors, onLayoutChange, onThemeApplied, onReady };
}

const frame = () => new Promise((resolve) => setTimeout(resolve, 40));

describe('createTradingChart (lightweight-charts 5.2.1 in jsdom)', () => {
  it('restores a layout: MACD in its own pane, TD on the candles; ready after the first data', async () => {
    const { chart, errors, onReady } = await make();
    expect(chart.chart.panes()).toHaveLength(2);
    expect(chart.getResolution()).toBe('15');
    expect(chart.chart.options().localization.locale).toBe('zh-TW');
    chart.setData(bars);
    await frame();
    expect(onReady).toHaveBeenCalledOnce();
    chart.setData(bars);
    await frame();
    expect(onReady).toHaveBeenCalledOnce();
    expect(errors).toEqual([]);
    chart.destroy();
  });

  it('adds and removes oscillator panes; layout order survives an input change', async () => {
    const { chart, onLayoutChange } = await make();
    chart.setData(bars);
    chart.addIndicator('KDJ');
    chart.addIndicator('VOL');
    chart.addIndicator('BOLL', { period: 10 });
    expect(chart.chart.panes()).toHaveLength(4);
    expect(chart.removeIndicator('macd-1')).toBe(true);
    expect(chart.chart.panes()).toHaveLength(3);
    expect(chart.removeIndicator('nope')).toBe(false);
    expect(chart.updateIndicator('kdj-1', { n: 14 })?.inputs).toEqual({ n: 14, m1: 3, m2: 3, definition: 'exchange' });
    expect(chart.getLayout().indicators.map((i) => i.id)).toEqual(['td-1', 'kdj-1', 'vol-1', 'boll-1']);
    expect(() => chart.addIndicator('MACD', { signal: 51 })).toThrow('macd.signal must be an integer from 1 to 50; received 51');
    expect(chart.chart.panes()).toHaveLength(3);
    expect(onLayoutChange).toHaveBeenCalledTimes(5);
    expect(onLayoutChange.mock.lastCall![0].indicators).toHaveLength(4);
    chart.destroy();
  });

  it('live ticks update the last bar, append new ones and ignore stale ones', async () => {
    const { chart, errors } = await make();
    chart.setData(bars);
    const last = bars.at(-1)!;
    expect(chart.update({ ...last, close: last.close + 1 })).toBe('update');
    expect(chart.update({ ...last, time: last.time + 900 })).toBe('append');
    expect(chart.update(bars[0]!)).toBe('stale');
    const candles = chart.chart.panes()[0]!.getSeries()[0]!;
    expect(candles.data()).toHaveLength(bars.length + 1);
    expect(errors).toEqual([]);
    expect(chart.update({ ...last, time: last.time + 1800, close: Number.NaN })).toBe('invalid');
    expect(candles.data()).toHaveLength(bars.length + 1);
    chart.setData([...bars.slice(0, 10), { ...bars[10]!, high: Infinity }]);
    expect(candles.data()).toHaveLength(10);
    expect(errors.map((e) => (e as [string])[0])).toEqual([
      'bar with a non-finite field ignored',
      '1 bars with a non-finite field dropped',
    ]);
    chart.destroy();
  });

  it('draws order lines as HTML rows with real buttons, stacked at their price', async () => {
    const { chart, container } = await make();
    chart.setData(bars);
    const onCloseClick = vi.fn();
    chart.setOrderLines([
      {
        id: 'a',
        type: 4,
        side: 1,
        avgPrice: 100,
        visible: true,
        sideText: 'Long',
        showCloseButton: true,
        onCloseClick,
        tooltips: { close: 'Close position' },
      },
      { id: 'b', type: 0, side: -1, avgPrice: 100, visible: true, sideText: 'Sell limit' },
    ]);
    chart.chart.resize(800, 600, true);
    await frame();
    const rows = [...container.querySelectorAll<HTMLElement>('[data-order-line]')];
    expect(rows.map((r) => r.style.display)).toEqual(['flex', 'flex']);
    expect(Math.abs(parseFloat(rows[0]!.style.top) - parseFloat(rows[1]!.style.top))).toBe(26);
    const button = container.querySelector<HTMLButtonElement>('button[aria-label="Close position"]')!;
    button.click();
    expect(onCloseClick).toHaveBeenCalledOnce();
    chart.setOrderLines([]);
    expect(container.querySelectorAll('[data-order-line]')).toHaveLength(0);
    chart.destroy();
  });

  it('accepts the overlays (heat bars, events, fills) — their geometry is tested in the pure modules; jsdom paints nothing)', async () => {
    const { chart, errors } = await make();
    chart.setData(bars);
    chart.setLiquidations([{ mark_price: '100', long_liq_usd_new: '3000', short_liq_usd_new: '1000' }]);
    chart.setEvents([{ time: bars.at(-3)!.time, type: 1 }]);
    chart.setFills([{ time: bars.at(-2)!.time, type: 'buy', price: 100, quantity: 1, symbol: 'BTC_USDT' }]);
    chart.setResolution('60');
    chart.chart.resize(800, 600, true);
    await frame();
    expect(errors).toEqual([]);
    chart.destroy();
  });

  it('tells the page which B/S labels it drew (markers live on the canvas), per fill of this symbol', async () => {
    const { chart, container } = await make({ symbol: 'BTC_USDT', layout: { resolution: '15', indicators: [] } });
    chart.setData(bars);
    expect(container.dataset['fillMarkers'] ?? '').toBe('');
    chart.setFills([
      { time: bars.at(-5)!.time * 1000, type: 'buy', price: 100, quantity: 1, symbol: 'BTC_USDT' },
      { time: bars.at(-2)!.time * 1000, type: 'sell', price: 101, quantity: 1, symbol: 'BTC_USDT' },
      { time: bars.at(-2)!.time * 1000, type: 'sell', price: 101, quantity: 1, symbol: 'ETH_USDT' },
    ]);
    expect(container.dataset['fillMarkers']).toBe('B S');
    chart.destroy();
  });

  it("priceAt: the price at a height in the candles pane, null outside it (the context menu's price)", async () => {
    const { chart } = await make({ layout: { resolution: '15', indicators: [] } });
    chart.setData(bars);
    await frame();
    const pane = chart.chart.panes()[0]!.getHeight();
    const top = chart.priceAt(5);
    const bottom = chart.priceAt(pane - 5);
    expect(top).not.toBeNull();
    expect(bottom).not.toBeNull();
    expect(top!).toBeGreaterThan(bottom!);
    expect(chart.priceAt(-1)).toBeNull();
    expect(chart.priceAt(pane + 1)).toBeNull();
    chart.destroy();
  });

  it("theme change re-applies colours, resets the other theme's default background, then reports", async () => {
    const { resolveChartTheme } = await import('./index');
    const { chart, onThemeApplied } = await make({ layout: { resolution: '60', indicators: [], background: '#0B0E14' } });
    chart.setData(bars);
    chart.setTheme(resolveChartTheme({ dark: false, rise: 'red' }));
    const background = chart.chart.options().layout.background;
    expect(background).toMatchObject({ color: '#FFFFFF' });
    expect(onThemeApplied).toHaveBeenCalledWith({ resolution: '60', indicators: [] });
    chart.destroy();
  });

  it('drops a repeated or invalid indicator of a restored layout and reports it', async () => {
    const { indicatorConfig } = await import('./index');
    const { chart, errors } = await make({
      layout: {
        resolution: '60',
        indicators: [indicatorConfig('k', 'KDJ'), indicatorConfig('k', 'KDJ'), { id: 'm', type: 'MACD', inputs: { signal: 99 } }],
      },
    });
    expect(chart.getIndicators().map((i) => i.id)).toEqual(['k']);
    expect(chart.chart.panes()).toHaveLength(2);
    expect(errors.map((e) => (e as [string])[0])).toEqual(['indicator k dropped: repeated id', 'indicator m dropped']);
    chart.destroy();
  });

  it('keeps the resolution in storage and in the layout', async () => {
    const storage = new Map<string, string>();
    const { chart, onLayoutChange } = await make({
      resolutionStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) },
    });
    chart.setResolution('1D');
    chart.setResolution('1D');
    expect(storage.get('ex.chart.resolution')).toBe('1D');
    expect(onLayoutChange).toHaveBeenCalledOnce();
    expect(chart.getLayout().resolution).toBe('1D');
    chart.destroy();
  });

  it('screenshot is a PNG data URL at scale 2 (§9 "scale 2")', async () => {
    const { chart } = await make();
    chart.setData(bars);
    expect(chart.screenshot()).toBe('data:image/png;1600x1200');
    chart.destroy();
  });
});
