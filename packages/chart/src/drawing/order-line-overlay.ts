/**
 * The `order_line_widget` labels: an HTML overlay over the chart, one row per visible order line
 * (§3 fields: side text, PnL, quantity, TP/SL text, and close / TP-SL / reverse buttons). Rows are
 * placed by `layoutOrderLines` (stacked, never overlapping) at `ORDER_LINE_PADDING` px from the
 * plot's right edge; a short connector joins a moved row to its line. The horizontal lines
 * themselves are lightweight-charts price lines (see `trading-chart.ts`).
 *
 * Buttons are real `<button type="button">`s: focusable with Tab, pressed with Enter/Space, with
 * the tooltip as both `title` and `aria-label`. Texts go in with `textContent` (never HTML).
 * No lightweight-charts import: the host supplies price → y and the pane geometry, so this file
 * runs (and is tested) with any DOM.
 */
import type { ChartTheme } from '../chart-theme';
import { ORDER_LINE_HEIGHT, ORDER_LINE_PADDING, layoutOrderLines, orderLineButtons, orderLineColours } from '../order-lines';
import type { OrderLineItem } from '../order-lines';

export interface OrderLineOverlayHost {
  /** The line's y in the price pane, or null when the price cannot be mapped. */
  priceToY(price: number): number | null;
  /** Height of the price pane, px. */
  paneHeight(): number;
  /** Distance from the container's right edge to the plot's right edge (the price scale width), px. */
  rightInset(): number;
}

interface Row {
  readonly root: HTMLDivElement;
  readonly connector: HTMLDivElement;
  readonly side: HTMLSpanElement;
  readonly pnl: HTMLSpanElement;
  readonly qty: HTMLSpanElement;
  readonly tpsl: HTMLSpanElement;
  readonly buttons: HTMLSpanElement;
}

const FONT = '12px -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif';

export class OrderLineOverlay {
  readonly #layer: HTMLDivElement;
  readonly #rows = new Map<string, Row>();
  #items = new Map<string, OrderLineItem>();
  #theme: ChartTheme;

  constructor(
    container: HTMLElement,
    private readonly host: OrderLineOverlayHost,
    theme: ChartTheme,
  ) {
    this.#theme = theme;
    const doc = container.ownerDocument;
    if (container.style.position === '') container.style.position = 'relative';
    this.#layer = doc.createElement('div');
    this.#layer.dataset['widget'] = 'order_line_widget';
    Object.assign(this.#layer.style, { position: 'absolute', inset: '0', pointerEvents: 'none', overflow: 'hidden', zIndex: '3' });
    container.appendChild(this.#layer);
  }

  /** Replaces the lines (only `visible` ones are shown) and redraws. */
  setItems(items: readonly OrderLineItem[]): void {
    this.#items = new Map(items.filter((i) => i.visible).map((i) => [i.id, i]));
    for (const [id, row] of this.#rows) {
      if (!this.#items.has(id)) {
        row.root.remove();
        row.connector.remove();
        this.#rows.delete(id);
      }
    }
    for (const item of this.#items.values()) this.#fill(this.#rows.get(item.id) ?? this.#create(item.id), item);
    this.reposition();
  }

  setTheme(theme: ChartTheme): void {
    this.#theme = theme;
    for (const item of this.#items.values()) this.#fill(this.#rows.get(item.id)!, item);
  }

  /** Moves rows to the current price scale (call when the chart redraws). */
  reposition(): void {
    const paneHeight = this.host.paneHeight();
    const right = this.host.rightInset() + ORDER_LINE_PADDING;
    const targets = [...this.#items.values()].map((item) => ({ id: item.id, y: this.host.priceToY(item.avgPrice) }));
    const placed = new Set<string>();
    for (const p of layoutOrderLines(targets, { paneHeight })) {
      const row = this.#rows.get(p.id);
      if (!row) continue;
      placed.add(p.id);
      row.root.style.display = 'flex';
      row.root.style.top = `${p.top}px`;
      row.root.style.right = `${right}px`;
      const lineY = Math.min(Math.max(p.lineY, 0), paneHeight);
      const from = Math.min(lineY, p.centerY);
      const length = Math.abs(p.centerY - lineY);
      row.connector.style.display = length > 0.5 ? 'block' : 'none';
      row.connector.style.top = `${from}px`;
      row.connector.style.height = `${length}px`;
      row.connector.style.right = `${right}px`;
    }
    for (const [id, row] of this.#rows) {
      if (!placed.has(id)) {
        row.root.style.display = 'none';
        row.connector.style.display = 'none';
      }
    }
  }

  destroy(): void {
    this.#layer.remove();
    this.#rows.clear();
    this.#items.clear();
  }

  #create(id: string): Row {
    const doc = this.#layer.ownerDocument;
    const root = doc.createElement('div');
    root.dataset['orderLine'] = id;
    root.setAttribute('role', 'group');
    Object.assign(root.style, {
      position: 'absolute',
      display: 'none',
      alignItems: 'center',
      gap: '6px',
      height: `${ORDER_LINE_HEIGHT}px`,
      boxSizing: 'border-box',
      padding: '0 2px 0 6px',
      borderRadius: '2px',
      borderWidth: '1px',
      borderStyle: 'solid',
      font: FONT,
      whiteSpace: 'nowrap',
      pointerEvents: 'auto',
    });
    const span = (part: string) => {
      const el = doc.createElement('span');
      el.dataset['part'] = part;
      root.appendChild(el);
      return el;
    };
    const row: Row = {
      root,
      connector: doc.createElement('div'),
      side: span('side'),
      pnl: span('pnl'),
      qty: span('qty'),
      tpsl: span('tpsl'),
      buttons: span('buttons'),
    };
    Object.assign(row.buttons.style, { display: 'inline-flex', gap: '2px' });
    Object.assign(row.connector.style, { position: 'absolute', display: 'none', width: '1px' });
    this.#layer.append(row.connector, root);
    this.#rows.set(id, row);
    return row;
  }

  #fill(row: Row, item: OrderLineItem): void {
    const theme = this.#theme;
    const colours = orderLineColours(item, theme);
    const label = [item.sideText, item.qtyText, item.pnlText].filter((t) => t !== undefined && t !== '').join(' ');
    row.root.setAttribute('aria-label', label);
    Object.assign(row.root.style, { borderColor: colours.line, background: theme.background, color: theme.text });
    row.connector.style.background = colours.line;
    setText(row.side, item.sideText, colours.line);
    setText(row.pnl, item.pnlText, colours.pnl);
    if (item.tooltips?.pnl) row.pnl.title = item.tooltips.pnl;
    else row.pnl.removeAttribute('title');
    setText(row.qty, item.qtyText, theme.text);
    setText(row.tpsl, item.tpslText, theme.text);

    const doc = row.root.ownerDocument;
    row.buttons.replaceChildren(
      ...orderLineButtons(item).map((b) => {
        const button = doc.createElement('button');
        button.type = 'button';
        button.dataset['action'] = b.action;
        button.textContent = b.text;
        button.title = b.label;
        button.setAttribute('aria-label', b.label);
        Object.assign(button.style, {
          font: FONT,
          height: `${ORDER_LINE_HEIGHT - 6}px`,
          minWidth: '18px',
          padding: '0 4px',
          border: `1px solid ${theme.border}`,
          borderRadius: '2px',
          background: theme.background,
          color: theme.text,
          cursor: 'pointer',
        });
        // Look the item up at click time: callbacks of a later setItems win.
        button.addEventListener('click', (event) => {
          event.stopPropagation();
          const current = this.#items.get(item.id);
          const handler = current && orderLineButtons(current).find((x) => x.action === b.action);
          handler?.onClick(current!);
        });
        return button;
      }),
    );
  }
}

function setText(el: HTMLElement, text: string | undefined, colour: string): void {
  el.textContent = text ?? '';
  el.style.display = text ? '' : 'none';
  el.style.color = colour;
}
