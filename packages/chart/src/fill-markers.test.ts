import { describe, expect, it } from 'vitest';
import { resolveChartTheme } from './chart-theme';
import { FILL_MARKER_TEXT, fillMarkers } from './fill-markers';
import type { BuySellMarker } from './fill-markers';
import { CHART_SOURCES, WIDGET_NAMES, parseChartSource } from './widgets';

const theme = resolveChartTheme({ dark: false, rise: 'green' });
const H = Date.UTC(2026, 0, 15, 12) / 1000; // a 60-minute bar open, in seconds
const fill = (over: Partial<BuySellMarker>): BuySellMarker => ({
  time: H + 60,
  type: 'buy',
  price: 100,
  quantity: 1,
  symbol: 'BTC_USDT',
  ...over,
});

describe('fillMarkers (§3 "Buy/sell marker: time, type (buy or sell), price, quantity, symbol, rawTimestamp"; §9 "Buy/sell marker label B/S")', () => {
  it('labels are B and S', () => {
    expect(FILL_MARKER_TEXT).toEqual({ buy: 'B', sell: 'S' });
  });

  it('a buy is a B below the bar it falls in, in the rise colour', () => {
    expect(fillMarkers([fill({})], { resolution: '60', theme })).toEqual([
      {
        marker: { time: H, position: 'belowBar', shape: 'arrowUp', color: theme.up, text: 'B', id: `fill:buy:${H}` },
        type: 'buy',
        count: 1,
        quantity: 1,
        averagePrice: 100,
      },
    ]);
  });

  it('a sell is an S above the bar, in the fall colour; milliseconds are accepted', () => {
    const [group] = fillMarkers([fill({ type: 'sell', time: (H + 59 * 60) * 1000 })], { resolution: '60', theme });
    expect(group!.marker).toEqual({
      time: H,
      position: 'aboveBar',
      shape: 'arrowDown',
      color: theme.down,
      text: 'S',
      id: `fill:sell:${H}`,
    });
  });

  it('merges fills per bar and side with a quantity-weighted average price, sorted by time, buys first', () => {
    const groups = fillMarkers(
      [
        fill({ time: H + 3600 + 5, type: 'sell', price: 110 }),
        fill({ time: H + 10, price: 100, quantity: 1 }),
        fill({ time: H + 20, price: 103, quantity: 2 }),
        fill({ time: H + 30, type: 'sell', price: 101 }),
      ],
      { resolution: '60', theme },
    );
    expect(groups.map((g) => [g.marker.time, g.marker.text, g.count, g.quantity, g.averagePrice])).toEqual([
      [H, 'B', 2, 3, 102],
      [H, 'S', 1, 1, 101],
      [H + 3600, 'S', 1, 1, 110],
    ]);
  });

  it('snaps to the resolution (1W → Monday)', () => {
    const thursday = Date.UTC(2026, 0, 15, 12) / 1000;
    const [group] = fillMarkers([fill({ time: thursday })], { resolution: '1W', theme });
    expect(group!.marker.time).toBe(Date.UTC(2026, 0, 12) / 1000);
  });

  it.each([
    ['another symbol', fill({ symbol: 'ETH_USDT' })],
    ['NaN time', fill({ time: Number.NaN })],
    ['zero quantity', fill({ quantity: 0 })],
    ['negative price', fill({ price: -1 })],
    ['unknown type', fill({ type: 'hold' as 'buy' })],
  ])('leaves out %s', (_name, f) => {
    expect(fillMarkers([f], { resolution: '60', theme, symbol: 'BTC_USDT' })).toEqual([]);
  });
});

describe('widget names and chart sources (§3)', () => {
  it('are the spec names', () => {
    expect(Object.values(WIDGET_NAMES).sort()).toEqual([
      'important_events_widget',
      'liquidation_amount_indicator',
      'order_line_widget',
      'sb_point_widget',
    ]);
    expect(CHART_SOURCES).toEqual(['PILOT', 'SPOT', 'ALPHA']);
  });

  it.each([
    ['PILOT', 'PILOT'],
    ['alpha', 'ALPHA'],
    [' spot ', 'SPOT'],
    ['futures', 'SPOT'],
    [undefined, 'SPOT'],
  ])('parseChartSource(%j) = %s', (value, expected) => {
    expect(parseChartSource(value)).toBe(expected);
  });
});
