/**
 * Order lines: the `order_line_widget` of SPEC §3 (order-line item, enumerations) and §9
 * ("Order-line height 24, padding 40"), as data and geometry. The overlay in
 * `drawing/order-line-overlay.ts` only draws what these functions compute.
 *
 * **Stacking rule.** Each visible line wants its label centred on the line's y. Labels are 24 px
 * high and must keep 2 px apart. Sorted top to bottom (ties keep input order), overlapping labels
 * are merged into blocks; a block of k labels is laid out at a fixed 26 px pitch and placed where
 * the labels' total squared distance from their lines is smallest (the mean of their wanted tops,
 * less their in-block offsets), then clamped inside the pane. Blocks that then touch merge again,
 * until none overlap. So: the order on screen always matches the price order; isolated labels sit
 * exactly on their lines; a cluster spreads evenly around its lines.
 * Lines above or below the visible range are pinned to the top or bottom edge (flagged
 * `offscreen`) so their buttons stay reachable.
 *
 * **Padding.** `ORDER_LINE_PADDING` (40) is the label's horizontal inset from the plot's right
 * edge (towards the price scale) — our reading of §9, which gives the number without the axis.
 */
import type { ChartTheme } from './chart-theme';

/** §3 "Order type: Limit 0, Market 1, Stop 2, TrailingLimit 3, Position 4, TakeProfit 5, StopLoss 6". */
export const ORDER_TYPE = { Limit: 0, Market: 1, Stop: 2, TrailingLimit: 3, Position: 4, TakeProfit: 5, StopLoss: 6 } as const;
export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];

/** §3 "Side: Buy 1, Sell -1". */
export const SIDE = { Buy: 1, Sell: -1 } as const;
export type Side = (typeof SIDE)[keyof typeof SIDE];

/** §9 "Order-line height 24". */
export const ORDER_LINE_HEIGHT = 24;
/** §9 "padding 40": the label's inset from the plot's right edge, px. */
export const ORDER_LINE_PADDING = 40;
/** Space kept between stacked labels, px (our choice). */
export const ORDER_LINE_GAP = 2;

export type OrderLineAction = 'close' | 'tpsl' | 'reverse';

/** §3 order-line item. Texts arrive formatted (and translated) by the app. */
export interface OrderLineItem {
  readonly id: string;
  /** §3 order type. */
  readonly type: OrderType;
  /** §3 side: colours the line (buy = rise colour). */
  readonly side: Side;
  /** The line's price (the position's average price, or the order's price). */
  readonly avgPrice: number;
  readonly visible: boolean;
  readonly sideText: string;
  readonly pnlText?: string;
  /** Sign colours the PnL text. */
  readonly pnlValue?: number;
  readonly qtyText?: string;
  readonly qty?: number;
  readonly tpslText?: string;
  readonly showCloseButton?: boolean;
  readonly showTPSLButton?: boolean;
  readonly showReverseButton?: boolean;
  readonly tooltips?: { readonly pnl?: string; readonly close?: string; readonly tpsl?: string; readonly reverse?: string };
  readonly onCloseClick?: (item: OrderLineItem) => void;
  readonly onTPSLClick?: (item: OrderLineItem) => void;
  readonly onReverseClick?: (item: OrderLineItem) => void;
}

export interface OrderLineButton {
  readonly action: OrderLineAction;
  /** Visible text of the button. */
  readonly text: string;
  /** Tooltip and accessible name (`title` and `aria-label`). */
  readonly label: string;
  readonly onClick: (item: OrderLineItem) => void;
}

/** English fallbacks when the app gives no tooltip. */
export const DEFAULT_ORDER_LINE_TOOLTIPS = { close: 'Close', tpsl: 'TP/SL', reverse: 'Reverse' } as const;

/**
 * The buttons a label shows, in order close, TP/SL, reverse: each needs its `show…` flag and its
 * callback (a button that cannot act is not drawn).
 *
 * @example
 * orderLineButtons({ ...item, showCloseButton: true, onCloseClick: close, tooltips: { close: 'Close position' } });
 * // [{ action: 'close', text: '×', label: 'Close position', onClick: close }]
 */
export function orderLineButtons(item: OrderLineItem): OrderLineButton[] {
  const tips = { ...DEFAULT_ORDER_LINE_TOOLTIPS, ...pickDefined(item.tooltips ?? {}) };
  const buttons: OrderLineButton[] = [];
  if (item.showCloseButton && item.onCloseClick)
    buttons.push({ action: 'close', text: '×', label: tips.close, onClick: item.onCloseClick });
  if (item.showTPSLButton && item.onTPSLClick) buttons.push({ action: 'tpsl', text: 'TP/SL', label: tips.tpsl, onClick: item.onTPSLClick });
  if (item.showReverseButton && item.onReverseClick)
    buttons.push({ action: 'reverse', text: '⇅', label: tips.reverse, onClick: item.onReverseClick });
  return buttons;
}

function pickDefined<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => typeof v === 'string' && v !== '')) as Partial<T>;
}

/**
 * Colours of a line: the line and side text by side (buy = up colour), the PnL by its sign.
 *
 * @example
 * orderLineColours({ side: 1, pnlValue: -3 } as OrderLineItem, theme); // { line: theme.up, pnl: theme.down }
 */
export function orderLineColours(
  item: Pick<OrderLineItem, 'side' | 'pnlValue'>,
  theme: Pick<ChartTheme, 'up' | 'down' | 'text'>,
): { line: string; pnl: string } {
  const line = item.side === SIDE.Buy ? theme.up : theme.down;
  const pnl =
    item.pnlValue === undefined || item.pnlValue === 0 || !Number.isFinite(item.pnlValue)
      ? theme.text
      : item.pnlValue > 0
        ? theme.up
        : theme.down;
  return { line, pnl };
}

/** A line to place: its id and the y of its price (null when the price cannot be mapped). */
export interface OrderLineTarget {
  readonly id: string;
  readonly y: number | null;
}

export interface OrderLinePlacement {
  readonly id: string;
  /** The y of the line itself (unclamped). */
  readonly lineY: number;
  /** Top of the label box. */
  readonly top: number;
  /** Centre of the label box (where its connector meets it). */
  readonly centerY: number;
  /** Set when the line is outside the pane and its label is pinned to that edge. */
  readonly offscreen: 'above' | 'below' | null;
}

export interface OrderLineLayoutOptions {
  readonly paneHeight: number;
  readonly height?: number;
  readonly gap?: number;
}

interface Block {
  first: number;
  count: number;
  /** Σ over members of (wanted top − in-block offset). */
  sum: number;
  top: number;
}

/**
 * Non-overlapping label positions for order lines (the stacking rule in the module doc).
 * Lines with `y === null` are left out.
 *
 * @example
 * layoutOrderLines([{ id: 'a', y: 100 }, { id: 'b', y: 100 }], { paneHeight: 400 });
 * // a: top 75 (centre 87), b: top 101 (centre 113) — 13 px either side of the line
 */
export function layoutOrderLines(targets: readonly OrderLineTarget[], options: OrderLineLayoutOptions): OrderLinePlacement[] {
  const height = options.height ?? ORDER_LINE_HEIGHT;
  const gap = options.gap ?? ORDER_LINE_GAP;
  const paneHeight = Math.max(0, options.paneHeight);
  const pitch = height + gap;
  const half = height / 2;

  const lines = targets
    .map((t, index) => ({ id: t.id, y: t.y, index }))
    .filter((t): t is { id: string; y: number; index: number } => t.y !== null && Number.isFinite(t.y))
    .sort((a, b) => a.y - b.y || a.index - b.index);
  const wanted = lines.map((l) => Math.min(Math.max(l.y, half), Math.max(half, paneHeight - half)) - half);

  const place = (count: number, sum: number) => {
    const span = count * pitch - gap;
    const maxTop = Math.max(0, paneHeight - span);
    return Math.min(Math.max(sum / count, 0), maxTop);
  };

  const blocks: Block[] = [];
  wanted.forEach((top, i) => {
    let block: Block = { first: i, count: 1, sum: top, top: place(1, top) };
    for (;;) {
      const prev = blocks.at(-1);
      if (!prev || prev.top + prev.count * pitch <= block.top) break;
      blocks.pop();
      const count = prev.count + block.count;
      const sum = prev.sum + block.sum - block.count * prev.count * pitch;
      block = { first: prev.first, count, sum, top: place(count, sum) };
    }
    blocks.push(block);
  });

  const placements: OrderLinePlacement[] = [];
  for (const block of blocks) {
    for (let k = 0; k < block.count; k++) {
      const line = lines[block.first + k]!;
      const top = block.top + k * pitch;
      const offscreen = line.y < 0 ? 'above' : line.y > paneHeight ? 'below' : null;
      placements.push({ id: line.id, lineY: line.y, top, centerY: top + half, offscreen });
    }
  }
  return placements;
}
