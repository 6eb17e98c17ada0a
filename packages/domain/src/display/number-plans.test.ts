import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MISSING_NUMBER,
  countPlan,
  exactPlan,
  fiatPlan,
  fixedPlan,
  fractionDigitsOf,
  looseDecimal,
  percentPlan,
  ratePlan,
  shortUnitPlan,
  signedPlan,
  statPercentPlan,
  stripNonDigits,
  type NumberPlan,
} from './number-plans';
import { decimal } from '../decimal';

const LOCALE = 'issue 12 "numbers, percentages … (Intl …; one formatting module, no hand-rolled separators)"';
const PRECISION = 'issue 12 "prices keep their instrument\'s precision"';
const DIGIT = 'issue 5 "it must be correct to the digit"';
const SHORT = '§9 "Home stats use a short unit format."';
const STATS = '§3 "Home static stats (all strings, default 0)"';
const STRIP = '§5 "Number formatting strips non-digits."';
const RISE = 'decision (issue 5): a change gets an explicit + above zero; zero is unsigned';

/** What the web's formatting module does with a plan (there through next-intl's formatter). */
function write(plan: NumberPlan | null, tag = 'en'): string {
  return plan === null ? MISSING_NUMBER : new Intl.NumberFormat(tag, plan.options).format(plan.value as `${number}`);
}

describe('fixedPlan: prices and amounts at the instrument precision', () => {
  it.each([
    { spec: PRECISION, value: '65432', digits: 1, out: '65,432.0' },
    { spec: `${PRECISION} — cut, never rounded up`, value: '65432.19', digits: 1, out: '65,432.1' },
    { spec: PRECISION, value: '0.123456', digits: 4, out: '0.1234' },
    { spec: PRECISION, value: '1234567.5', digits: 0, out: '1,234,567' },
    { spec: `${PRECISION} (PEPE, 10 decimals)`, value: '0.0000123456', digits: 10, out: '0.0000123456' },
    {
      spec: `${DIGIT}: beyond 2^53, no float on the way`,
      value: '12345678901234567890.12',
      digits: 2,
      out: '12,345,678,901,234,567,890.12',
    },
    { spec: `${DIGIT} — a value cut to zero is never -0`, value: '-0.001', digits: 2, out: '0.00' },
    { spec: DIGIT, value: '-98765.4', digits: 1, out: '-98,765.4' },
    { spec: `${DIGIT} — decision: unreadable shows "--"`, value: 'n/a', digits: 2, out: '--' },
    { spec: `${DIGIT} — decision: grouped text is not a decimal`, value: '1,000', digits: 2, out: '--' },
  ])('$spec: $value at $digits → $out', ({ value, digits, out }) => {
    expect(write(fixedPlan(value, digits))).toBe(out);
  });

  it(`${DIGIT}: removing the separators gives back the cut value (property)`, () => {
    const arb = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.stringMatching(/^\d{1,12}$/), fc.integer({ min: 0, max: 12 }))
      .map(([negative, int, fraction, digits]) => ({ value: `${negative ? '-' : ''}${int}.${fraction}`, digits }));
    fc.assert(
      fc.property(arb, ({ value, digits }) => {
        const plan = fixedPlan(value, digits);
        return plan !== null && write(plan).replaceAll(',', '') === plan.value;
      }),
    );
  });
});

describe('exactPlan: every digit the API sent', () => {
  it.each([
    { spec: DIGIT, value: '0', out: '0' },
    { spec: DIGIT, value: '1234567.89012345', out: '1,234,567.89012345' },
    { spec: `${DIGIT}: trailing zeros are the API's precision and stay`, value: '1234.5000', out: '1,234.5000' },
    { spec: `${DIGIT}: tiny prices keep every digit`, value: '0.0000001234', out: '0.0000001234' },
    { spec: `${DIGIT} — decision: leading zeros go`, value: '007', out: '7' },
    { spec: `${DIGIT} — decision: negative zero is zero`, value: '-0.00', out: '0.00' },
    { spec: `${DIGIT} — Intl's limit: cut after 20 digits`, value: '0.1234567890123456789012', out: '0.12345678901234567890' },
    { spec: `${DIGIT} — decision: unreadable shows "--"`, value: '1e5', out: '--' },
  ])('$spec: $value → $out', ({ value, out }) => {
    expect(write(exactPlan(value))).toBe(out);
  });

  it.each([
    { spec: RISE, value: '12.5', out: '+12.5' },
    { spec: RISE, value: '-3.25000000', out: '-3.25000000' },
    { spec: RISE, value: '0.00000000', out: '0.00000000' },
    { spec: `${RISE}; decision: unreadable shows "--"`, value: '', out: '--' },
  ])('signedPlan, $spec: $value → $out', ({ value, out }) => {
    expect(write(signedPlan(value))).toBe(out);
  });

  it('fractionDigitsOf counts what was sent', () => {
    expect([fractionDigitsOf(decimal('1')), fractionDigitsOf(decimal('1.50')), fractionDigitsOf(decimal('0.00000123'))]).toEqual([0, 2, 8]);
  });
});

describe('percentPlan, ratePlan: percentages where the language puts the sign', () => {
  it.each([
    { spec: RISE, plan: percentPlan('1.25', { sign: 'change' }), tag: 'en', out: '+1.25%' },
    { spec: RISE, plan: percentPlan('-0.50', { sign: 'change' }), tag: 'en', out: '-0.50%' },
    { spec: RISE, plan: percentPlan('-0.00', { sign: 'change' }), tag: 'en', out: '0.00%' },
    { spec: `${RISE}; big moves are grouped`, plan: percentPlan('12345.67', { sign: 'change' }), tag: 'en', out: '+12,345.67%' },
    { spec: `${LOCALE}: Turkish writes % first`, plan: percentPlan('-1.25', { sign: 'change' }), tag: 'tr-TR', out: '-%1,25' },
    { spec: `${LOCALE}: French spaces the %`, plan: percentPlan('1.25'), tag: 'fr-FR', out: '1,25\u00a0%' },
    { spec: `${LOCALE}: German`, plan: percentPlan('0.5000', { digits: 2 }), tag: 'de-DE', out: '0,50\u00a0%' },
    { spec: 'issue 5 spread: four decimals, half up', plan: percentPlan('0.123456', { digits: 4 }), tag: 'en', out: '0.1235%' },
    {
      spec: 'decision (issue 5): funding rates show four decimals of a percent',
      plan: ratePlan('0.000100', 4),
      tag: 'en',
      out: '+0.0100%',
    },
    { spec: 'funding rate', plan: ratePlan('-0.000050', 4), tag: 'en', out: '-0.0050%' },
    { spec: 'funding rate', plan: ratePlan('0.000000', 4), tag: 'en', out: '0.0000%' },
    { spec: 'funding rate, half up', plan: ratePlan('0.0000005', 4), tag: 'en', out: '+0.0001%' },
    { spec: `funding rate — ${RISE}: rounds to zero, unsigned`, plan: ratePlan('-0.0000004', 4), tag: 'en', out: '0.0000%' },
    { spec: 'decision: unreadable shows "--"', plan: ratePlan('bad', 4), tag: 'en', out: '--' },
    { spec: 'decision: unreadable shows "--"', plan: percentPlan('x'), tag: 'en', out: '--' },
  ])('$spec → $out', ({ plan, tag, out }) => {
    expect(write(plan, tag)).toBe(out);
  });
});

describe('shortUnitPlan and statPercentPlan: §9 home stats', () => {
  it.each([
    { spec: SHORT, value: '1234567890', tag: 'en', out: '1.23B' },
    { spec: SHORT, value: '1200000', tag: 'en', out: '1.2M' },
    { spec: SHORT, value: '999', tag: 'en', out: '999' },
    { spec: SHORT, value: '1500', tag: 'en', out: '1.5K' },
    { spec: SHORT, value: '12.5', tag: 'en', out: '12.5' },
    { spec: SHORT, value: '0.1234', tag: 'en', out: '0.12' },
    { spec: SHORT, value: '1843256789012.35', tag: 'en', out: '1.84T' },
    { spec: `${SHORT} — T is the largest unit`, value: '1234000000000000', tag: 'en', out: '1234T' },
    { spec: `${SHORT} — no trailing zeros`, value: '2000000', tag: 'en', out: '2M' },
    { spec: `${SHORT} — rounding up to 1000 of a unit moves to the next`, value: '999999', tag: 'en', out: '1M' },
    { spec: `${SHORT} — rounding up to 1000 moves from plain to K`, value: '999.999', tag: 'en', out: '1K' },
    { spec: `${SHORT} — just under the roll-over stays`, value: '999994', tag: 'en', out: '999.99K' },
    { spec: `${SHORT} — half away from zero`, value: '1235000', tag: 'en', out: '1.24M' },
    { spec: `${STRIP} — separators stripped first`, value: '1,234,567', tag: 'en', out: '1.23M' },
    { spec: `${STRIP} — currency and spaces stripped`, value: '$ 45,600', tag: 'en', out: '45.6K' },
    { spec: `${STATS} — empty is 0`, value: '', tag: 'en', out: '0' },
    { spec: `${STATS} — garbage is 0`, value: 'N/A', tag: 'en', out: '0' },
    { spec: `${STATS} — tiny rounds to 0`, value: '0.001', tag: 'en', out: '0' },
    { spec: `${SHORT} in German: the language's own short units`, value: '1843256789012.35', tag: 'de-DE', out: '1,84\u00a0Bio.' },
    { spec: `${SHORT} in Japanese: 万 and 億`, value: '1234567890', tag: 'ja-JP', out: '12.35億' },
    { spec: `${SHORT} in Turkish`, value: '1200000', tag: 'tr-TR', out: '1,2\u00a0Mn' },
    { spec: `${SHORT} in Chinese`, value: '999999', tag: 'zh-CN', out: '100万' },
  ])('$spec: $value ($tag) → $out', ({ value, tag, out }) => {
    expect(write(shortUnitPlan(value), tag)).toBe(out);
  });

  it.each([
    { spec: `${STATS} — simple_earn_apr_usdt '5.2'`, value: '5.2', tag: 'en', out: '5.2%' },
    { spec: `${STATS} — rounded to 2 digits`, value: '5.256', tag: 'en', out: '5.26%' },
    { spec: `${STATS} — no trailing zeros`, value: '12.50', tag: 'en', out: '12.5%' },
    { spec: `${STATS} — a trailing % is stripped first`, value: '5.2%', tag: 'en', out: '5.2%' },
    { spec: `${STATS} — default 0`, value: '', tag: 'en', out: '0%' },
    { spec: `${STATS} — invalid is 0`, value: 'abc', tag: 'en', out: '0%' },
    { spec: `${LOCALE}: Turkish`, value: '128.4', tag: 'tr-TR', out: '%128,4' },
  ])('$spec: $value ($tag) → $out', ({ value, tag, out }) => {
    expect(write(statPercentPlan(value), tag)).toBe(out);
  });

  it(`${STRIP}`, () => {
    expect([stripNonDigits('+1 (555) 123-4567'), stripNonDigits('$12.50'), stripNonDigits('٣')]).toEqual(['15551234567', '1250', '']);
    expect([looseDecimal('1.2.3'), looseDecimal('-42'), looseDecimal('.5'), looseDecimal('.')]).toEqual(['1.23', '42', '0.5', '0']);
  });
});

describe('fiatPlan and countPlan', () => {
  it.each([
    { spec: `${LOCALE}: euro in English`, plan: fiatPlan('57895.237155', 'EUR'), tag: 'en', out: '€57,895.24' },
    { spec: `${LOCALE}: euro in German, after the number`, plan: fiatPlan('57895.237155', 'EUR'), tag: 'de-DE', out: '57.895,24\u00a0€' },
    { spec: `${LOCALE}: yen has no minor unit`, plan: fiatPlan('9501234.5', 'JPY'), tag: 'ja-JP', out: '￥9,501,235' },
    { spec: 'decision: fiat rounds half away from zero', plan: fiatPlan('0.005', 'USD'), tag: 'en', out: '$0.01' },
    { spec: 'decision: unreadable shows "--"', plan: fiatPlan('', 'USD'), tag: 'en', out: '--' },
    { spec: LOCALE, plan: countPlan(2700), tag: 'de-DE', out: '2.700' },
    { spec: LOCALE, plan: countPlan(Number.NaN), tag: 'en', out: '0' },
  ])('$spec → $out', ({ plan, tag, out }) => {
    expect(write(plan, tag)).toBe(out);
  });
});
