import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { resolveChartTheme } from './chart-theme';
import {
  ORDER_LINE_GAP,
  ORDER_LINE_HEIGHT,
  ORDER_LINE_PADDING,
  ORDER_TYPE,
  SIDE,
  layoutOrderLines,
  orderLineButtons,
  orderLineColours,
} from './order-lines';
import type { OrderLineItem } from './order-lines';

describe('enumerations (§3 "Order type: Limit 0, Market 1, Stop 2, TrailingLimit 3, Position 4, TakeProfit 5, StopLoss 6. Side: Buy 1, Sell -1")', () => {
  it('match the spec', () => {
    expect(ORDER_TYPE).toEqual({ Limit: 0, Market: 1, Stop: 2, TrailingLimit: 3, Position: 4, TakeProfit: 5, StopLoss: 6 });
    expect(SIDE).toEqual({ Buy: 1, Sell: -1 });
  });

  it('sizes match §9 "Order-line height 24, padding 40"', () => {
    expect([ORDER_LINE_HEIGHT, ORDER_LINE_PADDING]).toEqual([24, 40]);
  });
});

const base: OrderLineItem = { id: 'p1', type: ORDER_TYPE.Position, side: SIDE.Buy, avgPrice: 100, visible: true, sideText: 'Long' };

describe('orderLineButtons (§3 "showCloseButton, showTPSLButton, showReverseButton; tooltips for pnl, close, tpsl, reverse; callbacks onCloseClick, onTPSLClick, onReverseClick")', () => {
  const close = vi.fn();
  const tpsl = vi.fn();
  const reverse = vi.fn();
  const all = {
    showCloseButton: true,
    showTPSLButton: true,
    showReverseButton: true,
    onCloseClick: close,
    onTPSLClick: tpsl,
    onReverseClick: reverse,
  };

  it.each([
    [
      'all three, default tooltips',
      all,
      [
        ['close', 'Close'],
        ['tpsl', 'TP/SL'],
        ['reverse', 'Reverse'],
      ],
    ],
    [
      'app tooltips win, empty ones fall back',
      { ...all, tooltips: { close: 'Close position', tpsl: '', reverse: 'Reverse position' } },
      [
        ['close', 'Close position'],
        ['tpsl', 'TP/SL'],
        ['reverse', 'Reverse position'],
      ],
    ],
    [
      'flag off hides',
      { ...all, showTPSLButton: false },
      [
        ['close', 'Close'],
        ['reverse', 'Reverse'],
      ],
    ],
    [
      'no callback hides',
      { ...all, onReverseClick: undefined },
      [
        ['close', 'Close'],
        ['tpsl', 'TP/SL'],
      ],
    ],
    ['none', {}, []],
  ])('%s', (_name, extra, expected) => {
    const buttons = orderLineButtons({ ...base, ...extra });
    expect(buttons.map((b) => [b.action, b.label])).toEqual(expected);
  });

  it('wires each button to its own callback', () => {
    const item = { ...base, ...all };
    for (const b of orderLineButtons(item)) b.onClick(item);
    expect([close.mock.calls.length, tpsl.mock.calls.length, reverse.mock.calls.length]).toEqual([1, 1, 1]);
  });
});

describe('orderLineColours', () => {
  const theme = resolveChartTheme({ dark: true, rise: 'green' });
  it.each([
    [SIDE.Buy, 5, theme.up, theme.up],
    [SIDE.Buy, -5, theme.up, theme.down],
    [SIDE.Sell, 5, theme.down, theme.up],
    [SIDE.Sell, 0, theme.down, theme.text],
    [SIDE.Sell, undefined, theme.down, theme.text],
  ] as const)('side %d pnl %s → line %s, pnl %s', (side, pnlValue, line, pnl) => {
    expect(orderLineColours({ side, pnlValue }, theme)).toEqual({ line, pnl });
  });
});

describe('layoutOrderLines (issue 5 "Overlapping labels are stacked so they stay readable")', () => {
  const tops = (targets: { id: string; y: number | null }[], paneHeight = 400) =>
    Object.fromEntries(layoutOrderLines(targets, { paneHeight }).map((p) => [p.id, p.top]));

  it.each([
    [
      'apart: each label centred on its line',
      [
        { id: 'a', y: 100 },
        { id: 'b', y: 200 },
      ],
      { a: 88, b: 188 },
    ],
    [
      'same price: spread 13 px either side',
      [
        { id: 'a', y: 100 },
        { id: 'b', y: 100 },
      ],
      { a: 75, b: 101 },
    ],
    [
      'touching (26 px apart) stays',
      [
        { id: 'a', y: 100 },
        { id: 'b', y: 126 },
      ],
      { a: 88, b: 114 },
    ],
    [
      '10 px apart: pushed 8 px each way',
      [
        { id: 'a', y: 100 },
        { id: 'b', y: 110 },
      ],
      { a: 80, b: 106 },
    ],
    [
      'three at one price: middle stays',
      [
        { id: 'a', y: 200 },
        { id: 'b', y: 200 },
        { id: 'c', y: 200 },
      ],
      { a: 162, b: 188, c: 214 },
    ],
    [
      'input order does not matter, price order does',
      [
        { id: 'low', y: 300 },
        { id: 'high', y: 50 },
      ],
      { high: 38, low: 288 },
    ],
    [
      'at the top edge: clamped down',
      [
        { id: 'a', y: 0 },
        { id: 'b', y: 5 },
      ],
      { a: 0, b: 26 },
    ],
    [
      'at the bottom edge: clamped up',
      [
        { id: 'a', y: 400 },
        { id: 'b', y: 395 },
      ],
      { b: 350, a: 376 },
    ],
    [
      'a cluster pushes its neighbour (mean of wanted tops 88, 88 − 26, 108 − 52 = 206/3)',
      [
        { id: 'a', y: 100 },
        { id: 'b', y: 100 },
        { id: 'c', y: 120 },
      ],
      { a: 206 / 3, b: 206 / 3 + 26, c: 206 / 3 + 52 },
    ],
    [
      'unmappable price left out',
      [
        { id: 'a', y: null },
        { id: 'b', y: 100 },
      ],
      { b: 88 },
    ],
  ])('%s', (_name, targets, expected) => {
    const got = tops(targets);
    expect(Object.keys(got).sort()).toEqual(Object.keys(expected).sort());
    for (const [id, top] of Object.entries(expected)) expect(got[id]).toBeCloseTo(top, 9);
  });

  it('pins lines outside the pane to its edges and flags them', () => {
    const placements = layoutOrderLines(
      [
        { id: 'up', y: -50 },
        { id: 'down', y: 900 },
        { id: 'in', y: 200 },
      ],
      { paneHeight: 400 },
    );
    expect(placements.map((p) => [p.id, p.top, p.offscreen])).toEqual([
      ['up', 0, 'above'],
      ['in', 188, null],
      ['down', 376, 'below'],
    ]);
    expect(placements[0]!.lineY).toBe(-50);
  });

  it('overflows downwards when the pane cannot hold every label', () => {
    const targets = Array.from({ length: 5 }, (_, i) => ({ id: String(i), y: 20 }));
    const placements = layoutOrderLines(targets, { paneHeight: 60 });
    expect(placements.map((p) => p.top)).toEqual([0, 26, 52, 78, 104]);
  });

  it('property: labels keep price order, never overlap, and stay inside a pane that can hold them', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.double({ min: -200, max: 800, noNaN: true }), fc.constant(null)), { maxLength: 12 }), (ys) => {
        const paneHeight = 600;
        const targets = ys.map((y, i) => ({ id: String(i), y }));
        const placements = layoutOrderLines(targets, { paneHeight });
        expect(placements).toHaveLength(ys.filter((y) => y !== null).length);
        for (let i = 1; i < placements.length; i++) {
          expect(placements[i]!.lineY).toBeGreaterThanOrEqual(placements[i - 1]!.lineY);
          expect(placements[i]!.top - placements[i - 1]!.top).toBeGreaterThanOrEqual(ORDER_LINE_HEIGHT + ORDER_LINE_GAP - 1e-9);
        }
        for (const p of placements) {
          expect(p.top).toBeGreaterThanOrEqual(-1e-9);
          expect(p.top + ORDER_LINE_HEIGHT).toBeLessThanOrEqual(paneHeight + 1e-9);
        }
      }),
    );
  });

  it('property: a label alone is centred on its line', () => {
    fc.assert(
      fc.property(fc.double({ min: 12, max: 388, noNaN: true }), (y) => {
        const [p] = layoutOrderLines([{ id: 'a', y }], { paneHeight: 400 });
        expect(p!.centerY).toBeCloseTo(y, 9);
      }),
    );
  });
});
