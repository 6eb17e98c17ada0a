import type { LedgerOrderEvent, LedgerPositionEvent, PositionMarket } from '@ex/contracts';
import type { FillRow, OrderRow, PositionRow } from '@ex/db';
import type { DecimalString } from '@ex/domain';
import { describeError } from '../../logger';
import type { LedgerContext } from './context';
import { fillDto, orderDto, positionDto } from './mappers';

/**
 * Stream events of committed changes (issue 5 "Everything updates live from the stream"): the order
 * with its fill on `orders:<uid>`, the market's and symbol's position on `positions:<uid>`. Sent after
 * the transaction commits, never from inside it; a failed publish is logged and the REST state stays
 * the truth (clients re-read it on resubscribe).
 */

/** What one committed state change touched. */
export interface LedgerChange {
  readonly uid: number;
  readonly order?: OrderRow;
  readonly fill?: FillRow | null;
  /** Margin and futures: the position after the change (null when closed) and the price to value it at. */
  readonly position?: {
    readonly market: PositionMarket;
    readonly symbol: string;
    readonly row: PositionRow | null;
    readonly mark: DecimalString;
  };
}

export function publishChange(ctx: LedgerContext, change: LedgerChange): void {
  const stream = ctx.stream;
  if (!stream) return;
  const send = (channel: 'orders' | 'positions', data: LedgerOrderEvent | LedgerPositionEvent) => {
    stream.publishUserEvent(change.uid, channel, data).catch((error: unknown) => {
      ctx.logger.warn({ channel, error: describeError(error) }, 'ledger: stream event not published');
    });
  };
  if (change.order) send('orders', { order: orderDto(change.order), fill: change.fill ? fillDto(change.fill) : null });
  if (change.position) {
    const { market, symbol, row, mark } = change.position;
    send('positions', { market, symbol, position: row ? positionDto(row, mark) : null });
  }
}
