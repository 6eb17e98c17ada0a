import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  MAX_DECIMAL_SCALE,
  addDecimal,
  compareDecimal,
  decimal,
  divideDecimal,
  formatDecimal,
  fromScaledBigInt,
  isDecimalString,
  multiplyDecimal,
  normaliseDecimal,
  parseDecimal,
  subtractDecimal,
  toScaledBigInt,
  type DecimalRounding,
  type DecimalString,
} from './decimal';
import {
  EXACT,
  FORM,
  NO_FLOAT,
  ROUND,
  arbDecimal,
  arbDecimalOrSmall,
  arbRounding,
  arbSmall,
  cmpRational,
  d,
  rational,
} from './testing/decimal-arbitraries';

describe('isDecimalString / parseDecimal / decimal', () => {
  const valid: { spec: string; s: string }[] = [
    { spec: FORM, s: '0' },
    { spec: FORM, s: '7' },
    { spec: FORM, s: '-7' },
    { spec: FORM, s: '0.5' },
    { spec: FORM, s: '-0.5' },
    { spec: FORM, s: '1.50' },
    { spec: FORM, s: '0.00' },
    { spec: FORM, s: '123456789012345678901234567890.123456789' },
  ];
  it.each(valid)('$spec: "$s" is canonical', ({ s }) => {
    expect(isDecimalString(s)).toBe(true);
    expect(parseDecimal(s)).toBe(s);
  });

  const invalid: { spec: string; s: unknown }[] = [
    { spec: FORM, s: '-0' },
    { spec: FORM, s: '-0.00' },
    { spec: FORM, s: '007' },
    { spec: FORM, s: '.5' },
    { spec: FORM, s: '5.' },
    { spec: FORM, s: '+1' },
    { spec: FORM, s: '' },
    { spec: FORM, s: '1e3' },
    { spec: FORM, s: '1,000' },
    { spec: FORM, s: ' 1' },
    { spec: FORM, s: 1 },
    { spec: FORM, s: null },
  ];
  it.each(invalid)('$spec: $s is not canonical', ({ s }) => {
    expect(isDecimalString(s)).toBe(false);
  });

  const parse: { spec: string; raw: string; out: string | null }[] = [
    { spec: FORM, raw: '007.50', out: '7.50' },
    { spec: FORM, raw: '.5', out: '0.5' },
    { spec: FORM, raw: '-.5', out: '-0.5' },
    { spec: FORM, raw: '5.', out: '5' },
    { spec: FORM, raw: '+3', out: '3' },
    { spec: `${FORM} — negative zero`, raw: '-0', out: '0' },
    { spec: `${FORM} — negative zero keeps its scale`, raw: '-0.00', out: '0.00' },
    { spec: `${FORM} — negative zero, bare point`, raw: '-0.', out: '0' },
    { spec: FORM, raw: '-000', out: '0' },
    { spec: FORM, raw: '', out: null },
    { spec: FORM, raw: '.', out: null },
    { spec: FORM, raw: '-', out: null },
    { spec: FORM, raw: '1e3', out: null },
    { spec: FORM, raw: '1,000', out: null },
    { spec: FORM, raw: ' 1', out: null },
    { spec: FORM, raw: '1.2.3', out: null },
    { spec: FORM, raw: '--1', out: null },
    { spec: FORM, raw: 'NaN', out: null },
    { spec: FORM, raw: 'Infinity', out: null },
  ];
  it.each(parse)('$spec: parseDecimal("$raw") → $out', ({ raw, out }) => {
    expect(parseDecimal(raw)).toBe(out);
    if (out === null) expect(() => decimal(raw)).toThrow(RangeError);
    else expect(decimal(raw)).toBe(out);
  });

  it(`${FORM}: parseDecimal output is always canonical and value-preserving`, () => {
    const raw = fc
      .tuple(fc.constantFrom('', '+', '-'), fc.stringMatching(/^\d{0,25}$/), fc.option(fc.stringMatching(/^\d{0,12}$/), { nil: undefined }))
      .map(([sign, i, f]) => sign + i + (f === undefined ? '' : `.${f}`));
    fc.assert(
      fc.property(raw, (s) => {
        const p = parseDecimal(s);
        if (!/\d/.test(s)) return p === null;
        if (p === null || !isDecimalString(p)) return false;
        return (
          cmpRational(
            rational(p),
            rational(
              s
                .replace('+', '')
                .replace(/^(-?)\./, '$10.')
                .replace(/\.$/, ''),
            ),
          ) === 0
        );
      }),
      { numRuns: 2000 },
    );
  });

  it(`${FORM}: canonical strings are fixed points of parseDecimal`, () => {
    fc.assert(fc.property(arbDecimal, (a) => isDecimalString(a) && parseDecimal(a) === a));
  });
});

describe('toScaledBigInt / fromScaledBigInt', () => {
  const to: { spec: string; s: string; scale: number; rounding: DecimalRounding; units: bigint }[] = [
    { spec: ROUND, s: '12.345', scale: 2, rounding: 'down', units: 1234n },
    { spec: ROUND, s: '12.345', scale: 2, rounding: 'half-up', units: 1235n },
    { spec: ROUND, s: '-12.345', scale: 2, rounding: 'down', units: -1234n },
    { spec: ROUND, s: '-12.345', scale: 2, rounding: 'half-up', units: -1235n },
    { spec: ROUND, s: '12.344', scale: 2, rounding: 'half-up', units: 1234n },
    { spec: EXACT, s: '1.5', scale: 8, rounding: 'down', units: 150_000_000n },
    { spec: EXACT, s: '0', scale: 18, rounding: 'down', units: 0n },
    { spec: `${EXACT} — beyond 2^53`, s: '9007199254740993', scale: 0, rounding: 'down', units: 9_007_199_254_740_993n },
    {
      spec: `${EXACT} — 18-decimal token amount`,
      s: '1.000000000000000001',
      scale: 18,
      rounding: 'down',
      units: 1_000_000_000_000_000_001n,
    },
  ];
  it.each(to)('$spec: toScaledBigInt($s, $scale, $rounding) → $units', ({ s, scale, rounding, units }) => {
    expect(toScaledBigInt(d(s), scale, rounding)).toBe(units);
  });

  const from: { spec: string; units: bigint; scale: number; s: string }[] = [
    { spec: FORM, units: -5n, scale: 3, s: '-0.005' },
    { spec: FORM, units: 150_000_000n, scale: 8, s: '1.50000000' },
    { spec: FORM, units: 0n, scale: 2, s: '0.00' },
    { spec: FORM, units: -0n, scale: 0, s: '0' },
    { spec: FORM, units: 42n, scale: 0, s: '42' },
    { spec: FORM, units: -123n, scale: 1, s: '-12.3' },
  ];
  it.each(from)('$spec: fromScaledBigInt($units, $scale) → $s', ({ units, scale, s }) => {
    expect(fromScaledBigInt(units, scale)).toBe(s);
  });

  it(`${NO_FLOAT} — decision: a scale must be an integer from 0 to ${MAX_DECIMAL_SCALE}`, () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_DECIMAL_SCALE + 1]) {
      expect(() => toScaledBigInt(d('1'), bad, 'down')).toThrow(RangeError);
      expect(() => fromScaledBigInt(1n, bad)).toThrow(RangeError);
      expect(() => formatDecimal(d('1'), bad, 'down')).toThrow(RangeError);
      expect(() => divideDecimal(d('1'), d('1'), bad, 'down')).toThrow(RangeError);
    }
  });

  it(`${NO_FLOAT} — decision: a value that is not canonical (forced past the brand) is refused`, () => {
    expect(() => addDecimal('1.' as DecimalString, d('1'))).toThrow(RangeError);
    expect(() => compareDecimal('abc' as DecimalString, d('1'))).toThrow(RangeError);
  });

  it(`${EXACT}: fromScaledBigInt ∘ toScaledBigInt round-trips when the scale is at least the value's`, () => {
    fc.assert(
      fc.property(arbDecimal, fc.integer({ min: 0, max: 10 }), arbRounding, (a, extra, rounding) => {
        const scale = rational(a).d.toString().length - 1 + extra;
        const back = fromScaledBigInt(toScaledBigInt(a, scale, rounding), scale);
        return compareDecimal(back, a) === 0 && normaliseDecimal(back) === normaliseDecimal(a);
      }),
    );
  });
});

describe('compareDecimal', () => {
  const cases: { spec: string; a: string; b: string; out: -1 | 0 | 1 }[] = [
    { spec: `${EXACT} — scale does not matter`, a: '0.30', b: '0.3', out: 0 },
    { spec: EXACT, a: '-2', b: '1', out: -1 },
    { spec: EXACT, a: '1', b: '-2', out: 1 },
    { spec: EXACT, a: '-0.01', b: '0', out: -1 },
    { spec: EXACT, a: '999999999999.99', b: '999999999999', out: 1 },
    { spec: `${EXACT} — 2^53 + 1 vs 2^53 (equal as binary floats)`, a: '9007199254740993', b: '9007199254740992', out: 1 },
    { spec: `${EXACT} — differs in the 30th decimal`, a: '0.000000000000000000000000000001', b: '0', out: 1 },
    { spec: EXACT, a: '-10', b: '-9.99', out: -1 },
  ];
  it.each(cases)('$spec: compare($a, $b) → $out', ({ a, b, out }) => {
    expect(compareDecimal(d(a), d(b))).toBe(out);
    expect(compareDecimal(d(b), d(a)) + out).toBe(0);
  });

  it(`${EXACT}: agrees with the rational order`, () => {
    fc.assert(
      fc.property(arbDecimalOrSmall, arbDecimalOrSmall, (a, b) => compareDecimal(a, b) === cmpRational(rational(a), rational(b))),
      { numRuns: 2000 },
    );
  });

  it(`${EXACT}: is a total order (reflexive, antisymmetric, transitive)`, () => {
    fc.assert(
      fc.property(arbSmall, arbSmall, arbSmall, (a, b, c) => {
        expect(compareDecimal(a, a)).toBe(0);
        expect(compareDecimal(a, b) + compareDecimal(b, a)).toBe(0);
        if (compareDecimal(a, b) <= 0 && compareDecimal(b, c) <= 0) expect(compareDecimal(a, c)).toBeLessThanOrEqual(0);
        if (compareDecimal(a, b) === 0) expect(normaliseDecimal(a)).toBe(normaliseDecimal(b));
      }),
      { numRuns: 2000 },
    );
  });

  it(`${EXACT}: sorting by compareDecimal sorts by value`, () => {
    fc.assert(
      fc.property(fc.array(arbDecimalOrSmall, { maxLength: 30 }), (xs) => {
        const sorted = [...xs].sort(compareDecimal);
        for (let i = 1; i < sorted.length; i++) {
          const prev = sorted[i - 1];
          const cur = sorted[i];
          if (prev === undefined || cur === undefined) return false;
          if (cmpRational(rational(prev), rational(cur)) > 0) return false;
        }
        return true;
      }),
    );
  });
});

describe('addDecimal / subtractDecimal / multiplyDecimal', () => {
  const add: { spec: string; a: string; b: string; out: string }[] = [
    { spec: `${EXACT} — 0.1 + 0.2 is 0.3, not 0.30000000000000004`, a: '0.1', b: '0.2', out: '0.3' },
    { spec: `${EXACT} — the larger scale is kept`, a: '1.50', b: '1', out: '2.50' },
    { spec: `${EXACT} — beyond 2^53`, a: '9007199254740992', b: '1', out: '9007199254740993' },
    { spec: EXACT, a: '999999999999.99', b: '0.01', out: '1000000000000.00' },
    { spec: `${EXACT} — no negative zero`, a: '-0.5', b: '0.5', out: '0.0' },
    { spec: EXACT, a: '-1.25', b: '-2.5', out: '-3.75' },
    {
      spec: EXACT,
      a: '123456789012345678901234567890',
      b: '0.000000000000000001',
      out: '123456789012345678901234567890.000000000000000001',
    },
  ];
  it.each(add)('$spec: $a + $b = $out', ({ a, b, out }) => {
    expect(addDecimal(d(a), d(b))).toBe(out);
    expect(addDecimal(d(b), d(a))).toBe(out);
  });

  const sub: { spec: string; a: string; b: string; out: string }[] = [
    { spec: EXACT, a: '0.3', b: '0.1', out: '0.2' },
    { spec: `${EXACT} — no negative zero`, a: '1', b: '1.00', out: '0.00' },
    { spec: EXACT, a: '0', b: '0.01', out: '-0.01' },
    { spec: EXACT, a: '-5', b: '-7.5', out: '2.5' },
    { spec: `${EXACT} — beyond 2^53`, a: '9007199254740993', b: '9007199254740992', out: '1' },
  ];
  it.each(sub)('$spec: $a − $b = $out', ({ a, b, out }) => {
    expect(subtractDecimal(d(a), d(b))).toBe(out);
  });

  const mul: { spec: string; a: string; b: string; out: string }[] = [
    { spec: `${EXACT} — 1.1 × 1.1 is 1.21, not 1.2100000000000002`, a: '1.1', b: '1.1', out: '1.21' },
    { spec: `${EXACT} — scales add up`, a: '1.50', b: '2.0', out: '3.000' },
    { spec: `${EXACT} — no negative zero`, a: '-0.5', b: '0', out: '0.0' },
    { spec: EXACT, a: '-3', b: '0.25', out: '-0.75' },
    { spec: EXACT, a: '-3', b: '-0.25', out: '0.75' },
    { spec: `${EXACT} — 2^53 × 2^53`, a: '9007199254740992', b: '9007199254740992', out: '81129638414606681695789005144064' },
  ];
  it.each(mul)('$spec: $a × $b = $out', ({ a, b, out }) => {
    expect(multiplyDecimal(d(a), d(b))).toBe(out);
    expect(multiplyDecimal(d(b), d(a))).toBe(out);
  });

  it(`${EXACT}: sums, differences and products equal the rational ones`, () => {
    fc.assert(
      fc.property(arbDecimalOrSmall, arbDecimalOrSmall, (a, b) => {
        const x = rational(a);
        const y = rational(b);
        const sum = addDecimal(a, b);
        const diff = subtractDecimal(a, b);
        const prod = multiplyDecimal(a, b);
        return (
          [sum, diff, prod].every(isDecimalString) &&
          cmpRational(rational(sum), { n: x.n * y.d + y.n * x.d, d: x.d * y.d }) === 0 &&
          cmpRational(rational(diff), { n: x.n * y.d - y.n * x.d, d: x.d * y.d }) === 0 &&
          cmpRational(rational(prod), { n: x.n * y.n, d: x.d * y.d }) === 0
        );
      }),
      { numRuns: 2000 },
    );
  });

  it(`${EXACT}: a + b − b === a (same value; same digits once normalised)`, () => {
    fc.assert(
      fc.property(arbDecimalOrSmall, arbDecimalOrSmall, (a, b) => {
        const back = subtractDecimal(addDecimal(a, b), b);
        return compareDecimal(back, a) === 0 && normaliseDecimal(back) === normaliseDecimal(a);
      }),
      { numRuns: 2000 },
    );
  });

  it(`${EXACT}: addition is commutative and associative, multiplication distributes`, () => {
    fc.assert(
      fc.property(arbDecimalOrSmall, arbDecimalOrSmall, arbDecimalOrSmall, (a, b, c) => {
        expect(addDecimal(a, b)).toBe(addDecimal(b, a));
        expect(addDecimal(addDecimal(a, b), c)).toBe(addDecimal(a, addDecimal(b, c)));
        expect(compareDecimal(multiplyDecimal(a, addDecimal(b, c)), addDecimal(multiplyDecimal(a, b), multiplyDecimal(a, c)))).toBe(0);
      }),
    );
  });
});
