import { describe, expect, it } from 'vitest';
import { escapeHtml, substituteLinkKeys } from './link-keys';

const SPEC = '§5 "Text substitutes its link keys with anchor links"';
const identity = (l: string) => l;

describe('substituteLinkKeys', () => {
  const cases = [
    {
      why: 'one key becomes an anchor',
      html: 'See {terms}.',
      links: [{ key: '{terms}', link: '/legal/user-agreement' }],
      out: 'See <a href="/legal/user-agreement">{terms}</a>.',
    },
    {
      why: 'every occurrence is replaced',
      html: 'A x B x',
      links: [{ key: 'x', link: '/x' }],
      out: 'A <a href="/x">x</a> B <a href="/x">x</a>',
    },
    {
      why: 'the longest key wins where keys overlap',
      html: 'user agreement',
      links: [
        { key: 'user', link: '/u' },
        { key: 'user agreement', link: '/ua' },
      ],
      out: '<a href="/ua">user agreement</a>',
    },
    { why: 'keys are literal, not patterns', html: 'a.b axb', links: [{ key: 'a.b', link: '/p' }], out: '<a href="/p">a.b</a> axb' },
    { why: 'empty keys are ignored', html: 'abc', links: [{ key: '', link: '/p' }], out: 'abc' },
    {
      why: 'hrefs and key text are escaped',
      html: 'k',
      links: [{ key: 'k', link: '/a"onmouseover="x' }],
      out: '<a href="/a&quot;onmouseover=&quot;x">k</a>',
    },
    { why: 'no links leaves the text unchanged', html: '<b>x</b>', links: [], out: '<b>x</b>' },
  ];
  it.each(cases)(`${SPEC} — $why`, ({ html, links, out }) => {
    expect(substituteLinkKeys(html, links, identity)).toBe(out);
  });

  it(`${SPEC} — a link refused by the allowlist stays plain text`, () => {
    expect(substituteLinkKeys('go <here>', [{ key: '<here>', link: 'javascript:alert(1)' }], () => null)).toBe('go &lt;here&gt;');
  });

  it('escapeHtml escapes the five HTML metacharacters', () => {
    expect(escapeHtml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#39;');
  });
});
