import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { resolveChartTheme } from '../chart-theme';
import { ORDER_TYPE, SIDE } from '../order-lines';
import type { OrderLineItem } from '../order-lines';
import { OrderLineOverlay } from './order-line-overlay';

// The overlay only uses the container's ownerDocument, so no DOM globals are installed.
const { document } = new JSDOM('<!doctype html><html><body></body></html>').window;

const theme = resolveChartTheme({ dark: true, rise: 'green' });

function setup(priceToY: (p: number) => number | null = (p) => 400 - p) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const overlay = new OrderLineOverlay(container, { priceToY, paneHeight: () => 400, rightInset: () => 60 }, theme);
  return { container, overlay };
}

const position = (over: Partial<OrderLineItem> = {}): OrderLineItem => ({
  id: 'p1',
  type: ORDER_TYPE.Position,
  side: SIDE.Buy,
  avgPrice: 100,
  visible: true,
  sideText: 'Long',
  pnlText: '+12.50',
  pnlValue: 12.5,
  qtyText: '0.5 BTC',
  tpslText: 'TP 120 / SL 90',
  showCloseButton: true,
  showTPSLButton: true,
  showReverseButton: true,
  tooltips: { close: 'Close position', tpsl: 'Set TP/SL', reverse: 'Reverse position', pnl: 'Unrealised PnL' },
  onCloseClick: vi.fn(),
  onTPSLClick: vi.fn(),
  onReverseClick: vi.fn(),
  ...over,
});

describe('OrderLineOverlay (issue 5 "Close, TP/SL and reverse buttons, each with a tooltip")', () => {
  it('renders the §3 fields as text and real, labelled buttons', () => {
    const { container, overlay } = setup();
    overlay.setItems([position()]);
    const row = container.querySelector<HTMLElement>('[data-order-line="p1"]')!;
    expect(row.querySelector('[data-part="side"]')!.textContent).toBe('Long');
    expect(row.querySelector('[data-part="pnl"]')!.textContent).toBe('+12.50');
    expect(row.querySelector<HTMLElement>('[data-part="pnl"]')!.title).toBe('Unrealised PnL');
    expect(row.querySelector('[data-part="qty"]')!.textContent).toBe('0.5 BTC');
    expect(row.querySelector('[data-part="tpsl"]')!.textContent).toBe('TP 120 / SL 90');
    const buttons = [...row.querySelectorAll('button')];
    expect(buttons.map((b) => [b.type, b.dataset['action'], b.title, b.getAttribute('aria-label')])).toEqual([
      ['button', 'close', 'Close position', 'Close position'],
      ['button', 'tpsl', 'Set TP/SL', 'Set TP/SL'],
      ['button', 'reverse', 'Reverse position', 'Reverse position'],
    ]);
    expect(buttons.every((b) => b.tabIndex === 0)).toBe(true);
    expect(row.getAttribute('aria-label')).toBe('Long 0.5 BTC +12.50');
  });

  it('calls the item’s callback with the item, and the latest callback after an update', () => {
    const { container, overlay } = setup();
    const first = position();
    overlay.setItems([first]);
    container.querySelector<HTMLButtonElement>('button[data-action="close"]')!.click();
    expect(first.onCloseClick).toHaveBeenCalledWith(first);
    const second = position({ pnlText: '+13.00' });
    overlay.setItems([second]);
    container.querySelector<HTMLButtonElement>('button[data-action="reverse"]')!.click();
    expect(second.onReverseClick).toHaveBeenCalledWith(second);
    expect(first.onReverseClick).not.toHaveBeenCalled();
  });

  it('escapes text (textContent, never HTML)', () => {
    const { container, overlay } = setup();
    overlay.setItems([position({ sideText: '<img src=x onerror=alert(1)>' })]);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-part="side"]')!.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('stacks overlapping rows and places them 40 px left of the price scale', () => {
    const { container, overlay } = setup();
    overlay.setItems([position({ id: 'a', avgPrice: 200 }), position({ id: 'b', avgPrice: 200 })]);
    const top = (id: string) => container.querySelector<HTMLElement>(`[data-order-line="${id}"]`)!.style.top;
    expect([top('a'), top('b')]).toEqual(['175px', '201px']);
    expect(container.querySelector<HTMLElement>('[data-order-line="a"]')!.style.right).toBe('100px');
  });

  it('hides invisible items, unmappable prices, and removes dropped items', () => {
    const { container, overlay } = setup((p) => (p === 999 ? null : 400 - p));
    overlay.setItems([position({ id: 'a' }), position({ id: 'b', visible: false }), position({ id: 'c', avgPrice: 999 })]);
    expect(container.querySelector('[data-order-line="b"]')).toBeNull();
    expect(container.querySelector<HTMLElement>('[data-order-line="c"]')!.style.display).toBe('none');
    expect(container.querySelector<HTMLElement>('[data-order-line="a"]')!.style.display).toBe('flex');
    overlay.setItems([]);
    expect(container.querySelectorAll('[data-order-line]')).toHaveLength(0);
  });

  it('shows only the buttons that are enabled and wired', () => {
    const { container, overlay } = setup();
    overlay.setItems([position({ showTPSLButton: false, onReverseClick: undefined })]);
    expect([...container.querySelectorAll('button')].map((b) => b.dataset['action'])).toEqual(['close']);
  });

  it('destroy removes the layer', () => {
    const { container, overlay } = setup();
    overlay.setItems([position()]);
    overlay.destroy();
    expect(container.children).toHaveLength(0);
  });
});
