import { describe, expect, it, vi } from 'vitest';
import type { LedgerFill, LedgerOrder, LedgerPosition } from '@ex/contracts';
import { fillMarkerItems, orderLineItems, type OverlayTexts } from './overlay-items';

const texts: OverlayTexts = {
  long: 'Long',
  short: 'Short',
  buy: 'Buy',
  sell: 'Sell',
  takeProfit: 'TP',
  stopLoss: 'SL',
  tooltips: { pnl: 'PnL', close: 'Close', tpsl: 'TP/SL', reverse: 'Reverse', cancel: 'Cancel' },
  // The page passes its formatting module; German-style writing shows the numbers go through it.
  amount: (value) => value.replace('.', ','),
  signed: (value) => `+${value.replace('.', ',')}`,
  sideWithLeverage: (side, leverage) => `${side} ${leverage}×`,
  level: (label, price) => `${label} ${price.replace('.', ',')}`,
};
const position: LedgerPosition = {
  market: 'futures',
  symbol: 'BTC_USDT',
  side: -1,
  quantity: '0.015',
  entry_price: '64000.1',
  mark_price: '63000',
  leverage: 5,
  margin: '192.0003',
  unrealised_pnl: '15.0015',
  realised_pnl: '0',
  liquidation_price: '76000',
  take_profit: '60000',
  stop_loss: null,
  created_at: 1,
  updated_at: 2,
};
const order = (patch: Partial<LedgerOrder>): LedgerOrder => ({
  id: '7',
  client_order_id: 'c7',
  market: 'futures',
  symbol: 'BTC_USDT',
  side: 1,
  type: 0,
  price: '62000',
  stop_price: null,
  quantity: '0.1',
  filled_quantity: '0',
  avg_fill_price: null,
  leverage: 10,
  reduce_only: false,
  status: 'open',
  origin: 'user',
  reject_reason: null,
  created_at: 1,
  updated_at: 1,
  ...patch,
});

describe('orderLineItems (§3 order-line item; issue 5 "The positions and orders drive the order lines")', () => {
  const actions = { closePosition: vi.fn(), editTpsl: vi.fn(), reversePosition: vi.fn(), cancelOrder: vi.fn() };

  it('a position is a Position (4) line at its entry price, with PnL, quantity, TP/SL text and its three buttons wired to the ledger actions', () => {
    const [line, tp, ...rest] = orderLineItems({ positions: [position], orders: [], texts, actions });
    expect(line).toMatchObject({
      type: 4,
      side: -1,
      avgPrice: 64000.1,
      sideText: 'Short 5×',
      pnlText: '+15,0015',
      pnlValue: 15.0015,
      qtyText: '0,015',
      tpslText: 'TP 60000',
      showCloseButton: true,
      showTPSLButton: true,
      showReverseButton: true,
    });
    line!.onCloseClick!(line!);
    line!.onTPSLClick!(line!);
    line!.onReverseClick!(line!);
    expect(actions.closePosition).toHaveBeenCalledWith(position);
    expect(actions.editTpsl).toHaveBeenCalledWith(position);
    expect(actions.reversePosition).toHaveBeenCalledWith(position);
    // §3 TakeProfit 5, on the exit side (a short exits by buying); no SL line when none is set.
    expect(tp).toMatchObject({ type: 5, side: 1, avgPrice: 60000, sideText: 'TP' });
    expect(rest).toEqual([]);
  });

  it('resting limit and stop orders are Limit (0) and Stop (2) lines whose close button cancels them; filled ones are not drawn', () => {
    const lines = orderLineItems({
      positions: [],
      orders: [
        order({ id: '1' }),
        order({ id: '2', type: 2, price: null, stop_price: '70000', side: -1 }),
        order({ id: '3', status: 'filled' }),
      ],
      texts,
      actions,
    });
    expect(lines.map((l) => [l.id, l.type, l.side, l.avgPrice, l.sideText])).toEqual([
      ['order:1', 0, 1, 62000, 'Buy'],
      ['order:2', 2, -1, 70000, 'Sell'],
    ]);
    expect(lines[0]).toMatchObject({ showCloseButton: true, tooltips: { close: 'Cancel' } });
    expect(lines[0]!.showReverseButton).toBeUndefined();
    lines[1]!.onCloseClick!(lines[1]!);
    expect(actions.cancelOrder).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }));
  });
});

describe('fillMarkerItems (§3 "Buy/sell marker: time, type (buy or sell), price, quantity, symbol, rawTimestamp")', () => {
  it('maps fills oldest first, side 1 to buy and -1 to sell', () => {
    const fill = (id: string, side: 1 | -1, at: number): LedgerFill => ({
      id,
      order_id: id,
      market: 'spot',
      symbol: 'ETH_USDT',
      side,
      price: '3021.45',
      quantity: '0.5',
      fee: '1.5',
      fee_currency: 'USDT',
      realised_pnl: '0',
      created_at: at,
    });
    expect(fillMarkerItems([fill('2', -1, 2000), fill('1', 1, 1000)])).toEqual([
      { time: 1000, type: 'buy', price: 3021.45, quantity: 0.5, symbol: 'ETH_USDT', rawTimestamp: 1000 },
      { time: 2000, type: 'sell', price: 3021.45, quantity: 0.5, symbol: 'ETH_USDT', rawTimestamp: 2000 },
    ]);
  });
});
