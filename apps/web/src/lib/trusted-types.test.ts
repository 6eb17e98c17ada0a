import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { createHtmlSanitizer } from './sanitize-html';
import { TRUSTED_TYPES_POLICY_NAMES, isTrustedScriptUrl, trustedTypesDirectives, type SitePolicy } from './trusted-types';

const RULE =
  'issue 20 "Trusted Types for the few places that write HTML (the sanitiser\'s output), so a future innerHTML outside them fails"';

describe(RULE, () => {
  it('the directives require Trusted Types for scripts and name every policy a page creates', () => {
    expect(trustedTypesDirectives()).toEqual([
      "require-trusted-types-for 'script'",
      'trusted-types exchange default nextjs nextjs#bundler',
    ]);
    expect(TRUSTED_TYPES_POLICY_NAMES).toContain('exchange');
  });

  it.each([
    { url: '/sw-0123456789ab.js', ok: true },
    { url: 'https://example.com/sw-abc.js', ok: true },
    { url: 'https://evil.example/sw-abc.js', ok: false },
    { url: '//evil.example/sw-abc.js', ok: false },
    { url: '/sw-abc.js?x=1', ok: false },
    { url: '/static/evil.js', ok: false },
    { url: 'data:text/javascript,alert(1)', ok: false },
    { url: 'blob:https://example.com/0f0e', ok: false },
  ])('the site policy vouches for $url as a script: $ok', ({ url, ok }) => {
    expect(isTrustedScriptUrl(url, 'https://example.com')).toBe(ok);
  });

  it("DOMPurify parses through the site policy and returns its output as the policy's value", () => {
    const { window } = new JSDOM('');
    const seen: string[] = [];
    const policy: SitePolicy = {
      createHTML: (input) => {
        seen.push(input);
        return { toString: () => input } as never;
      },
      createScriptURL: () => {
        throw new TypeError('no script URLs');
      },
    };
    const sanitize = createHtmlSanitizer(window as never, () => true, policy);
    const out = sanitize('<b>ok</b><img src=x onerror=alert(1)>') as unknown;
    expect(typeof out).toBe('object');
    expect(String(out)).toBe('<b>ok</b><img src="x">');
    // The last value through the policy is the sanitised output, never the raw input.
    expect(seen.at(-1)).toBe('<b>ok</b><img src="x">');
  });
});
