/**
 * Positions between ledger events (issue 5 "Everything updates live from the stream"): the server
 * announces a position when it changes, not on every tick, so the page re-marks each position at
 * the live ticker's price — futures at the mark price, margin at the last price, as the ledger
 * does — with the ledger's own exact PnL rule (`pnlOf`, 8 decimals).
 */
import type { LedgerPosition, Ticker } from '@ex/contracts';
import { parseDecimal, pnlOf } from '@ex/domain';

/**
 * @example
 * withLiveMark([{ market: 'futures', side: 1, entry_price: '100', quantity: '2', … }], { mark_price: '101.5', last: '101.4', … })
 * // [{ …, mark_price: '101.5', unrealised_pnl: '3' }]
 */
export function withLiveMark(positions: readonly LedgerPosition[], ticker: Pick<Ticker, 'last' | 'mark_price'> | null): LedgerPosition[] {
  if (!ticker) return [...positions];
  return positions.map((position) => {
    const text = position.market === 'futures' ? (ticker.mark_price ?? ticker.last) : ticker.last;
    const mark = parseDecimal(text);
    const entry = parseDecimal(position.entry_price);
    const quantity = parseDecimal(position.quantity);
    if (mark === null || entry === null || quantity === null) return position;
    return { ...position, mark_price: mark, unrealised_pnl: pnlOf(position.side, entry, mark, quantity) };
  });
}
