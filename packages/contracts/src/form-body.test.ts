import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeFormBody, formTextFields } from './form-body';

const schema = formTextFields(z.object({ n: z.number(), b: z.boolean(), s: z.string() }), { n: 'int', b: 'bool' });

describe('decodeFormBody (a form carries every value as text; JSON stays strictly typed)', () => {
  it.each([
    [
      { n: '-1', b: 'true', s: '7' },
      { n: -1, b: true, s: '7' },
    ],
    [
      { n: '0', b: 'false' },
      { n: 0, b: false },
    ],
    [{ n: '1234567890123456' }, { n: 1234567890123456 }],
  ])('decodes the declared fields from their canonical text: %j', (form, decoded) => {
    expect(decodeFormBody(schema, form)).toEqual(decoded);
  });

  it.each([' 1', '1 ', '+1', '01', '-0', '-0x1', '1.0', '1e3', '', '12345678901234567', 'one'])(
    'leaves %j as text for the schema to refuse',
    (text) => {
      expect(decodeFormBody(schema, { n: text })).toEqual({ n: text });
      expect(schema.safeParse(decodeFormBody(schema, { n: text, b: 'true', s: '' })).success).toBe(false);
    },
  );

  it.each(['1', '0', 'TRUE', 'on', 'yes'])('a boolean is only "true" or "false": %j stays text', (text) => {
    expect(decodeFormBody(schema, { b: text })).toEqual({ b: text });
  });

  it('a schema that declares nothing gets text only; a __proto__ field stays an own field', () => {
    const plain = z.object({ n: z.number() });
    expect(decodeFormBody(plain, { n: '1' })).toEqual({ n: '1' });
    const decoded = decodeFormBody(schema, { ['__proto__']: '1', n: '2' });
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(Object.keys(decoded)).toEqual(['__proto__', 'n']);
  });

  it('property: every safe integer up to 16 digits written canonically decodes to itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15), max: 10 ** 15 }), (n) => {
        expect(decodeFormBody(schema, { n: String(n) })).toEqual({ n });
      }),
    );
  });
});
