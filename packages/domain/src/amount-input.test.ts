import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  AMOUNT_DEFAULT_MAX,
  AMOUNT_DEFAULT_PRECISION,
  resolveAmountBlur,
  resolveAmountEdit,
  resolveAmountInput,
  type AmountInputOptions,
} from './amount-input';
import { compareDecimal, decimal, isDecimalString, parseDecimal } from './decimal';

const DIGITS = '§5 Amount input "Digits with an optional single decimal point, up to a configurable precision (default 2)."';
const MINUS = '§5 Amount input "A leading minus is removed unless negatives are allowed."';
const PREC0 = '§5 Amount input "With precision 0, dots are stripped."';
const LEADING = '§5 Amount input "A leading dot becomes 0; a leading 0 followed by a non-dot collapses."';
const MAX = '§5 Amount input "A value above the max (default 999999999999) is replaced by the max."';
const BLUR = '§5 Amount input "On blur: a trailing dot is removed and integer values are normalised."';
const EMPTY = '§5 Amount input "Empty is allowed."';
const OTHER = `${DIGITS} — decision: every other character is dropped`;

type Case = { spec: string; raw: string; out: string; options?: AmountInputOptions };
const NEG: AmountInputOptions = { allowNegative: true };

describe('resolveAmountInput', () => {
  it(`${DIGITS} / ${MAX}: the defaults are 2 and 999999999999`, () => {
    expect(AMOUNT_DEFAULT_PRECISION).toBe(2);
    expect(AMOUNT_DEFAULT_MAX).toBe('999999999999');
  });

  const cases: Case[] = [
    { spec: DIGITS, raw: '123', out: '123' },
    { spec: DIGITS, raw: '12.5', out: '12.5' },
    { spec: `${DIGITS} — default precision 2`, raw: '12.34', out: '12.34' },
    { spec: `${DIGITS} — decision: extra fraction digits are cut, not rounded`, raw: '1.239', out: '1.23' },
    { spec: `${DIGITS} — decision: extra fraction digits are cut, not rounded`, raw: '0.999', out: '0.99' },
    { spec: `${DIGITS} — precision 8`, raw: '0.123456789', out: '0.12345678', options: { precision: 8 } },
    { spec: `${DIGITS} — precision 1`, raw: '3.75', out: '3.7', options: { precision: 1 } },
    { spec: `${DIGITS} — a trailing dot stays while typing`, raw: '12.', out: '12.' },
    { spec: `${DIGITS} — decision: a second dot is dropped`, raw: '1.2.3', out: '1.23' },
    { spec: `${DIGITS} — decision: a second dot is dropped`, raw: '1..', out: '1.' },
    { spec: `${DIGITS} — decision: a second dot is dropped`, raw: '..5', out: '0.5' },
    { spec: `${OTHER}: letters`, raw: '1a2b', out: '12' },
    { spec: `${OTHER}: spaces`, raw: ' 1 000 ', out: '1000' },
    { spec: `${OTHER}: grouping commas`, raw: '1,234.5', out: '1234.5' },
    { spec: `${OTHER}: a comma is not a decimal point in text`, raw: '1,5', out: '15' },
    { spec: `${OTHER}: currency signs and units`, raw: '$12.50 USDT', out: '12.50' },
    { spec: `${OTHER}: exponent notation is not read`, raw: '1e5', out: '15' },
    { spec: `${OTHER}: a plus sign`, raw: '+5', out: '5' },
    { spec: `${OTHER}: other digit scripts (Arabic-Indic)`, raw: '١٢3', out: '3' },
    { spec: `${DIGITS} — decision: full-width digits and point (Chinese IME) are read as ASCII`, raw: '１２．５', out: '12.5' },
    { spec: `${DIGITS} — decision: the ideographic full stop is read as a point`, raw: '3。14', out: '3.14' },
    { spec: MINUS, raw: '-5', out: '5' },
    { spec: MINUS, raw: '-', out: '' },
    { spec: MINUS, raw: '-0.5', out: '0.5' },
    { spec: MINUS, raw: '-5', out: '-5', options: NEG },
    { spec: `${MINUS} — a lone minus stays while typing`, raw: '-', out: '-', options: NEG },
    { spec: `${MINUS} — decision: negative zero stays while typing`, raw: '-0', out: '-0', options: NEG },
    { spec: `${MINUS} — full-width minus`, raw: '－５', out: '-5', options: NEG },
    { spec: `${MINUS} — decision: only the first remaining character counts as leading`, raw: ' -5', out: '-5', options: NEG },
    { spec: `${MINUS} — decision: a minus elsewhere is dropped`, raw: '5-3', out: '53', options: NEG },
    { spec: `${MINUS} — decision: a minus elsewhere is dropped`, raw: '5-', out: '5', options: NEG },
    { spec: `${MINUS} — decision: a doubled minus counts once`, raw: '--5', out: '-5', options: NEG },
    { spec: `${MINUS} — decision: negatives are not clamped from below`, raw: '-99999999999999', out: '-99999999999999', options: NEG },
    { spec: PREC0, raw: '12.', out: '12', options: { precision: 0 } },
    {
      spec: `${PREC0} — decision: the fraction goes with the dot, so a pasted 1.5 is 1, never 15`,
      raw: '1.5',
      out: '1',
      options: { precision: 0 },
    },
    { spec: PREC0, raw: '.', out: '', options: { precision: 0 } },
    { spec: `${PREC0} — the fraction goes with the dot`, raw: '0.5', out: '0', options: { precision: 0 } },
    { spec: LEADING, raw: '.5', out: '0.5' },
    { spec: LEADING, raw: '.', out: '0.' },
    { spec: LEADING, raw: '-.5', out: '-0.5', options: NEG },
    { spec: LEADING, raw: '05', out: '5' },
    { spec: LEADING, raw: '007', out: '7' },
    { spec: LEADING, raw: '00', out: '0' },
    { spec: LEADING, raw: '0', out: '0' },
    { spec: LEADING, raw: '0.', out: '0.' },
    { spec: LEADING, raw: '0.05', out: '0.05' },
    { spec: `${LEADING} — zeros before a dot keep one`, raw: '00.5', out: '0.5' },
    { spec: LEADING, raw: '-05', out: '-5', options: NEG },
    { spec: `${LEADING} — zeros after the point are fraction digits`, raw: '10.00', out: '10.00' },
    { spec: MAX, raw: '999999999999', out: '999999999999' },
    { spec: MAX, raw: '999999999999.99', out: '999999999999' },
    { spec: MAX, raw: '999999999999.', out: '999999999999.' },
    { spec: MAX, raw: '1000000000000', out: '999999999999' },
    { spec: MAX, raw: '99999999999999999999999999999999999999', out: '999999999999' },
    { spec: `${MAX} — custom max`, raw: '101', out: '100', options: { max: '100' } },
    { spec: `${MAX} — custom max, equal is kept`, raw: '100.00', out: '100.00', options: { max: '100' } },
    { spec: `${MAX} — custom max, just above`, raw: '100.01', out: '100', options: { max: '100' } },
    { spec: `${MAX} — decision: the max is written in its shortest form`, raw: '200', out: '100', options: { max: '100.00' } },
    { spec: `${MAX} — decision: the max is cut to the precision`, raw: '5', out: '1.23', options: { max: '1.239' } },
    {
      spec: `${MAX} — decision: exact comparison, not Number (2^53 + 1 vs 2^53)`,
      raw: '9007199254740993',
      out: '9007199254740992',
      options: { max: '9007199254740992' },
    },
    {
      spec: `${MAX} — decision: exact comparison in the last fraction digit`,
      raw: '0.30000000000000001',
      out: '0.3',
      options: { max: '0.3', precision: 17 },
    },
    { spec: `${MAX} — max 0`, raw: '1', out: '0', options: { max: '0' } },
    { spec: EMPTY, raw: '', out: '' },
    { spec: `${EMPTY} — junk alone gives empty`, raw: 'abc', out: '' },
  ];
  it.each(cases)('$spec: "$raw" → "$out"', ({ raw, out, options }) => {
    expect(resolveAmountInput(raw, options)).toBe(out);
  });

  const badOptions: { spec: string; options: AmountInputOptions }[] = [
    { spec: `${DIGITS} — decision: a precision that is not an integer 0..100 is a programming error`, options: { precision: -1 } },
    { spec: `${DIGITS} — decision: a precision that is not an integer 0..100 is a programming error`, options: { precision: 1.5 } },
    { spec: `${DIGITS} — decision: a precision that is not an integer 0..100 is a programming error`, options: { precision: Number.NaN } },
    { spec: `${DIGITS} — decision: a precision that is not an integer 0..100 is a programming error`, options: { precision: 101 } },
    { spec: `${MAX} — decision: the max must be a non-negative decimal`, options: { max: 'abc' } },
    { spec: `${MAX} — decision: the max must be a non-negative decimal`, options: { max: '-1' } },
    { spec: `${MAX} — decision: the max must be a non-negative decimal`, options: { max: '' } },
    { spec: `${MAX} — decision: the max must be a non-negative decimal`, options: { max: '1e12' } },
  ];
  it.each(badOptions)('$spec: $options throws', ({ options }) => {
    expect(() => resolveAmountInput('1', options)).toThrow(RangeError);
    expect(() => resolveAmountBlur('1', options)).toThrow(RangeError);
    expect(() => resolveAmountEdit({ raw: '1', caret: 1 }, options)).toThrow(RangeError);
  });
});

describe('resolveAmountBlur', () => {
  const cases: Case[] = [
    { spec: BLUR, raw: '5.', out: '5' },
    { spec: BLUR, raw: '0.', out: '0' },
    { spec: BLUR, raw: '007', out: '7' },
    { spec: `${BLUR} — decision: an integer value with a zero fraction is an integer`, raw: '1.00', out: '1' },
    { spec: `${BLUR} — decision: an integer value with a zero fraction is an integer`, raw: '0.0', out: '0' },
    { spec: `${BLUR} — decision: a non-integer keeps its typed digits`, raw: '1.50', out: '1.50' },
    { spec: `${BLUR} — decision: a non-integer keeps its typed digits`, raw: '0.10', out: '0.10' },
    { spec: BLUR, raw: '12.34', out: '12.34' },
    { spec: `${BLUR} — decision: negative zero becomes 0`, raw: '-0', out: '0', options: NEG },
    { spec: `${BLUR} — decision: negative zero becomes 0`, raw: '-0.00', out: '0', options: NEG },
    { spec: `${BLUR} — decision: negative zero becomes 0`, raw: '-0.', out: '0', options: NEG },
    { spec: `${BLUR} — decision: a lone minus becomes empty`, raw: '-', out: '', options: NEG },
    { spec: BLUR, raw: '-5.', out: '-5', options: NEG },
    { spec: BLUR, raw: '-5.50', out: '-5.50', options: NEG },
    { spec: `${BLUR} — the typing rules apply too`, raw: '.5', out: '0.5' },
    { spec: `${BLUR} — the typing rules apply too`, raw: '1.239', out: '1.23' },
    { spec: `${BLUR} — the typing rules apply too`, raw: '-5', out: '5' },
    { spec: `${BLUR} — the typing rules apply too`, raw: '1000000000000', out: '999999999999' },
    { spec: `${BLUR} — the typing rules apply too`, raw: '1.5', out: '1', options: { precision: 0 } },
    { spec: `${BLUR} — a lone point (typed as "0.")`, raw: '.', out: '0' },
    { spec: EMPTY, raw: '', out: '' },
    { spec: EMPTY, raw: 'abc', out: '' },
  ];
  it.each(cases)('$spec: "$raw" → "$out"', ({ raw, out, options }) => {
    expect(resolveAmountBlur(raw, options)).toBe(out);
  });
});

describe('resolveAmountEdit (caret and a typed comma)', () => {
  const CARET = `${DIGITS} — decision: the caret stays after the same characters`;
  const COMMA = `${DIGITS} — decision: a comma typed from the keyboard is the decimal point (pasted commas are grouping)`;
  const cases: { spec: string; raw: string; caret: number; typed?: string; value: string; at: number; options?: AmountInputOptions }[] = [
    { spec: CARET, raw: '12a3', caret: 3, value: '123', at: 2 },
    { spec: CARET, raw: '123', caret: 1, value: '123', at: 1 },
    { spec: `${CARET}; ${LEADING}`, raw: '.', caret: 1, value: '0.', at: 2 },
    { spec: `${CARET}; ${LEADING}`, raw: '.5', caret: 1, value: '0.5', at: 2 },
    { spec: `${CARET}; ${LEADING}`, raw: '05', caret: 2, value: '5', at: 1 },
    { spec: `${CARET}; ${DIGITS} (second dot)`, raw: '1.2.3', caret: 4, value: '1.23', at: 3 },
    { spec: `${CARET}; ${DIGITS} (digit typed past the precision)`, raw: '1.234', caret: 5, value: '1.23', at: 4 },
    { spec: `${CARET}; ${DIGITS} (digit typed in the fraction)`, raw: '1.923', caret: 3, value: '1.92', at: 3 },
    { spec: `${CARET}; ${MINUS}`, raw: '-5', caret: 1, value: '5', at: 0 },
    { spec: `${CARET}; ${MINUS}`, raw: '-5', caret: 1, value: '-5', at: 1, options: NEG },
    { spec: `${CARET}; ${MAX}`, raw: '9999999999999', caret: 13, value: '999999999999', at: 12 },
    { spec: `${CARET}; ${OTHER}`, raw: '1,234', caret: 5, value: '1234', at: 4 },
    { spec: `${CARET} — decision: an out-of-range caret is clamped`, raw: '12', caret: 99, value: '12', at: 2 },
    { spec: `${CARET} — decision: an out-of-range caret is clamped`, raw: '12', caret: -3, value: '12', at: 0 },
    { spec: COMMA, raw: '1,', caret: 2, typed: ',', value: '1.', at: 2 },
    { spec: COMMA, raw: '1,5', caret: 2, typed: ',', value: '1.5', at: 2 },
    { spec: `${COMMA}; ${DIGITS} (second point)`, raw: '1.5,', caret: 4, typed: ',', value: '1.5', at: 3 },
    { spec: COMMA, raw: ',', caret: 1, typed: ',', value: '0.', at: 2 },
    { spec: `${COMMA}; ${PREC0}`, raw: '1,', caret: 2, typed: ',', value: '1', at: 1, options: { precision: 0 } },
    { spec: `${COMMA} — pasted text is not typed`, raw: '1,5', caret: 3, value: '15', at: 2 },
    { spec: `${COMMA} — a typed digit leaves commas alone`, raw: '1,5', caret: 3, typed: '5', value: '15', at: 2 },
  ];
  it.each(cases)('$spec: "$raw" caret $caret typed $typed → "$value" caret $at', ({ raw, caret, typed, value, at, options }) => {
    expect(resolveAmountEdit({ raw, caret, typed }, options)).toEqual({ value, caret: at });
  });
});

// ---- Properties ----

const arbOptions: fc.Arbitrary<AmountInputOptions> = fc.record(
  {
    precision: fc.integer({ min: 0, max: 8 }),
    max: fc.oneof(
      fc.constantFrom('999999999999', '0', '1', '100', '5.5', '1.239', '0.001', '9007199254740992'),
      fc
        .tuple(fc.stringMatching(/^\d{1,15}$/), fc.option(fc.stringMatching(/^\d{1,6}$/), { nil: undefined }))
        .map(([i, f]) => (f === undefined ? i : `${i}.${f}`)),
    ),
    allowNegative: fc.boolean(),
  },
  { requiredKeys: [] },
);
// Mostly the characters that matter, with some junk and some arbitrary text.
const CHARS = ['0', '0', '1', '2', '5', '9', '9', '.', '.', '-', ',', ' ', 'a', 'e', '+', '０', '．', '。', '－', '٣'];
const arbRaw = fc.oneof(
  fc.array(fc.constantFrom(...CHARS), { maxLength: 25 }).map((cs) => cs.join('')),
  fc.stringMatching(/^-?\d{0,16}(\.\d{0,10})?$/),
  fc.string({ maxLength: 20 }),
);

function fracLength(s: string): number {
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
}
function numericValue(s: string) {
  return parseDecimal(s);
}

describe('resolveAmountInput properties', () => {
  it(`${DIGITS}; ${MINUS}: the output always matches /^-?\\d*(\\.\\d*)?$/, with a minus only when negatives are allowed`, () => {
    fc.assert(
      fc.property(arbRaw, arbOptions, (raw, options) => {
        const out = resolveAmountInput(raw, options);
        const shape = options.allowNegative ? /^-?\d*(\.\d*)?$/ : /^\d*(\.\d*)?$/;
        return shape.test(out);
      }),
      { numRuns: 3000 },
    );
  });

  it(`${DIGITS}; ${PREC0}: never more fraction digits than the precision, and no dot at precision 0`, () => {
    fc.assert(
      fc.property(arbRaw, arbOptions, (raw, options) => {
        const out = resolveAmountInput(raw, options);
        const precision = options.precision ?? 2;
        return fracLength(out) <= precision && (precision > 0 || !out.includes('.'));
      }),
      { numRuns: 3000 },
    );
  });

  it(`${MAX}: never above the max`, () => {
    fc.assert(
      fc.property(arbRaw, arbOptions, (raw, options) => {
        const v = numericValue(resolveAmountInput(raw, options));
        return v === null || compareDecimal(v, decimal(options.max ?? '999999999999')) <= 0;
      }),
      { numRuns: 3000 },
    );
  });

  it(`${LEADING}: never a leading zero before a digit, never a leading dot`, () => {
    fc.assert(
      fc.property(arbRaw, arbOptions, (raw, options) => {
        const out = resolveAmountInput(raw, options);
        return !/^-?0\d/.test(out) && !/^-?\./.test(out);
      }),
      { numRuns: 3000 },
    );
  });

  it(`${DIGITS}: idempotent — resolving the output again changes nothing`, () => {
    fc.assert(
      fc.property(arbRaw, arbOptions, (raw, options) => {
        const out = resolveAmountInput(raw, options);
        return resolveAmountInput(out, options) === out;
      }),
      { numRuns: 3000 },
    );
  });

  it(`${DIGITS}: a well-formed value within the max is left alone`, () => {
    const wellFormed = fc
      .tuple(
        fc.constantFrom('', '-'),
        fc.oneof(fc.constant('0'), fc.stringMatching(/^[1-9]\d{0,10}$/)),
        fc.option(fc.stringMatching(/^\d{0,2}$/), { nil: undefined }),
      )
      .map(([sign, i, f]) => sign + i + (f === undefined ? '' : `.${f}`));
    fc.assert(
      fc.property(wellFormed, (v) => resolveAmountInput(v, NEG) === v),
      { numRuns: 2000 },
    );
  });

  it(`${MAX}: a value above the max becomes exactly the max (cut to the precision, shortest form)`, () => {
    fc.assert(fc.property(fc.stringMatching(/^[1-9]\d{12,30}$/), (raw) => resolveAmountInput(raw) === '999999999999'));
  });
});

describe('resolveAmountBlur properties', () => {
  it(`${BLUR}; ${EMPTY}: the output is empty or a canonical decimal, with no trailing dot`, () => {
    fc.assert(
      fc.property(arbRaw, arbOptions, (raw, options) => {
        const out = resolveAmountBlur(raw, options);
        return out === '' || (isDecimalString(out) && !out.endsWith('.'));
      }),
      { numRuns: 3000 },
    );
  });

  it(`${BLUR}: an integer value is in integer form; a fraction keeps a non-zero digit`, () => {
    fc.assert(
      fc.property(arbRaw, arbOptions, (raw, options) => {
        const out = resolveAmountBlur(raw, options);
        return !out.includes('.') || /\.\d*[1-9]\d*$/.test(out);
      }),
      { numRuns: 3000 },
    );
  });

  it(`${BLUR}: the same value as while typing, stable under both rules`, () => {
    fc.assert(
      fc.property(arbRaw, arbOptions, (raw, options) => {
        const typed = resolveAmountInput(raw, options);
        const out = resolveAmountBlur(raw, options);
        const typedValue = numericValue(typed);
        const sameValue = typedValue === null ? out === '' : out !== '' && compareDecimal(out, typedValue) === 0;
        return sameValue && resolveAmountBlur(out, options) === out && resolveAmountInput(out, options) === out;
      }),
      { numRuns: 3000 },
    );
  });
});

describe('resolveAmountEdit properties', () => {
  const CARET = `${DIGITS} — decision: the caret stays sane`;
  it(`${CARET}: the value is resolveAmountInput's and the caret lies within it`, () => {
    fc.assert(
      fc.property(arbRaw, fc.nat({ max: 30 }), arbOptions, (raw, c, options) => {
        const caret = Math.min(c, raw.length);
        const r = resolveAmountEdit({ raw, caret }, options);
        return r.value === resolveAmountInput(raw, options) && r.caret >= 0 && r.caret <= r.value.length;
      }),
      { numRuns: 3000 },
    );
  });

  it(`${CARET}: a caret at the end stays at the end`, () => {
    fc.assert(
      fc.property(arbRaw, arbOptions, (raw, options) => {
        const r = resolveAmountEdit({ raw, caret: raw.length }, options);
        return r.caret === r.value.length;
      }),
      { numRuns: 2000 },
    );
  });

  it(`${CARET}: on text that needs no change the caret does not move`, () => {
    fc.assert(
      fc.property(arbRaw, fc.nat({ max: 30 }), arbOptions, (raw, c, options) => {
        const value = resolveAmountInput(raw, options);
        const caret = Math.min(c, value.length);
        const r = resolveAmountEdit({ raw: value, caret }, options);
        return r.value === value && r.caret === caret;
      }),
      { numRuns: 3000 },
    );
  });

  it(`${CARET}: typing one character (not replaced by the max) moves the caret forward by at most two places ('.' typed first becomes '0.')`, () => {
    fc.assert(
      fc.property(arbRaw, fc.nat({ max: 30 }), fc.constantFrom('0', '1', '9', '.', '-'), arbOptions, (raw, c, ch, options) => {
        const before = resolveAmountInput(raw, options);
        const at = Math.min(c, before.length);
        const raw2 = before.slice(0, at) + ch + before.slice(at);
        const r = resolveAmountEdit({ raw: raw2, caret: at + 1, typed: ch }, options);
        // A value replaced by the max is a new text; the caret then goes where its prefix ends.
        fc.pre(resolveAmountInput(raw2, { ...options, max: '9'.repeat(60) }) === r.value);
        return r.caret <= at + 2 && r.caret <= r.value.length;
      }),
      { numRuns: 3000 },
    );
  });
});
