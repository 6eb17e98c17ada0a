import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { MAX_RETURN_PATH_LENGTH, resolveReturnPath } from './return-path';

const SAME_SITE =
  '§5 "Restricted pages: pages can be restricted to logged-in users, else redirect to /login." + project rule "The return path accepts only same-site relative paths."';
const CORPUS =
  'test-corpora/README.md "open-redirect-payloads.txt: 240 open-redirect payloads … None should pass a same-site redirect allowlist."';

// packages/domain/src → /work/main → /work/shared
const corpusUrl = new URL('../../../test-corpora/open-redirect-payloads.txt', import.meta.url);
const payloads = readFileSync(corpusUrl, 'utf8')
  .split(/\r?\n/)
  .filter((line) => line !== '');

/**
 * Payloads that are genuinely same-site relative paths and may pass. Checked line by line: none.
 * The nearest candidates ('/javascript:alert(1)', '/https://google.com/', '/〱google.com') are
 * refused on purpose: a ':' in the path, a '//' and raw non-ASCII are never needed by our routes.
 */
const SAME_SITE_EXCEPTIONS: readonly string[] = [];
const FALLBACK = '/__fallback__';

describe('resolveReturnPath against the open-redirect corpus', () => {
  it(`${CORPUS} — the corpus is read in full`, () => {
    expect(payloads).toHaveLength(240);
  });

  it.each(payloads.map((payload, i) => ({ line: i + 1, payload })))(`${CORPUS} — line $line: $payload`, ({ payload }) => {
    const expected = SAME_SITE_EXCEPTIONS.includes(payload) ? payload : FALLBACK;
    expect(resolveReturnPath(payload, FALLBACK)).toBe(expected);
  });
});

describe('resolveReturnPath accepts same-site paths', () => {
  const cases = [
    { spec: SAME_SITE, input: '/trade/BTC_USDT?tab=isolated_margin' },
    { spec: SAME_SITE, input: '/zh/myaccount/security#x' },
    { spec: SAME_SITE, input: '/' },
    { spec: `${SAME_SITE} — '/@evil.com' is a path on our host`, input: '/@evil.com' },
    { spec: `${SAME_SITE} — encoded characters that stay on-site`, input: '/search?q=BTC%20USDT&tag=%E4%B8%AD' },
    { spec: `${SAME_SITE} — an encoded single slash stays on-site`, input: '/docs%2Fapi' },
    { spec: `${SAME_SITE} — dot segments resolve on our host`, input: '/a/../b' },
    { spec: `${SAME_SITE} — a colon in the query is fine`, input: '/chart?t=12:30' },
  ];
  it.each(cases)('$spec: $input', ({ input }) => {
    expect(resolveReturnPath(input, FALLBACK)).toBe(input);
  });
});

describe('resolveReturnPath refuses everything else', () => {
  const cases: { spec: string; input: string | null | undefined }[] = [
    { spec: `${SAME_SITE} — missing`, input: null },
    { spec: `${SAME_SITE} — missing`, input: undefined },
    { spec: `${SAME_SITE} — empty`, input: '' },
    { spec: `${SAME_SITE} — relative without a leading slash`, input: 'trade/BTC_USDT' },
    { spec: `${SAME_SITE} — protocol-relative`, input: '//evil.com' },
    { spec: `${SAME_SITE} — slash-backslash`, input: '/\\evil.com' },
    { spec: `${SAME_SITE} — backslash anywhere`, input: '/a\\b' },
    { spec: `${SAME_SITE} — absolute URL to ourselves is still not relative`, input: 'http://x.invalid/a' },
    { spec: `${SAME_SITE} — scheme`, input: 'javascript:alert(1)' },
    { spec: `${SAME_SITE} — encoded //`, input: '/%2F%2Fevil.com' },
    { spec: `${SAME_SITE} — double-encoded //`, input: '/%252F%252Fevil.com' },
    { spec: `${SAME_SITE} — triple-encoded //`, input: '/%25252F%25252Fevil.com' },
    { spec: `${SAME_SITE} — still encoded after 3 rounds`, input: '/%2525252F%2525252Fevil.com' },
    { spec: `${SAME_SITE} — encoded backslash`, input: '/%5Cevil.com' },
    { spec: `${SAME_SITE} — encoded CR/LF (header splitting)`, input: '/a%0D%0ALocation:%20http://evil.com' },
    { spec: `${SAME_SITE} — raw tab`, input: '/\t/evil.com' },
    { spec: `${SAME_SITE} — raw space`, input: '/a b' },
    { spec: `${SAME_SITE} — raw newline`, input: '/a\nb' },
    { spec: `${SAME_SITE} — encoded NUL`, input: '/a%00b' },
    { spec: `${SAME_SITE} — encoded tab collapses to '//' in URL parsers`, input: '/%09/evil.com' },
    { spec: `${SAME_SITE} — encoded line separator`, input: '/a%E2%80%A8b' },
    { spec: `${SAME_SITE} — malformed encoding`, input: '/a%E3' },
    { spec: `${SAME_SITE} — malformed escape`, input: '/a%zz' },
    { spec: `${SAME_SITE} — full-width solidus`, input: '/\uFF0Fevil.com' },
    { spec: `${SAME_SITE} — raw non-ASCII`, input: '/中文' },
    { spec: `${SAME_SITE} — scheme-like first segment`, input: '/javascript:alert(1)' },
    { spec: `${SAME_SITE} — '//' inside the path`, input: '/a//evil.com' },
    { spec: `${SAME_SITE} — '//' inside the query (decision: refused)`, input: '/a?next=//evil.com' },
    { spec: `${SAME_SITE} — too long`, input: `/${'a'.repeat(MAX_RETURN_PATH_LENGTH)}` },
  ];
  it.each(cases)('$spec: $input', ({ input }) => {
    expect(resolveReturnPath(input, FALLBACK)).toBe(FALLBACK);
  });

  it(`${SAME_SITE} — the default fallback is '/'`, () => {
    expect(resolveReturnPath('//evil.com')).toBe('/');
  });
});
