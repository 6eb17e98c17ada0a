import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  compareDecimal,
  divideDecimal,
  formatDecimal,
  fromScaledBigInt,
  isDecimalString,
  multiplyDecimal,
  normaliseDecimal,
  parseDecimal,
  type DecimalRounding,
  type DecimalString,
} from './decimal';
import { EXACT, FORM, NO_FLOAT, ROUND, absB, arbDecimal, arbDecimalOrSmall, arbRounding, d, rational } from './testing/decimal-arbitraries';

describe('divideDecimal', () => {
  const cases: { spec: string; a: string; b: string; scale: number; rounding: DecimalRounding; out: string }[] = [
    { spec: ROUND, a: '1', b: '3', scale: 8, rounding: 'down', out: '0.33333333' },
    { spec: ROUND, a: '2', b: '3', scale: 2, rounding: 'half-up', out: '0.67' },
    { spec: ROUND, a: '2', b: '3', scale: 2, rounding: 'down', out: '0.66' },
    { spec: `${ROUND} — a tie goes away from zero`, a: '1', b: '8', scale: 2, rounding: 'half-up', out: '0.13' },
    { spec: `${ROUND} — a negative tie goes away from zero`, a: '-1', b: '8', scale: 2, rounding: 'half-up', out: '-0.13' },
    { spec: `${ROUND} — down truncates negatives towards zero`, a: '-2', b: '3', scale: 2, rounding: 'down', out: '-0.66' },
    { spec: ROUND, a: '-2', b: '-3', scale: 2, rounding: 'half-up', out: '0.67' },
    { spec: ROUND, a: '2', b: '-3', scale: 0, rounding: 'half-up', out: '-1' },
    { spec: `${ROUND} — no negative zero`, a: '-1', b: '3', scale: 0, rounding: 'down', out: '0' },
    { spec: `${EXACT} — exact quotient padded to the scale`, a: '1.5', b: '0.5', scale: 4, rounding: 'down', out: '3.0000' },
    {
      spec: `${EXACT} — total_btc-style: USD ÷ BTC price to 8 decimals`,
      a: '12345.67',
      b: '67890.12',
      scale: 8,
      rounding: 'down',
      out: '0.18184781',
    },
    { spec: `${EXACT} — beyond 2^53`, a: '18014398509481986', b: '2', scale: 0, rounding: 'down', out: '9007199254740993' },
  ];
  it.each(cases)('$spec: $a ÷ $b at scale $scale ($rounding) = $out', ({ a, b, scale, rounding, out }) => {
    expect(divideDecimal(d(a), d(b), scale, rounding)).toBe(out);
  });

  it(`${NO_FLOAT} — decision: division by zero throws`, () => {
    expect(() => divideDecimal(d('1'), d('0'), 2, 'down')).toThrow(RangeError);
    expect(() => divideDecimal(d('0'), d('0.00'), 2, 'half-up')).toThrow(RangeError);
  });

  const nonZero = arbDecimalOrSmall.filter((b) => rational(b).n !== 0n);
  it(`${ROUND}: the remainder a − q·b is within one unit (down) or half a unit (half-up) of the last place`, () => {
    fc.assert(
      fc.property(arbDecimalOrSmall, nonZero, fc.integer({ min: 0, max: 12 }), arbRounding, (a, b, scale, rounding) => {
        const q = divideDecimal(a, b, scale, rounding);
        if (!isDecimalString(q) || rational(q).d !== 10n ** BigInt(scale)) return false;
        // |a/b − q| as a rational over 10^scale units: |a − q·b| · 10^scale compared with |b|.
        const x = rational(a);
        const y = rational(b);
        const z = rational(q);
        // a − q·b = (x.n·y.d·z.d − z.n·y.n·x.d) / (x.d·y.d·z.d)
        const remN = x.n * y.d * z.d - z.n * y.n * x.d;
        const remD = x.d * y.d * z.d;
        // |rem| · 10^scale ≤ |b| (down: strictly less) or ≤ |b| / 2 (half-up)
        const lhs = absB(remN) * 10n ** BigInt(scale) * y.d;
        const rhs = absB(y.n) * remD;
        if (rounding === 'down') {
          // truncation: the remainder has the sign of a (or is zero) and is under one unit
          const sameSign = remN === 0n || remN < 0n === x.n < 0n;
          return lhs < rhs && sameSign;
        }
        return lhs * 2n <= rhs;
      }),
      { numRuns: 2000 },
    );
  });

  it(`${EXACT}: (a × b) ÷ b at a's scale gives back a exactly`, () => {
    fc.assert(
      fc.property(arbDecimalOrSmall, nonZero, arbRounding, (a, b, rounding) => {
        const scale = rational(a).d.toString().length - 1;
        return divideDecimal(multiplyDecimal(a, b), b, scale, rounding) === fromScaledBigInt(rational(a).n, scale);
      }),
    );
  });
});

describe('formatDecimal / normaliseDecimal', () => {
  const fmt: { spec: string; s: string; precision: number; rounding: DecimalRounding; out: string }[] = [
    {
      spec: `${ROUND} — (1.005).toFixed(2) is "1.00" in binary floating point`,
      s: '1.005',
      precision: 2,
      rounding: 'half-up',
      out: '1.01',
    },
    { spec: ROUND, s: '-1.005', precision: 2, rounding: 'half-up', out: '-1.01' },
    { spec: ROUND, s: '1.239', precision: 2, rounding: 'down', out: '1.23' },
    { spec: ROUND, s: '-1.239', precision: 2, rounding: 'down', out: '-1.23' },
    { spec: ROUND, s: '1.2349', precision: 2, rounding: 'half-up', out: '1.23' },
    { spec: `${ROUND} — carries into the integer part`, s: '9.995', precision: 2, rounding: 'half-up', out: '10.00' },
    { spec: `${FORM} — padded`, s: '7', precision: 2, rounding: 'down', out: '7.00' },
    { spec: `${FORM} — padded`, s: '-0.5', precision: 4, rounding: 'down', out: '-0.5000' },
    { spec: `${FORM} — precision 0`, s: '2.5', precision: 0, rounding: 'half-up', out: '3' },
    { spec: `${FORM} — precision 0`, s: '2.5', precision: 0, rounding: 'down', out: '2' },
    { spec: `${FORM} — rounds to zero: no negative zero`, s: '-0.004', precision: 2, rounding: 'half-up', out: '0.00' },
    { spec: `${FORM} — truncates to zero: no negative zero`, s: '-0.5', precision: 0, rounding: 'down', out: '0' },
    { spec: `${EXACT} — beyond 2^53`, s: '9007199254740993.5', precision: 0, rounding: 'down', out: '9007199254740993' },
  ];
  it.each(fmt)('$spec: format($s, $precision, $rounding) = $out', ({ s, precision, rounding, out }) => {
    expect(formatDecimal(d(s), precision, rounding)).toBe(out);
  });

  const norm: { spec: string; s: string; out: string }[] = [
    { spec: FORM, s: '1.500', out: '1.5' },
    { spec: `${FORM} — integer form`, s: '2.00', out: '2' },
    { spec: `${FORM} — integer form`, s: '0.0', out: '0' },
    { spec: FORM, s: '-3.10', out: '-3.1' },
    { spec: FORM, s: '100', out: '100' },
    { spec: FORM, s: '0.001', out: '0.001' },
  ];
  it.each(norm)('$spec: normalise($s) = $out', ({ s, out }) => {
    expect(normaliseDecimal(d(s))).toBe(out);
  });

  it(`${FORM}: formatting round-trips through parseDecimal and has exactly the asked digits`, () => {
    fc.assert(
      fc.property(arbDecimal, fc.integer({ min: 0, max: 25 }), arbRounding, (a, precision, rounding) => {
        const f = formatDecimal(a, precision, rounding);
        const frac = f.split('.')[1] ?? '';
        return parseDecimal(f) === f && frac.length === precision && formatDecimal(f, precision, rounding) === f;
      }),
      { numRuns: 2000 },
    );
  });

  it(`${ROUND}: down never moves away from zero; half-up is within half a unit`, () => {
    fc.assert(
      fc.property(arbDecimal, fc.integer({ min: 0, max: 25 }), (a, precision) => {
        const down = formatDecimal(a, precision, 'down');
        const up = formatDecimal(a, precision, 'half-up');
        const absCmp = compareDecimal(
          down.startsWith('-') ? (down.slice(1) as DecimalString) : down,
          a.startsWith('-') ? (a.slice(1) as DecimalString) : a,
        );
        const x = rational(a);
        const u = rational(up);
        // |a − up| · 2 · 10^precision ≤ 1
        const errN = absB(x.n * u.d - u.n * x.d);
        return absCmp <= 0 && errN * 2n * 10n ** BigInt(precision) <= x.d * u.d;
      }),
      { numRuns: 2000 },
    );
  });

  it(`${FORM}: formatting at or above the value's own scale changes no value`, () => {
    fc.assert(
      fc.property(arbDecimal, fc.integer({ min: 0, max: 5 }), arbRounding, (a, extra, rounding) => {
        const own = rational(a).d.toString().length - 1;
        return formatDecimal(a, own, rounding) === a && compareDecimal(formatDecimal(a, own + extra, rounding), a) === 0;
      }),
    );
  });

  it(`${FORM}: normalise keeps the value, leaves no trailing fraction zero, and is idempotent`, () => {
    fc.assert(
      fc.property(arbDecimal, (a) => {
        const n = normaliseDecimal(a);
        return compareDecimal(n, a) === 0 && !/\.\d*0$/.test(n) && !n.endsWith('.') && normaliseDecimal(n) === n;
      }),
      { numRuns: 2000 },
    );
  });
});
