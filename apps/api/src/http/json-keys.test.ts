import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstDuplicateJsonKey } from './json-keys';

const REPEATED = 'issue 10 "A form body with a repeated key must be refused, not resolved to its last value" — JSON too';

describe('firstDuplicateJsonKey', () => {
  it.each([
    ['{"side":1,"side":-1}', { key: 'side', path: 'side' }],
    ['{"level":"kyc2","form":{"last_name":"A","last_name":"B"}}', { key: 'last_name', path: 'form.last_name' }],
    ['{"list":[{"id":1},{"id":2,"id":3}]}', { key: 'id', path: 'list.1.id' }],
    ['{"a":1,"\\u0061":2}', { key: 'a', path: 'a' }],
    ['{"q\\"x":1, "q\\"x" : 2}', { key: 'q"x', path: 'q"x' }],
    ['[{"k":[1,{"z":0}]},{"k":1,"k":2}]', { key: 'k', path: '1.k' }],
  ])(`${REPEATED}: %s → %j`, (text, expected) => {
    expect(firstDuplicateJsonKey(text)).toEqual(expected);
  });

  it.each([
    '{"a":{"b":1},"c":{"b":2}}',
    '[{"id":1},{"id":2}]',
    '{"text":"\\"id\\":1,\\"id\\":2","id":3}',
    '{"s":"{\\"a\\":1,\\"a\\":2}"}',
    '"just a string"',
    '42',
    '{}',
  ])('no repeated key in %s', (text) => {
    expect(firstDuplicateJsonKey(text)).toBeNull();
  });

  it('property: JSON.stringify never repeats a key; a key added again to any object is found', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(firstDuplicateJsonKey(JSON.stringify(value))).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 }), fc.nat(), fc.jsonValue(), (object, pick, extra) => {
        const keys = Object.keys(object);
        const key = keys[pick % keys.length] ?? '';
        const text = JSON.stringify(object);
        const repeated = `${text.slice(0, -1)},${JSON.stringify(key)}:${JSON.stringify(extra)}}`;
        expect(firstDuplicateJsonKey(`{"outer":${repeated}}`)).toEqual({ key, path: `outer.${key}` });
      }),
    );
  });
});
