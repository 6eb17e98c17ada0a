import { describe, it, expect } from 'vitest';
import { resolveChangeDirection, resolvePriceTick, type ChangeDirection } from './ticker-display';
import { splitMarketSymbol } from './ticker-row';

const RISE = '§9 "Rise colour per cookie or language default" — brief: change coloured with the rise/fall colours';
const LIVE = 'issue 5 "/price: the market list, sortable and live"';

describe('resolveChangeDirection', () => {
  const cases: { spec: string; pct: string; out: ChangeDirection }[] = [
    { spec: RISE, pct: '1.25', out: 'up' },
    { spec: RISE, pct: '0.01', out: 'up' },
    { spec: RISE, pct: '0.00000001', out: 'up' },
    { spec: RISE, pct: '-0.01', out: 'down' },
    { spec: RISE, pct: '-12.5', out: 'down' },
    { spec: `${RISE} — zero is neither colour`, pct: '0', out: 'flat' },
    { spec: `${RISE} — zero is neither colour`, pct: '0.00', out: 'flat' },
    { spec: `${RISE} — zero is neither colour`, pct: '-0.00', out: 'flat' },
    { spec: `${RISE} — decision: unreadable is flat`, pct: '', out: 'flat' },
    { spec: `${RISE} — decision: unreadable is flat`, pct: 'NaN', out: 'flat' },
  ];
  it.each(cases)('$spec ($pct)', ({ pct, out }) => {
    expect(resolveChangeDirection(pct)).toBe(out);
  });
});

describe('resolvePriceTick', () => {
  const cases: { spec: string; prev: string; next: string; out: ChangeDirection }[] = [
    { spec: `${LIVE} — last-price flash`, prev: '100.1', next: '100.2', out: 'up' },
    { spec: `${LIVE} — last-price flash`, prev: '0.00000002', next: '0.00000001', out: 'down' },
    { spec: `${LIVE} — last-price flash, beyond 2^53`, prev: '9007199254740992', next: '9007199254740993', out: 'up' },
    { spec: `${LIVE} — equal in value is flat`, prev: '1.50', next: '1.5', out: 'flat' },
    { spec: `${LIVE} — unreadable is flat`, prev: '', next: '1', out: 'flat' },
  ];
  it.each(cases)('$spec ($prev → $next)', ({ prev, next, out }) => {
    expect(resolvePriceTick(prev, next)).toBe(out);
  });
});

describe('splitMarketSymbol', () => {
  it('BTC_USDT splits at the underscore; a bare symbol is all base', () => {
    expect(splitMarketSymbol('BTC_USDT')).toEqual({ base: 'BTC', quote: 'USDT' });
    expect(splitMarketSymbol('ETH5L_USDT')).toEqual({ base: 'ETH5L', quote: 'USDT' });
    expect(splitMarketSymbol('BTC')).toEqual({ base: 'BTC', quote: '' });
  });
});
