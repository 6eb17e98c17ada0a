import { describe, expect, it } from 'vitest';
import { resolveSiteHosts } from '@ex/sites';
import { resolveGateTarget } from './gate-target';

const URL_RULE = '§4.9 "the confirm button requests a type-3 check, then goes to the given url (default the KYC page /myaccount/kyc3_v1)"';
const ALLOW =
  'issue 3 "Every server-supplied URL used for navigation … passes one allowlist function … Anything else falls back to a safe default."';

const hosts = resolveSiteHosts({ baseDomain: 'example.test' });
const KYC = '/myaccount/kyc3_v1';

describe('resolveGateTarget', () => {
  const cases = [
    { spec: `${URL_RULE} — the server's path, default locale`, site: 'main', locale: 'en', raw: KYC, fallback: KYC, out: KYC },
    {
      spec: `${URL_RULE} — the server's path gets the page's locale`,
      site: 'main',
      locale: 'zh',
      raw: KYC,
      fallback: KYC,
      out: `/zh${KYC}`,
    },
    { spec: `${URL_RULE} — no url: the KYC page, localized`, site: 'main', locale: 'zh', raw: '', fallback: KYC, out: `/zh${KYC}` },
    { spec: `${URL_RULE} — Turkey site, its default locale has no prefix`, site: 'tr', locale: 'tr', raw: '', fallback: KYC, out: KYC },
    {
      spec: `${URL_RULE} — an already prefixed path is kept`,
      site: 'main',
      locale: 'zh',
      raw: `/zh${KYC}?from=gate`,
      fallback: KYC,
      out: `/zh${KYC}?from=gate`,
    },
    {
      spec: `${URL_RULE} — a query is kept`,
      site: 'main',
      locale: 'zh',
      raw: `${KYC}?from=gate`,
      fallback: KYC,
      out: `/zh${KYC}?from=gate`,
    },
    {
      spec: `${ALLOW} — an absolute URL on our host is used as given`,
      site: 'main',
      locale: 'zh',
      raw: `https://uk.example.test${KYC}`,
      fallback: KYC,
      out: `https://uk.example.test${KYC}`,
    },
    { spec: `${ALLOW} — a foreign host falls back`, site: 'main', locale: 'en', raw: 'https://evil.example/kyc', fallback: KYC, out: KYC },
    { spec: `${ALLOW} — protocol-relative falls back`, site: 'main', locale: 'zh', raw: '//evil.example', fallback: KYC, out: `/zh${KYC}` },
    { spec: `${ALLOW} — javascript: falls back`, site: 'main', locale: 'en', raw: 'javascript:alert(1)', fallback: KYC, out: KYC },
    { spec: `${ALLOW} — backslash trick falls back`, site: 'main', locale: 'en', raw: '/\\evil.example', fallback: KYC, out: KYC },
    {
      spec: `${ALLOW} — an unsafe url with no fallback gives '' (no button)`,
      site: 'main',
      locale: 'en',
      raw: 'https://evil.example/',
      fallback: '',
      out: '',
    },
  ] as const;
  it.each(cases)('$spec', ({ site, locale, raw, fallback, out }) => {
    expect(resolveGateTarget({ site, locale, hosts, raw, fallback })).toBe(out);
  });
});
