import { describe, expect, it } from 'vitest';
import { decodeFormBody } from './form-body';
import { MARKET_EVENT_TYPES, forbiddenCharacter, marketEventsQuerySchema, operatorMarketEventBodySchema } from './market-events';

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
    expect(operatorMarketEventBodySchema.parse({ type: 4, title: ' Tick size change ' })).toEqual({
      market: 'spot',
      symbol: null,
      type: 4,
      title: 'Tick size change',
      body: null,
    });
    const form = decodeFormBody(operatorMarketEventBodySchema, { type: '4', time: '5', title: 'Tick size change' });
    expect(operatorMarketEventBodySchema.parse(form)).toMatchObject({ type: 4, time: 5 });
    expect(
      operatorMarketEventBodySchema.parse({ type: 8, title: 'x', body: 'line 1\n\tline 2', symbol: 'eth_usdt', time: 5 }),
    ).toMatchObject({ symbol: 'ETH_USDT', body: 'line 1\n\tline 2', time: 5 });
  });

  it.each([
    [{ type: 1, title: 't' }, 'type'],
    [{ type: 2, title: 't' }, 'type'],
    [{ type: 9, title: 't' }, 'type'],
    [{ type: '4', title: 't' }, 'type'],
    [{ type: 3, title: 't', time: '5' }, 'time'],
    [{ type: 3, title: 't', time: true }, 'time'],
    [{ type: 3, title: 'x'.repeat(121) }, 'title'],
    [{ type: 3, title: 'a\u0007b' }, 'title'],
    [{ type: 3, title: 't', body: 'b'.repeat(2001) }, 'body'],
    [{ type: 3, title: 't', body: '<script>alert(1)</script>' }, 'body'],
    [{ type: 3, title: 't', body: 'a < b and c > d is fine, <b> is not' }, 'body'],
  ])('operator body %j → names %s', (raw, expected) => {
    expect(field(operatorMarketEventBodySchema.safeParse(raw))).toBe(expected);
  });

  const BIDI = 'issue 10 "Operator event titles must refuse bidi overrides and line or paragraph separators"';
  it.each([
    ['U+202E right-to-left override', 'BTC \u202Edlohl\u202C listing', 'U+202E'],
    ['U+202A left-to-right embedding', '\u202Atitle', 'U+202A'],
    ['U+2066 left-to-right isolate', 'a\u2066b\u2069', 'U+2066'],
    ['U+2069 pop directional isolate', 'a\u2069', 'U+2069'],
    ['U+200F right-to-left mark', 'a\u200Fb', 'U+200F'],
    ['U+200E left-to-right mark', 'a\u200Eb', 'U+200E'],
    ['U+061C Arabic letter mark', 'a\u061Cb', 'U+061C'],
    ['U+2028 line separator', 'line\u2028break', 'U+2028'],
    ['U+2029 paragraph separator', 'para\u2029break', 'U+2029'],
    ['a newline', 'one\ntwo', 'U+000A'],
    ['a trailing newline (not trimmed away)', 'title\n', 'U+000A'],
    ['a carriage return', 'one\rtwo', 'U+000D'],
    ['a tab', 'one\ttwo', 'U+0009'],
    ['U+0085 next line', 'one\u0085two', 'U+0085'],
  ])(`${BIDI}: a title with %s → names title and the character`, (_name, title, code) => {
    const result = operatorMarketEventBodySchema.safeParse({ type: 3, title });
    expect(field(result)).toBe('title');
    expect(result.error?.issues[0]?.message).toBe(`title must not contain ${code}: it must be one line of plain text`);
  });

  it(`${BIDI}: the body keeps line breaks and tabs but refuses bidi controls and separators`, () => {
    expect(operatorMarketEventBodySchema.safeParse({ type: 3, title: 't', body: 'a\n\tb' }).success).toBe(true);
    expect(field(operatorMarketEventBodySchema.safeParse({ type: 3, title: 't', body: 'a\u202Eb' }))).toBe('body');
    expect(field(operatorMarketEventBodySchema.safeParse({ type: 3, title: 't', body: 'a\u2029b' }))).toBe('body');
  });

  it(`${BIDI}: right-to-left text itself, emoji joiners and other scripts stay allowed`, () => {
    for (const title of ['שלום עולם', 'مرحبا بالعالم', '👨‍👩‍👧 family', '比特币上线']) {
      expect(forbiddenCharacter(title, false)).toBeNull();
      expect(operatorMarketEventBodySchema.safeParse({ type: 3, title }).success).toBe(true);
    }
  });

  it('plain text may use < and > as characters', () => {
    expect(operatorMarketEventBodySchema.safeParse({ type: 3, title: 'Spread < 0.1 % > target' }).success).toBe(true);
  });
});
