import { describe, it, expect } from 'vitest';
import type { Locale } from './locales';
import { RETURN_PARAM, isRestrictedPath, loginRedirectFor } from './pages';
import type { SiteKey } from './site-types';

const RESTRICTED = '§5 "Restricted pages: pages can be restricted to logged-in users, else redirect to /login."';
const US_AUTH = '§2.1 "On the US site, /login and /signup stay on the US host without a locale prefix."';
const PREFIX = '§2.2 "The prefix is empty for a sub-site\'s default language … and is /{locale} otherwise."';

describe('isRestrictedPath', () => {
  const cases = [
    { spec: RESTRICTED, path: '/myaccount', out: true },
    { spec: RESTRICTED, path: '/myaccount/', out: true },
    { spec: RESTRICTED, path: '/myaccount/security', out: true },
    { spec: RESTRICTED, path: '/myaccount/profile/passkey-manager', out: true },
    { spec: `${RESTRICTED} — a prefix of a longer word is not the page`, path: '/myaccountant', out: false },
    { spec: `${RESTRICTED} — public pages`, path: '/', out: false },
    { spec: `${RESTRICTED} — public pages`, path: '/login', out: false },
    { spec: `${RESTRICTED} — public pages`, path: '/price', out: false },
    { spec: `${RESTRICTED} — public pages`, path: '/trade/BTC_USDT', out: false },
    { spec: `${RESTRICTED} — matched on the path without its locale prefix`, path: '/zh/myaccount', out: false },
    { spec: `${RESTRICTED} — case-sensitive paths`, path: '/MyAccount', out: false },
  ];
  it.each(cases)('$spec: $path → $out', ({ path, out }) => {
    expect(isRestrictedPath(path)).toBe(out);
  });
});

describe('loginRedirectFor', () => {
  it(`${RESTRICTED}: the return parameter is "redirect" (decision)`, () => {
    expect(RETURN_PARAM).toBe('redirect');
  });

  const cases: { spec: string; site: SiteKey; locale: Locale; returnTo: string; out: string }[] = [
    { spec: RESTRICTED, site: 'main', locale: 'en', returnTo: '/myaccount', out: '/login?redirect=%2Fmyaccount' },
    {
      spec: `${RESTRICTED}; ${PREFIX}`,
      site: 'main',
      locale: 'zh',
      returnTo: '/zh/myaccount?x=1',
      out: '/zh/login?redirect=%2Fzh%2Fmyaccount%3Fx%3D1',
    },
    {
      spec: `${RESTRICTED}; ${PREFIX}`,
      site: 'tr',
      locale: 'tr',
      returnTo: '/myaccount/security',
      out: '/login?redirect=%2Fmyaccount%2Fsecurity',
    },
    { spec: `${RESTRICTED}; ${PREFIX}`, site: 'tr', locale: 'en', returnTo: '/en/myaccount', out: '/en/login?redirect=%2Fen%2Fmyaccount' },
    {
      spec: `${RESTRICTED}; ${US_AUTH}`,
      site: 'us',
      locale: 'en-us',
      returnTo: '/en-us/myaccount',
      out: '/login?redirect=%2Fen-us%2Fmyaccount',
    },
    { spec: `${RESTRICTED}; ${US_AUTH}`, site: 'us', locale: 'en', returnTo: '/myaccount', out: '/login?redirect=%2Fmyaccount' },
    {
      spec: `${RESTRICTED} — the return path is fully encoded`,
      site: 'main',
      locale: 'en',
      returnTo: '/myaccount?a=1&b=2#top',
      out: '/login?redirect=%2Fmyaccount%3Fa%3D1%26b%3D2%23top',
    },
  ];
  it.each(cases)('$spec: $site $locale $returnTo → $out', ({ site, locale, returnTo, out }) => {
    const location = loginRedirectFor(site, locale, returnTo);
    expect(location).toBe(out);
    expect(new URL(location, 'http://localhost').searchParams.get(RETURN_PARAM)).toBe(returnTo);
  });
});
