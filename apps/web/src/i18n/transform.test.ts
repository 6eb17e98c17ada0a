import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { languageFiles, type Tree } from './catalogue';
import { FSI, PDI, isolateArguments, literalText, mapCatalogue, pseudoMessage } from './transform';

const PSEUDO = 'issue 12 "A pseudo-locale (accented and 40% longer, for example en-XA)"';
const BDI = 'issue 12 "numbers and Latin symbols isolated with <bdi> where needed, and correct punctuation"';

const dir = new URL('../../messages/', import.meta.url);
const english = languageFiles('en').map((stem) => JSON.parse(readFileSync(new URL(`${stem}.json`, dir), 'utf8')) as Tree);
const messages: string[] = [];
for (const tree of english) mapCatalogue(tree, (m) => (messages.push(m), m));

describe(`pseudoMessage (${PSEUDO})`, () => {
  it('accents every letter, brackets the message and pads it by about 40%', () => {
    expect(pseudoMessage('Log in')).toBe('⟦Ļöĝ îñ ļöŕ⟧');
    expect(pseudoMessage('Available balance').length).toBeGreaterThanOrEqual(Math.ceil('Available balance'.length * 1.4));
  });

  it('keeps arguments, plurals and tags working', () => {
    const plural = pseudoMessage('{count, plural, one {# pair} other {# pairs}} on {site}');
    expect(new IntlMessageFormat(plural, 'en').format({ count: 2, site: 'Main' })).toMatch(/^⟦2 þáîŕš öñ Main .+⟧$/u);
    const rich = pseudoMessage('Read <b>the terms</b>');
    expect(new IntlMessageFormat(rich, 'en').format({ b: (c: unknown) => `[${String(c)}]` })).toContain('[ţĥé ţéŕɱš]');
    expect(pseudoMessage("It's {n, number} o'clock")).toContain("'");
  });

  it('leaves letter-free messages alone', () => {
    expect(pseudoMessage('{price} / {qty}')).toBe('{price} / {qty}');
  });

  it('turns every English message into one with no ASCII letter left in its text', () => {
    expect(messages.length).toBeGreaterThan(500);
    for (const message of messages) {
      const text = literalText(pseudoMessage(message));
      expect(text, message).not.toMatch(/[A-Za-z]/);
      if (/\p{L}/u.test(literalText(message))) expect(text.length, message).toBeGreaterThanOrEqual(literalText(message).length * 1.4);
    }
  });
});

describe(`isolateArguments (${BDI})`, () => {
  it('wraps each interpolated value in FSI … PDI and keeps the message valid', () => {
    expect(isolateArguments('السعر {price} لكل {symbol}')).toBe(`السعر ${FSI}{price}${PDI} لكل ${FSI}{symbol}${PDI}`);
    const plural = isolateArguments('{n, plural, one {زوج واحد} other {# أزواج}}');
    expect(new IntlMessageFormat(plural, 'ar').format({ n: 5 })).toBe(`${FSI}5${PDI} أزواج`);
    expect(isolateArguments('{v, number, percent}')).toBe(`${FSI}{v, number, percent}${PDI}`);
  });

  it('leaves a message without arguments unchanged', () => {
    expect(isolateArguments('تسجيل الدخول')).toBe('تسجيل الدخول');
  });
});
