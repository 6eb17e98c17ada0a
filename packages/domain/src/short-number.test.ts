import { describe, it, expect } from 'vitest';
import { formatPercent, formatShortNumber, parseLooseDecimal, stripNonDigits } from './short-number';

const SHORT = '§9 "Home stats use a short unit format."';
const STATS =
  '§3 "Home static stats (all strings, default 0): trading_volume, curr_count, user_register_count, simple_earn_apr_usdt, max_profit_rate, lend_earn_max_rate, total_reserve_rate."';
const STRIP = '§5 "Number formatting strips non-digits."';

describe('stripNonDigits', () => {
  const cases = [
    { spec: STRIP, input: '1,234,567', expected: '1234567' },
    { spec: STRIP, input: '+1 (555) 123-4567', expected: '15551234567' },
    { spec: STRIP, input: '$12.50', expected: '1250' },
    { spec: STRIP, input: 'abc', expected: '' },
    { spec: STRIP, input: '٣', expected: '' },
  ];
  it.each(cases)('$spec: $input', ({ input, expected }) => expect(stripNonDigits(input)).toBe(expected));
});

describe('parseLooseDecimal', () => {
  const cases = [
    { spec: `${STRIP} — one decimal point survives`, input: '1,234,567.5', expected: 1234567.5 },
    { spec: `${STRIP} — later dots are dropped (decision)`, input: '1.2.3', expected: 1.23 },
    { spec: `${STRIP} — minus is a non-digit`, input: '-42', expected: 42 },
    { spec: `${STRIP} — leading dot`, input: '.5', expected: 0.5 },
    { spec: `${STATS} — default 0`, input: '', expected: 0 },
    { spec: `${STATS} — default 0`, input: '.', expected: 0 },
    { spec: `${STATS} — numbers pass through`, input: -3.5, expected: -3.5 },
    { spec: `${STATS} — NaN is 0`, input: Number.NaN, expected: 0 },
    { spec: `${STATS} — Infinity is 0`, input: Number.POSITIVE_INFINITY, expected: 0 },
  ];
  it.each(cases)('$spec: $input', ({ input, expected }) => expect(parseLooseDecimal(input)).toBe(expected));
});

describe('formatShortNumber', () => {
  const cases: { spec: string; input: string | number; digits?: number; expected: string }[] = [
    { spec: SHORT, input: '1234567890', expected: '1.23B' },
    { spec: SHORT, input: '1200000', expected: '1.2M' },
    { spec: SHORT, input: '999', expected: '999' },
    { spec: SHORT, input: '1500', expected: '1.5K' },
    { spec: SHORT, input: '1000', expected: '1K' },
    { spec: SHORT, input: '12.5', expected: '12.5' },
    { spec: SHORT, input: '0.1234', expected: '0.12' },
    { spec: SHORT, input: '1234567890123', expected: '1.23T' },
    { spec: `${SHORT} — T is the largest unit`, input: '1234000000000000', expected: '1234T' },
    { spec: `${SHORT} — no trailing zeros`, input: '2000000', expected: '2M' },
    { spec: `${SHORT} — no trailing zeros`, input: '1.10', expected: '1.1' },
    { spec: `${SHORT} — rounding up to 1000 of a unit moves to the next unit`, input: '999999', expected: '1M' },
    { spec: `${SHORT} — rounding up to 1000 moves from plain to K`, input: '999.999', expected: '1K' },
    { spec: `${SHORT} — just under the roll-over stays`, input: '999994', expected: '999.99K' },
    { spec: `${SHORT} — rounds half up`, input: '1235000', expected: '1.24M' },
    { spec: `${SHORT} — maxFractionDigits`, input: '1234567', digits: 0, expected: '1M' },
    { spec: `${SHORT} — maxFractionDigits`, input: '1234567', digits: 3, expected: '1.235M' },
    { spec: `${STRIP} — separators stripped before parsing`, input: '1,234,567', expected: '1.23M' },
    { spec: `${STRIP} — currency and spaces stripped`, input: '$ 45,600', expected: '45.6K' },
    { spec: `${STATS} — empty is 0`, input: '', expected: '0' },
    { spec: `${STATS} — garbage is 0`, input: 'N/A', expected: '0' },
    { spec: `${STATS} — tiny rounds to 0`, input: '0.001', expected: '0' },
    { spec: `${STATS} — number input`, input: 2700, expected: '2.7K' },
    { spec: `${STATS} — negative number keeps its sign (decision)`, input: -1500, expected: '-1.5K' },
    { spec: `${STATS} — NaN is 0`, input: Number.NaN, expected: '0' },
  ];
  it.each(cases)('$spec: $input → $expected', ({ input, digits, expected }) => {
    expect(formatShortNumber(input, digits === undefined ? undefined : { maxFractionDigits: digits })).toBe(expected);
  });
});

describe('formatPercent', () => {
  const cases: { spec: string; input: string | number; expected: string }[] = [
    { spec: `${STATS} — simple_earn_apr_usdt '5.2'`, input: '5.2', expected: '5.2%' },
    { spec: `${STATS} — rounded to 2 digits`, input: '5.256', expected: '5.26%' },
    { spec: `${STATS} — no trailing zeros`, input: '12.50', expected: '12.5%' },
    { spec: `${STATS} — a trailing % is stripped first`, input: '5.2%', expected: '5.2%' },
    { spec: `${STATS} — default 0`, input: '', expected: '0%' },
    { spec: `${STATS} — invalid is 0`, input: 'abc', expected: '0%' },
    { spec: `${STATS} — number input`, input: 100, expected: '100%' },
    { spec: `${STATS} — NaN is 0`, input: Number.NaN, expected: '0%' },
  ];
  it.each(cases)('$spec: $input → $expected', ({ input, expected }) => expect(formatPercent(input)).toBe(expected));
});
