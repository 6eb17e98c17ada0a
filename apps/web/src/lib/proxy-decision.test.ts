import { describe, it, expect } from 'vitest';
import { resolveSiteHosts } from '@ex/sites';
import { decideProxy, type ProxyDecision, type ProxyRequest } from './proxy-decision';

const API =
  '§7 path shapes: /api/, /apiw/, /apiweb/, /json_svr/ and /dfdid/ are forwarded to the API process (decision: API_PATH_PREFIXES)';
const PREFIX = '§2.2 "The prefix is empty for a sub-site\'s default language (en for main, tr for Turkey) and is /{locale} otherwise."';
const GUARD = '§4.18 "A locale outside the sub-site\'s allowed set resets the lang cookie to the site default and redirects."';
const RESTRICTED = '§5 "Restricted pages: pages can be restricted to logged-in users, else redirect to /login."';
const US_AUTH = '§2.1 "On the US site, /login and /signup stay on the US host without a locale prefix."';
const REGIONAL = '§2.2 "Regional hosts map to the main host plus a locale prefix: eu to en-eu, …, dubai to en-dubai."';

const local = resolveSiteHosts({});
const prod = resolveSiteHosts({ baseDomain: 'example.com', overrides: 'eu=eu-exchange.example.org,ae=uae.example.org' });

function req(partial: Partial<ProxyRequest> & { pathname: string }): ProxyRequest {
  return { host: 'localhost:3000', search: '', langCookie: undefined, hasSession: false, protocol: 'http:', ...partial };
}

interface Case {
  spec: string;
  name: string;
  request: ProxyRequest;
  hosts?: typeof local;
  out: ProxyDecision;
}

const cases: Case[] = [
  { spec: API, name: '/api/', request: req({ pathname: '/api/v4/spot/tickers' }), out: { kind: 'api' } },
  { spec: API, name: '/apiw/', request: req({ pathname: '/apiw/v2/account/total_funds' }), out: { kind: 'api' } },
  { spec: API, name: '/apiweb/', request: req({ pathname: '/apiweb/v1/settings' }), out: { kind: 'api' } },
  { spec: API, name: '/json_svr/', request: req({ pathname: '/json_svr/query' }), out: { kind: 'api' } },
  { spec: API, name: '/dfdid/', request: req({ pathname: '/dfdid/udid/c1' }), out: { kind: 'api' } },
  {
    spec: `${API} — on a sub-site host too`,
    name: 'us /apiw/',
    request: req({ host: 'us.localhost:3000', pathname: '/apiw/x' }),
    out: { kind: 'api' },
  },
  {
    spec: `${API} — before the locale guard`,
    name: 'us /api (no slash) is a page',
    request: req({ host: 'us.localhost', pathname: '/api' }),
    out: { kind: 'rewrite', internalPath: '/us/en/api', site: 'us', locale: 'en', path: '/api', setLang: 'en' },
  },

  {
    spec: PREFIX,
    name: 'tr / without cookie',
    request: req({ host: 'tr.localhost:3000', pathname: '/' }),
    out: { kind: 'rewrite', internalPath: '/tr/tr', site: 'tr', locale: 'tr', path: '/', setLang: 'tr' },
  },
  {
    spec: PREFIX,
    name: 'tr / with cookie tr',
    request: req({ host: 'tr.localhost:3000', pathname: '/', langCookie: 'tr' }),
    out: { kind: 'rewrite', internalPath: '/tr/tr', site: 'tr', locale: 'tr', path: '/', setLang: null },
  },
  {
    spec: PREFIX,
    name: 'tr /en/price with cookie tr',
    request: req({ host: 'tr.localhost:3000', pathname: '/en/price', langCookie: 'tr' }),
    out: { kind: 'rewrite', internalPath: '/tr/en/price', site: 'tr', locale: 'en', path: '/price', setLang: 'en' },
  },
  {
    spec: PREFIX,
    name: 'main /zh/login',
    request: req({ pathname: '/zh/login', langCookie: 'zh' }),
    out: { kind: 'rewrite', internalPath: '/main/zh/login', site: 'main', locale: 'zh', path: '/login', setLang: null },
  },
  {
    spec: PREFIX,
    name: 'main / (no Host)',
    request: req({ host: null, pathname: '/' }),
    out: { kind: 'rewrite', internalPath: '/main/en', site: 'main', locale: 'en', path: '/', setLang: 'en' },
  },
  {
    spec: PREFIX,
    name: 'dubai /ar-dubai/price',
    request: req({ host: 'dubai.localhost:3000', pathname: '/ar-dubai/price' }),
    out: { kind: 'rewrite', internalPath: '/ae/ar-dubai/price', site: 'ae', locale: 'ar-dubai', path: '/price', setLang: 'ar-dubai' },
  },

  {
    spec: GUARD,
    name: 'us /zh',
    request: req({ host: 'us.localhost:3000', pathname: '/zh', langCookie: 'zh' }),
    out: { kind: 'redirect', status: 307, location: '/', setLang: 'en' },
  },
  {
    spec: GUARD,
    name: 'eu /tr/price?a=1',
    request: req({ host: 'eu.localhost:3000', pathname: '/tr/price', search: '?a=1' }),
    out: { kind: 'redirect', status: 307, location: '/price?a=1', setLang: 'en' },
  },
  {
    spec: GUARD,
    name: 'tr /zh',
    request: req({ host: 'tr.localhost:3000', pathname: '/zh' }),
    out: { kind: 'redirect', status: 307, location: '/', setLang: 'tr' },
  },
  {
    spec: `${PREFIX} — default prefix is a permanent redirect, query kept`,
    name: 'main /en/price?tab=spot',
    request: req({ pathname: '/en/price', search: '?tab=spot' }),
    out: { kind: 'redirect', status: 308, location: '/price?tab=spot' },
  },
  {
    spec: `${PREFIX} — default prefix is a permanent redirect`,
    name: 'tr /tr',
    request: req({ host: 'tr.localhost:3000', pathname: '/tr' }),
    out: { kind: 'redirect', status: 308, location: '/' },
  },
  {
    spec: US_AUTH,
    name: 'us /en-us/login',
    request: req({ host: 'us.localhost:3000', pathname: '/en-us/login', search: '?redirect=%2Fmyaccount' }),
    out: { kind: 'redirect', status: 308, location: '/login?redirect=%2Fmyaccount' },
  },
  {
    spec: US_AUTH,
    name: 'us /login',
    request: req({ host: 'us.localhost:3000', pathname: '/login', langCookie: 'en-us' }),
    out: { kind: 'rewrite', internalPath: '/us/en/login', site: 'us', locale: 'en', path: '/login', setLang: 'en' },
  },

  {
    spec: RESTRICTED,
    name: 'main /myaccount, no session',
    request: req({ pathname: '/myaccount' }),
    out: { kind: 'redirect', status: 307, location: '/login?redirect=%2Fmyaccount' },
  },
  {
    spec: RESTRICTED,
    name: 'main /myaccount, session',
    request: req({ pathname: '/myaccount', hasSession: true, langCookie: 'en' }),
    out: { kind: 'rewrite', internalPath: '/main/en/myaccount', site: 'main', locale: 'en', path: '/myaccount', setLang: null },
  },
  {
    spec: RESTRICTED,
    name: 'main /zh/myaccount/security?x=1, no session',
    request: req({ pathname: '/zh/myaccount/security', search: '?x=1' }),
    out: { kind: 'redirect', status: 307, location: '/zh/login?redirect=%2Fzh%2Fmyaccount%2Fsecurity%3Fx%3D1' },
  },
  {
    spec: `${RESTRICTED}; ${US_AUTH}`,
    name: 'us /en-us/myaccount, no session',
    request: req({ host: 'us.localhost', pathname: '/en-us/myaccount' }),
    out: { kind: 'redirect', status: 307, location: '/login?redirect=%2Fen-us%2Fmyaccount' },
  },
  {
    spec: `${RESTRICTED} — public page, no session`,
    name: 'main /price',
    request: req({ pathname: '/price' }),
    out: { kind: 'rewrite', internalPath: '/main/en/price', site: 'main', locale: 'en', path: '/price', setLang: 'en' },
  },
  {
    spec: `${RESTRICTED}; ${GUARD} — the guard runs first`,
    name: 'us /zh/myaccount',
    request: req({ host: 'us.localhost', pathname: '/zh/myaccount' }),
    out: { kind: 'redirect', status: 307, location: '/myaccount', setLang: 'en' },
  },

  {
    spec: REGIONAL,
    name: 'eu alias /price?a=1 with port',
    hosts: prod,
    request: req({ host: 'eu.example.com:8443', pathname: '/price', search: '?a=1', protocol: 'https:' }),
    out: { kind: 'redirect', status: 308, location: 'https://example.com:8443/en-eu/price?a=1' },
  },
  {
    spec: REGIONAL,
    name: 'dubai alias /',
    hosts: prod,
    request: req({ host: 'dubai.example.com', pathname: '/', protocol: 'https:' }),
    out: { kind: 'redirect', status: 308, location: 'https://example.com/en-dubai' },
  },
  {
    spec: `${REGIONAL} — no doubled prefix`,
    name: 'eu alias /en-eu/price',
    hosts: prod,
    request: req({ host: 'eu.example.com', pathname: '/en-eu/price', protocol: 'https:' }),
    out: { kind: 'redirect', status: 308, location: 'https://example.com/en-eu/price' },
  },
  {
    spec: `${REGIONAL} — the host's locale replaces a path prefix (decision)`,
    name: 'eu alias /zh/price',
    hosts: prod,
    request: req({ host: 'eu.example.com', pathname: '/zh/price', protocol: 'https:' }),
    out: { kind: 'redirect', status: 308, location: 'https://example.com/en-eu/price' },
  },
  {
    spec: `${REGIONAL} — the moved site is served on its own host`,
    name: 'eu-exchange /it-eu',
    hosts: prod,
    request: req({ host: 'eu-exchange.example.org', pathname: '/it-eu', langCookie: 'it-eu', protocol: 'https:' }),
    out: { kind: 'rewrite', internalPath: '/eu/it-eu', site: 'eu', locale: 'it-eu', path: '/', setLang: null },
  },
  {
    spec: `${REGIONAL} — API calls on an alias host are not redirected`,
    name: 'eu alias /apiw/',
    hosts: prod,
    request: req({ host: 'eu.example.com', pathname: '/apiw/v1/x' }),
    out: { kind: 'api' },
  },
];

describe('decideProxy', () => {
  it.each(cases)('$spec: $name', ({ request, hosts, out }) => {
    expect(decideProxy(request, hosts ?? local)).toEqual(out);
  });
});
