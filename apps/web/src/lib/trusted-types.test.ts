import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createHtmlSanitizer } from './sanitize-html';
import {
  TRUSTED_TYPES_POLICY_NAMES,
  isTrustedScriptUrl,
  FINGERPRINT_LIBRARY_MARKUP,
  hasTrustedTypesBootstrap,
  trustedTypesBootstrap,
  trustedTypesDirectives,
  type SitePolicy,
} from './trusted-types';

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

  it("a page with the bootstrap is recognised; Next's error document (no bootstrap) is not", () => {
    expect(hasTrustedTypesBootstrap(`<html><head><script>${trustedTypesBootstrap([])}</script></head></html>`)).toBe(true);
    expect(
      hasTrustedTypesBootstrap('<!DOCTYPE html><html id="__next_error__"><head><script src="/_next/static/x.js"></script></head></html>'),
    ).toBe(false);
    // The error document's flight data quotes the layout's script as a string: not a policy.
    const quoted = `<html id="__next_error__"><script>self.__next_f.push([1,${JSON.stringify(trustedTypesBootstrap([]))}])</script></html>`;
    expect(hasTrustedTypesBootstrap(quoted)).toBe(false);
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

  describe('the default policy (the inline bootstrap script), for libraries that hand sinks strings', () => {
    const LOGO = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>';
    const source = trustedTypesBootstrap([LOGO]);
    // The bootstrap run against a stand-in for the browser's trustedTypes, on https://example.com.
    type Rules = { createHTML(s: string): string | null; createScriptURL(s: string): string | null };
    const created: { name: string; rules: Rules }[] = [];
    new Function('window', 'location', source)(
      { trustedTypes: { createPolicy: (name: string, rules: Rules) => created.push({ name, rules }) } },
      { origin: 'https://example.com' },
    );
    const rules = created[0]!.rules;

    it('creates exactly one policy, named default, and cannot close its own script element', () => {
      expect(created.map((c) => c.name)).toEqual(['default']);
      expect(source).not.toMatch(/<\//);
    });
    it.each([
      { html: LOGO, ok: true },
      { html: '<script></script>', ok: true },
      { html: '<img src=x onerror=alert(1)>', ok: false },
      { html: `${LOGO}<img src=x onerror=alert(1)>`, ok: false },
      { html: '', ok: false },
    ])('HTML $html: allowed $ok', ({ html, ok }) => {
      expect(rules.createHTML(html)).toBe(ok ? html : null);
    });
    it.each([
      { url: '/_next/static/chunks/abc.js', ok: true },
      { url: 'https://example.com/_next/static/chunks/abc.js', ok: true },
      { url: 'https://cdn.evil.example/_next/static/chunks/abc.js', ok: false },
      { url: '/api/web/v1/user/info', ok: false },
      { url: 'data:text/javascript,alert(1)', ok: false },
      { url: '/_next/static/../../evil.js', ok: false },
    ])('script URL $url: allowed $ok', ({ url, ok }) => {
      expect(rules.createScriptURL(url)).toBe(ok ? url : null);
    });
  });

  it("the fingerprint SDK's probe page is allowed verbatim, as the installed library writes it", () => {
    const source = readFileSync(createRequire(import.meta.url).resolve('@fingerprintjs/fingerprintjs/dist/fp.esm.js'), 'utf8');
    for (const markup of FINGERPRINT_LIBRARY_MARKUP) expect(source).toContain(markup);
  });
});
