import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  MISSING_NUMBER,
  formatChangePercent,
  formatGroupedDecimal,
  resolveChangeDirection,
  resolvePriceTick,
  type ChangeDirection,
} from './ticker-display';
import { splitMarketSymbol } from './ticker-row';

const RISE = '§9 "Rise colour per cookie or language default" — brief: change coloured with the rise/fall colours';
const DIGIT =
  'issue 5 "it must be correct to the digit" — brief: numbers shown as the API\'s decimal strings, thousands separators over strings, not Number';
const MISSING = `${DIGIT} — decision: unreadable text shows "--" (as TICKER_DEFAULT's missing price)`;
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

describe('formatGroupedDecimal', () => {
  const cases: { spec: string; value: string; out: string; symbols?: { group?: string; decimal?: string } }[] = [
    { spec: DIGIT, value: '0', out: '0' },
    { spec: DIGIT, value: '999', out: '999' },
    { spec: DIGIT, value: '1000', out: '1,000' },
    { spec: DIGIT, value: '65432.1', out: '65,432.1' },
    { spec: `${DIGIT}: fraction digits are never grouped or cut`, value: '1234567.89012345', out: '1,234,567.89012345' },
    { spec: `${DIGIT}: trailing zeros are the API's precision and stay`, value: '1234.5000', out: '1,234.5000' },
    { spec: `${DIGIT}: tiny prices keep every digit`, value: '0.0000001234', out: '0.0000001234' },
    { spec: `${DIGIT}: beyond 2^53, no rounding, no exponent`, value: '12345678901234567890.5', out: '12,345,678,901,234,567,890.5' },
    { spec: `${DIGIT}: negative`, value: '-98765', out: '-98,765' },
    { spec: `${DIGIT} — decision: leading zeros go`, value: '007', out: '7' },
    { spec: `${DIGIT} — decision: negative zero is zero`, value: '-0.00', out: '0.00' },
    { spec: `${DIGIT}: other separators`, value: '1234567.5', out: '1.234.567,5', symbols: { group: '.', decimal: ',' } },
    { spec: `${DIGIT}: a space as the group separator`, value: '1234567', out: '1 234 567', symbols: { group: ' ' } },
    { spec: MISSING, value: '', out: MISSING_NUMBER },
    { spec: MISSING, value: '1e5', out: MISSING_NUMBER },
    { spec: MISSING, value: '1,000', out: MISSING_NUMBER },
  ];
  it.each(cases)('$spec ($value → $out)', ({ value, out, symbols }) => {
    expect(formatGroupedDecimal(value, symbols)).toBe(out);
  });

  it(`${DIGIT}: removing the commas gives back the digits (property)`, () => {
    const arb = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.option(fc.stringMatching(/^\d{1,12}$/), { nil: undefined }))
      .map(([neg, int, frac]) => `${neg && int > 0n ? '-' : ''}${int}${frac === undefined ? '' : `.${frac}`}`);
    fc.assert(
      fc.property(arb, (value) => {
        const out = formatGroupedDecimal(value);
        const [intPart = ''] = out.replace('-', '').split('.');
        const groupsOk = intPart.split(',').every((g, i) => (i === 0 ? g.length >= 1 && g.length <= 3 : g.length === 3));
        return out.replaceAll(',', '') === value && groupsOk;
      }),
    );
  });
});

describe('formatChangePercent', () => {
  const cases: { spec: string; pct: string; out: string }[] = [
    { spec: `${RISE} — decision: an explicit + when up`, pct: '1.25', out: '+1.25%' },
    { spec: RISE, pct: '-0.50', out: '-0.50%' },
    { spec: `${RISE} — zero unsigned`, pct: '0.00', out: '0.00%' },
    { spec: `${RISE} — zero unsigned`, pct: '-0.00', out: '0.00%' },
    { spec: `${DIGIT}: big moves are grouped`, pct: '12345.67', out: '+12,345.67%' },
    { spec: MISSING, pct: 'x', out: MISSING_NUMBER },
  ];
  it.each(cases)('$spec ($pct)', ({ pct, out }) => {
    expect(formatChangePercent(pct)).toBe(out);
  });
});

describe('splitMarketSymbol', () => {
  it('BTC_USDT splits at the underscore; a bare symbol is all base', () => {
    expect(splitMarketSymbol('BTC_USDT')).toEqual({ base: 'BTC', quote: 'USDT' });
    expect(splitMarketSymbol('ETH5L_USDT')).toEqual({ base: 'ETH5L', quote: 'USDT' });
    expect(splitMarketSymbol('BTC')).toEqual({ base: 'BTC', quote: '' });
  });
});
