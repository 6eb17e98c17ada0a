import { describe, expect, it } from 'vitest';
import type { LedgerPosition } from '@ex/contracts';
import { withLiveMark } from './live-positions';

const position = (patch: Partial<LedgerPosition>): LedgerPosition => ({
  market: 'futures',
  symbol: 'BTC_USDT',
  side: 1,
  quantity: '0.3',
  entry_price: '64000.1',
  mark_price: '64000.1',
  leverage: 10,
  margin: '1920.003',
  unrealised_pnl: '0',
  realised_pnl: '0',
  liquidation_price: '57888',
  take_profit: null,
  stop_loss: null,
  created_at: 1,
  updated_at: 1,
  ...patch,
});

describe('withLiveMark (issue 5 "Everything updates live from the stream"; the ledger\'s PnL rule)', () => {
  it.each([
    ['futures long at the mark price', position({}), { last: '64100', mark_price: '64010.2' }, '64010.2', '3.03'],
    ['futures short loses when the mark rises', position({ side: -1 }), { last: '64100', mark_price: '64010.2' }, '64010.2', '-3.03'],
    ['futures without a mark: the last price', position({}), { last: '63000.1' }, '63000.1', '-300'],
    ['margin is marked at the last price', position({ market: 'margin' }), { last: '64100.1', mark_price: '1' }, '64100.1', '30'],
    [
      '0.1 + 0.2 style decimals stay exact',
      position({ entry_price: '0.1', quantity: '3' }),
      { last: '0.3', mark_price: '0.3' },
      '0.3',
      '0.6',
    ],
  ])('%s', (_name, input, ticker, mark, pnl) => {
    const [out] = withLiveMark([input], ticker);
    expect(out).toMatchObject({ mark_price: mark, unrealised_pnl: pnl });
  });

  it('without a ticker the positions are shown as the ledger sent them', () => {
    const input = position({ unrealised_pnl: '12.5' });
    expect(withLiveMark([input], null)).toEqual([input]);
  });
});
