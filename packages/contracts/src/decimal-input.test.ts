import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '@ex/domain';
import { DECIMAL_INPUT_LIMITS, canonicalDecimal, isCanonicalDecimalInput, type DecimalSign } from './decimal-input';

const CANONICAL =
  "issue 10 \"Order amounts accept ' 1', '.5', '5.', '00001' … The contract must take canonical decimal strings only (§5)\"";

const SHAPE = 'quantity must be a decimal string like 0.01, without spaces, signs, leading zeros or a bare point';
const messageOf = (sign: DecimalSign, raw: unknown) => {
  const result = canonicalDecimal('quantity', sign).safeParse(raw);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('canonicalDecimal', () => {
  it.each([
    ['0.01', 'positive'],
    ['1', 'positive'],
    ['97250.1', 'positive'],
    ['1.50', 'positive'],
    ['0.000000000000000001', 'positive'],
    ['999999999999999999999999.999999999999999999', 'positive'],
    ['0', 'non-negative'],
    ['0.00', 'non-negative'],
    ['-12.5', 'signed'],
    ['0', 'signed'],
  ] as const)(`${CANONICAL}: %s (%s) is accepted as it is`, (raw, sign) => {
    expect(canonicalDecimal('quantity', sign).parse(raw)).toBe(raw);
  });

  it.each([
    [' 1', 'positive', SHAPE],
    ['1 ', 'positive', SHAPE],
    ['\t1', 'positive', SHAPE],
    ['.5', 'positive', SHAPE],
    ['5.', 'positive', SHAPE],
    ['00001', 'positive', SHAPE],
    ['01.5', 'positive', SHAPE],
    ['+1', 'positive', SHAPE],
    ['1e3', 'positive', SHAPE],
    ['1E-8', 'positive', SHAPE],
    ['1,000', 'positive', SHAPE],
    ['1_000', 'positive', SHAPE],
    ['0x10', 'positive', SHAPE],
    ['Infinity', 'positive', SHAPE],
    ['NaN', 'positive', SHAPE],
    ['', 'positive', 'quantity is required'],
    ['.', 'positive', SHAPE],
    ['１', 'positive', SHAPE],
    ['1.2.3', 'positive', SHAPE],
    ['-1', 'positive', SHAPE],
    ['-1', 'non-negative', SHAPE],
    ['-0', 'signed', SHAPE],
    ['-0.00', 'signed', SHAPE],
    ['0', 'positive', 'quantity must be above 0'],
    ['0.000', 'positive', 'quantity must be above 0'],
    ['1'.repeat(25), 'positive', 'quantity has more than 24 digits before the point'],
    [`0.${'1'.repeat(19)}`, 'positive', 'quantity has more than 18 digits after the point'],
  ] as const)(`${CANONICAL}: %j (%s) is refused: %s`, (raw, sign, message) => {
    expect(messageOf(sign, raw)).toBe(message);
  });

  it.each([[0.1], [1], [null], [true], [['1']], [{ value: '1' }]])(
    'issue 5 "no binary floating point": %j is not a decimal string',
    (raw) => {
      expect(messageOf('positive', raw)).toBe(SHAPE);
    },
  );

  const digits = (min: number, max: number) =>
    fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((d) => d.join(''));
  /** Every canonical decimal within the limits, signed. */
  const canonical = fc
    .tuple(
      fc.oneof(
        fc.constant('0'),
        fc.tuple(fc.constantFrom(...'123456789'), digits(0, DECIMAL_INPUT_LIMITS.integerDigits - 1)).map(([h, t]) => h + t),
      ),
      fc.option(digits(1, DECIMAL_INPUT_LIMITS.fractionDigits), { nil: undefined }),
    )
    .map(([int, frac]) => `${int}${frac === undefined ? '' : `.${frac}`}`)
    .chain((s) => fc.constantFrom(s, /[1-9]/.test(s) ? `-${s}` : s));

  it('property: every canonical decimal within the limits round-trips unchanged (signed; and per sign rule)', () => {
    fc.assert(
      fc.property(canonical, (s) => {
        expect(canonicalDecimal('x', 'signed').parse(s)).toBe(s);
        const negative = s.startsWith('-');
        const zero = !/[1-9]/.test(s);
        expect(canonicalDecimal('x', 'non-negative').safeParse(s).success).toBe(!negative);
        expect(canonicalDecimal('x', 'positive').safeParse(s).success).toBe(!negative && !zero);
      }),
    );
  });

  /** The ways a number is written non-canonically, applied to a canonical one. */
  const mangle = fc.constantFrom<(s: string) => string>(
    (s) => ` ${s}`,
    (s) => `${s} `,
    (s) => `${s}\n`,
    (s) => `0${s.replace(/^-/, '')}`,
    (s) => `+${s}`,
    (s) => `${s.includes('.') ? s : `${s}.`}`,
    (s) => (s.startsWith('0.') ? s.slice(1) : `.${s.replace(/^-/, '')}`),
    (s) => `${s}e0`,
    (s) => s.replace(/(\d)(\d{3})$/, '$1,$2').replace(/^(\d)$/, '$1,000'),
    (s) => `${s}.0.0`,
    (s) => s.replace(/\d/, (d) => String.fromCharCode(0xff10 + Number(d))),
  );

  it('property: a canonical decimal written any non-canonical way is refused', () => {
    fc.assert(
      fc.property(canonical, mangle, (s, f) => {
        const written = f(s);
        fc.pre(written !== s);
        expect(canonicalDecimal('x', 'signed').safeParse(written).success).toBe(false);
      }),
    );
  });

  it('property: any text is accepted exactly when it is its own canonical reading (domain parseDecimal) within the limits', () => {
    const text = fc.oneof(fc.string(), fc.stringMatching(/^[-+ .0-9eE,]{0,12}$/), canonical);
    fc.assert(
      fc.property(text, (s) => {
        const canonicalReading = parseDecimal(s) === s && !/^-0(\.0+)?$/.test(s);
        const [int = '', frac = ''] = s.replace(/^-/, '').split('.');
        const within = int.length <= DECIMAL_INPUT_LIMITS.integerDigits && frac.length <= DECIMAL_INPUT_LIMITS.fractionDigits;
        expect(canonicalDecimal('x', 'signed').safeParse(s).success).toBe(canonicalReading && within);
        expect(isCanonicalDecimalInput(s, 'signed')).toBe(canonicalReading && within);
      }),
    );
  });
});
