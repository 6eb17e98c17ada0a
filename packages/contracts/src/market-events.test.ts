import { describe, expect, it } from 'vitest';
import { MARKET_EVENT_TYPES, marketEventsQuerySchema, operatorMarketEventBodySchema } from './market-events';

const TYPES = '§3 "Event types: HIGH_PRICE 1, LOW_PRICE 2, MSG 3, CFG_S 4, CFG_M 5, MEW 6, AI_REASONING 7, COMPLEX 8"';
const field = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues[0]?.path.join('.');

describe('important events', () => {
  it(`${TYPES}: the enumeration`, () => {
    expect(MARKET_EVENT_TYPES).toEqual({ HIGH_PRICE: 1, LOW_PRICE: 2, MSG: 3, CFG_S: 4, CFG_M: 5, MEW: 6, AI_REASONING: 7, COMPLEX: 8 });
  });

  it('query: spot and §9 resolution 60 by default; from must not be after to', () => {
    expect(marketEventsQuerySchema.parse({ symbol: 'btc_usdt' })).toEqual({ symbol: 'BTC_USDT', market: 'spot', resolution: '60' });
    expect(field(marketEventsQuerySchema.safeParse({ symbol: 'BTC_USDT', from: '10', to: '5' }))).toBe('from');
    expect(field(marketEventsQuerySchema.safeParse({ symbol: 'BTC_USDT', market: 'margin' }))).toBe('market');
  });

  it(`operator body: ${TYPES} — only 3–8 are written by operators; symbol and body optional`, () => {
    expect(operatorMarketEventBodySchema.parse({ type: '4', title: ' Tick size change ' })).toEqual({ market: 'spot', symbol: null, type: 4, title: 'Tick size change', body: null });
    expect(operatorMarketEventBodySchema.parse({ type: 8, title: 'x', body: 'line 1\n\tline 2', symbol: 'eth_usdt', time: 5 })).toMatchObject({ symbol: 'ETH_USDT', body: 'line 1\n\tline 2', time: 5 });
  });

  it.each([
    [{ type: 1, title: 't' }, 'type'],
    [{ type: 2, title: 't' }, 'type'],
    [{ type: 9, title: 't' }, 'type'],
    [{ type: 3, title: 'x'.repeat(121) }, 'title'],
    [{ type: 3, title: 'a\u0007b' }, 'title'],
    [{ type: 3, title: 't', body: 'b'.repeat(2001) }, 'body'],
    [{ type: 3, title: 't', body: '<script>alert(1)</script>' }, 'body'],
    [{ type: 3, title: 't', body: 'a < b and c > d is fine, <b> is not' }, 'body'],
  ])('operator body %j → names %s', (raw, expected) => {
    expect(field(operatorMarketEventBodySchema.safeParse(raw))).toBe(expected);
  });

  it('plain text may use < and > as characters', () => {
    expect(operatorMarketEventBodySchema.safeParse({ type: 3, title: 'Spread < 0.1 % > target' }).success).toBe(true);
  });
});
