import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolveSiteHosts } from './hosts';
import { resolveSafeNavigationUrl } from './safe-url';

const RULE =
  'issue 3 "Every server-supplied URL used for navigation … passes one allowlist function: same-site relative paths, or the configured sub-site hosts. Anything else falls back to a safe default."';
const CORPUS = 'test-corpora/README.md "240 open-redirect payloads … None should pass a same-site redirect allowlist."';
const FALLBACK = '/__fallback__';

// The corpus names its allowed host "www.whitelisteddomain.tld": make that our main host, so the
// "allowed-host@evil" and look-alike payloads are tested against a real allowlist entry.
const hosts = resolveSiteHosts({ baseDomain: 'whitelisteddomain.tld' });
const localHosts = resolveSiteHosts({});

const corpusUrl = new URL('../../../test-corpora/open-redirect-payloads.txt', import.meta.url);
const payloads = readFileSync(corpusUrl, 'utf8')
  .split(/\r?\n/)
  .filter((line) => line !== '');

describe('resolveSafeNavigationUrl against the open-redirect corpus', () => {
  it(`${CORPUS} — read in full`, () => expect(payloads).toHaveLength(240));
  it.each(payloads.map((payload, i) => ({ line: i + 1, payload })))(`${CORPUS} — line $line: $payload`, ({ payload }) => {
    expect(resolveSafeNavigationUrl(payload, hosts, FALLBACK)).toBe(FALLBACK);
  });
});

describe('resolveSafeNavigationUrl', () => {
  const cases: { input: unknown; expected: string; why: string }[] = [
    {
      input: '/myaccount/kyc3_v1',
      expected: '/myaccount/kyc3_v1',
      why: '§4.9 "default the KYC page /myaccount/kyc3_v1" — a same-site path passes',
    },
    {
      input: '/state_compliance_tips?from=futures',
      expected: '/state_compliance_tips?from=futures',
      why: 'a same-site path with a query passes',
    },
    {
      input: 'https://uk.localhost/en-uk',
      expected: 'https://uk.localhost/en-uk',
      why: '§8 region mismatch "Switch Site" — a configured sub-site host passes',
    },
    { input: 'http://localhost:3000/', expected: 'http://localhost:3000/', why: 'the main host with a port passes' },
    { input: 'https://www.localhost/help', expected: 'https://www.localhost/help', why: 'www. of the main host passes' },
    { input: 'HTTPS://TR.LOCALHOST/', expected: 'HTTPS://TR.LOCALHOST/', why: 'hosts compare case-insensitively' },
    { input: 'https://evil.example/', expected: FALLBACK, why: 'a foreign host falls back' },
    { input: 'https://uk.localhost.evil.example/', expected: FALLBACK, why: 'a suffix look-alike falls back' },
    { input: 'https://uk.localhost@evil.example/', expected: FALLBACK, why: 'user info falls back' },
    { input: 'https://evil.example\\@uk.localhost/', expected: FALLBACK, why: 'a backslash falls back' },
    { input: 'javascript:alert(1)', expected: FALLBACK, why: 'a script URL falls back' },
    { input: 'data:text/html,<script>alert(1)</script>', expected: FALLBACK, why: 'a data URL falls back' },
    { input: 'ftp://uk.localhost/', expected: FALLBACK, why: 'only http and https' },
    { input: '//uk.localhost/', expected: FALLBACK, why: 'protocol-relative URLs fall back' },
    { input: 'https://uk%2elocalhost/', expected: FALLBACK, why: 'an encoded authority falls back' },
    { input: 'kyc3_v1', expected: FALLBACK, why: 'a bare relative path falls back' },
    { input: '', expected: FALLBACK, why: 'empty falls back' },
    { input: null, expected: FALLBACK, why: 'a missing value falls back' },
    { input: 42, expected: FALLBACK, why: 'a non-string falls back' },
  ];
  it.each(cases)(`${RULE} — $why`, ({ input, expected }) => {
    expect(resolveSafeNavigationUrl(input, localHosts, FALLBACK)).toBe(expected);
  });

  it('falls back to "/" by default', () => {
    expect(resolveSafeNavigationUrl('https://evil.example/', localHosts)).toBe('/');
  });
});
