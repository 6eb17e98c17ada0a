import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { resolveSafeNavigationUrl, resolveSiteHosts } from '@ex/sites';
import { createHtmlSanitizer } from './sanitize-html';

const RULE = 'issue 3 "Everything rendered as HTML from the API … goes through DOMPurify after link-key substitution"';
const SAFE =
  'test-corpora/README.md "A sanitised output is safe when, once parsed, it has no on* attribute; no javascript:, vbscript: or data:text/html URL; and no script, iframe, object or embed element."';

const { window } = new JSDOM('<!doctype html><html><body></body></html>');
const hosts = resolveSiteHosts({});
const sanitize = createHtmlSanitizer(window as never, (href) => href.startsWith('#') || resolveSafeNavigationUrl(href, hosts, '') !== '');

const corpus = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../../../test-corpora/${name}`, import.meta.url), 'utf8'));
const dompurify = corpus('dompurify-fixtures.json') as { title: string; payload: string }[];
const h5sc = corpus('h5sc-vectors.json') as { id: number; name: string; data: string }[];

const BAD_URL = /^\s*(javascript|vbscript|data:text\/html)/i;
const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'background', 'poster', 'lowsrc', 'dynsrc'];

/** Browsers ignore C0 controls inside a URL scheme ("java\tscript:"), so the check does too. */
function stripControls(value: string): string {
  return [...value].filter((ch) => (ch.codePointAt(0) ?? 0) > 0x1f).join('');
}

/** The README's safety test, on the output parsed again. */
function unsafeParts(html: string): string[] {
  const doc = new JSDOM(`<!doctype html><body>${html}</body>`).window.document;
  const found: string[] = [];
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed'].includes(tag)) found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (URL_ATTRS.includes(name) && BAD_URL.test(stripControls(attr.value))) found.push(`${tag}[${name}=${attr.value.slice(0, 30)}]`);
    }
  }
  return found;
}

describe(`server HTML sanitiser: ${RULE}; ${SAFE}`, () => {
  it('reads both corpora in full', () => {
    expect(dompurify).toHaveLength(223);
    expect(h5sc).toHaveLength(149);
  });

  it.each(dompurify.map((c, i) => ({ i, ...c })))('DOMPurify fixture $i: $title', ({ payload }) => {
    expect(unsafeParts(sanitize(payload))).toEqual([]);
  });

  it.each(h5sc)('H5SC vector $id: $name', ({ data }) => {
    expect(unsafeParts(sanitize(data))).toEqual([]);
  });

  it('keeps the markup a notice needs and drops links off our hosts', () => {
    const out = sanitize(
      '<p>Read <b>this</b> <a href="/legal/user-agreement" target="_blank">terms</a> and <a href="https://evil.example/">that</a></p>',
    );
    expect(out).toBe('<p>Read <b>this</b> <a href="/legal/user-agreement">terms</a> and <a>that</a></p>');
  });

  it('removes forms and their script-capable attributes', () => {
    expect(sanitize('<form action="https://evil.example"><button formaction="javascript:alert(1)">x</button></form>ok')).toBe('xok');
  });
});
