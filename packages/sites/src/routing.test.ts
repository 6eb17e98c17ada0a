import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { resolveSiteHosts, siteOrigin } from './hosts';
import { LOCALES, isLocale, type Locale } from './locales';
import { isIndexable, localizedPath, resolveLangCookie, resolveLocaleRoute, resolveSeoLinks, type LocaleRoute } from './routing';
import { SITES } from './sites';
import { SITE_KEYS, type SiteKey } from './site-types';

const PREFIX = '§2.2 "The prefix is empty for a sub-site\'s default language (en for main, tr for Turkey) and is /{locale} otherwise."';
const GUARD = '§4.18 "A locale outside the sub-site\'s allowed set resets the lang cookie to the site default and redirects."';
const US_AUTH = '§2.1 "On the US site, /login and /signup stay on the US host without a locale prefix."';
const NOINDEX = '§2.2 "The main site does not index the locales nl and it."';
const SEO =
  '§2.2 "Canonical and alternate-language links are built per locale. x-default points to the site default language, and the main site adds an extra en-tr alternate."';

const hosts = resolveSiteHosts({});
const origin = (s: SiteKey) => siteOrigin(s, hosts, 'http:', '3000');

describe('resolveLocaleRoute', () => {
  const unprefixed = SITE_KEYS.flatMap((site) =>
    ['/', '/price', '/trade/BTC_USDT', '/xx', '/myaccount/security'].map((path) => ({
      spec: `${PREFIX} — unprefixed (or unknown first segment) serves the default`,
      site,
      path,
      out: { kind: 'serve', locale: SITES[site].defaultLang, path } as LocaleRoute,
    })),
  );
  const cases: { spec: string; site: SiteKey; path: string; out: LocaleRoute }[] = [
    ...unprefixed,
    { spec: `${PREFIX} — empty path is /`, site: 'main', path: '', out: { kind: 'serve', locale: 'en', path: '/' } },
    { spec: PREFIX, site: 'main', path: '/zh/price', out: { kind: 'serve', locale: 'zh', path: '/price' } },
    { spec: PREFIX, site: 'main', path: '/zh', out: { kind: 'serve', locale: 'zh', path: '/' } },
    { spec: PREFIX, site: 'main', path: '/zh/', out: { kind: 'serve', locale: 'zh', path: '/' } },
    { spec: PREFIX, site: 'main', path: '/tr/trade/BTC_USDT', out: { kind: 'serve', locale: 'tr', path: '/trade/BTC_USDT' } },
    { spec: PREFIX, site: 'tr', path: '/en/price', out: { kind: 'serve', locale: 'en', path: '/price' } },
    { spec: PREFIX, site: 'eu', path: '/it-eu/fee', out: { kind: 'serve', locale: 'it-eu', path: '/fee' } },
    { spec: PREFIX, site: 'jp', path: '/ja-jp', out: { kind: 'serve', locale: 'ja-jp', path: '/' } },
    { spec: PREFIX, site: 'ae', path: '/ar-dubai/price', out: { kind: 'serve', locale: 'ar-dubai', path: '/price' } },
    { spec: PREFIX, site: 'us', path: '/en-us/price', out: { kind: 'serve', locale: 'en-us', path: '/price' } },
    {
      spec: `${PREFIX} — default prefix redirects to the bare path`,
      site: 'main',
      path: '/en/x',
      out: { kind: 'redirect', location: '/x', reason: 'default-prefix' },
    },
    {
      spec: `${PREFIX} — default prefix redirects to the bare path`,
      site: 'main',
      path: '/en',
      out: { kind: 'redirect', location: '/', reason: 'default-prefix' },
    },
    {
      spec: `${PREFIX} — default prefix redirects to the bare path`,
      site: 'tr',
      path: '/tr',
      out: { kind: 'redirect', location: '/', reason: 'default-prefix' },
    },
    {
      spec: `${PREFIX} — default prefix redirects to the bare path`,
      site: 'tr',
      path: '/tr/price',
      out: { kind: 'redirect', location: '/price', reason: 'default-prefix' },
    },
    { spec: GUARD, site: 'us', path: '/zh', out: { kind: 'redirect', location: '/', reason: 'locale-guard', resetLang: 'en' } },
    { spec: GUARD, site: 'eu', path: '/tr/price', out: { kind: 'redirect', location: '/price', reason: 'locale-guard', resetLang: 'en' } },
    { spec: GUARD, site: 'main', path: '/en-eu', out: { kind: 'redirect', location: '/', reason: 'locale-guard', resetLang: 'en' } },
    { spec: GUARD, site: 'tr', path: '/zh/price', out: { kind: 'redirect', location: '/price', reason: 'locale-guard', resetLang: 'tr' } },
    { spec: GUARD, site: 'jp', path: '/ja', out: { kind: 'redirect', location: '/', reason: 'locale-guard', resetLang: 'en' } },
    { spec: US_AUTH, site: 'us', path: '/en-us/login', out: { kind: 'redirect', location: '/login', reason: 'unprefixed-path' } },
    { spec: US_AUTH, site: 'us', path: '/en-us/signup/', out: { kind: 'redirect', location: '/signup/', reason: 'unprefixed-path' } },
    { spec: US_AUTH, site: 'us', path: '/login', out: { kind: 'serve', locale: 'en', path: '/login' } },
    { spec: `${US_AUTH} — only US`, site: 'main', path: '/zh/login', out: { kind: 'serve', locale: 'zh', path: '/login' } },
  ];
  it.each(cases)('$spec: $site $path', ({ site, path, out }) => {
    expect(resolveLocaleRoute(site, path)).toEqual(out);
  });
});

describe('localizedPath', () => {
  const cases: { spec: string; site: SiteKey; locale: Locale; path: string; out: string }[] = [
    { spec: PREFIX, site: 'main', locale: 'en', path: '/', out: '/' },
    { spec: PREFIX, site: 'main', locale: 'en', path: '/price', out: '/price' },
    { spec: PREFIX, site: 'main', locale: 'zh', path: '/', out: '/zh' },
    { spec: PREFIX, site: 'main', locale: 'zh', path: '/login', out: '/zh/login' },
    { spec: `${PREFIX} — a missing leading slash is added`, site: 'main', locale: 'zh', path: 'login', out: '/zh/login' },
    { spec: `${PREFIX} — query kept`, site: 'main', locale: 'zh', path: '/price?tab=spot', out: '/zh/price?tab=spot' },
    { spec: `${PREFIX} — query kept on default`, site: 'main', locale: 'en', path: '/price?tab=spot', out: '/price?tab=spot' },
    { spec: PREFIX, site: 'tr', locale: 'tr', path: '/', out: '/' },
    { spec: PREFIX, site: 'tr', locale: 'en', path: '/', out: '/en' },
    { spec: PREFIX, site: 'ae', locale: 'ar-dubai', path: '/price', out: '/ar-dubai/price' },
    { spec: US_AUTH, site: 'us', locale: 'en-us', path: '/login', out: '/login' },
    { spec: US_AUTH, site: 'us', locale: 'en-us', path: '/signup', out: '/signup' },
    {
      spec: `${US_AUTH} — with query`,
      site: 'us',
      locale: 'en-us',
      path: '/login?redirect=%2Fmyaccount',
      out: '/login?redirect=%2Fmyaccount',
    },
    { spec: `${US_AUTH} — trailing slash`, site: 'us', locale: 'en-us', path: '/signup/', out: '/signup/' },
    { spec: `${US_AUTH} — other US paths are prefixed`, site: 'us', locale: 'en-us', path: '/price', out: '/en-us/price' },
    { spec: `${US_AUTH} — only exact /login`, site: 'us', locale: 'en-us', path: '/login-help', out: '/en-us/login-help' },
    { spec: `${US_AUTH} — only US`, site: 'main', locale: 'zh', path: '/signup', out: '/zh/signup' },
  ];
  it.each(cases)('$spec: $site $locale $path → $out', ({ site, locale, path, out }) => {
    expect(localizedPath(site, locale, path)).toBe(out);
  });
});

describe('isIndexable and resolveLangCookie', () => {
  const idx: { spec: string; site: SiteKey; locale: Locale; ok: boolean }[] = [
    { spec: NOINDEX, site: 'main', locale: 'nl', ok: false },
    { spec: NOINDEX, site: 'main', locale: 'it', ok: false },
    { spec: NOINDEX, site: 'main', locale: 'en', ok: true },
    { spec: NOINDEX, site: 'main', locale: 'zh', ok: true },
    { spec: `${NOINDEX} — main only; it-eu is a different locale`, site: 'eu', locale: 'it-eu', ok: true },
  ];
  it.each(idx)('$spec: isIndexable($site, $locale) === $ok', ({ site, locale, ok }) => {
    expect(isIndexable(site, locale)).toBe(ok);
  });

  const cookie: { spec: string; site: SiteKey; current: Locale; cookie: string | undefined; out: Locale | null }[] = [
    { spec: `${GUARD} — cookie already right: no write`, site: 'main', current: 'zh', cookie: 'zh', out: null },
    { spec: `${GUARD} — cookie already right: no write`, site: 'tr', current: 'tr', cookie: 'tr', out: null },
    { spec: `${GUARD} — missing cookie is written`, site: 'main', current: 'en', cookie: undefined, out: 'en' },
    { spec: `${GUARD} — different cookie is rewritten`, site: 'main', current: 'zh', cookie: 'en', out: 'zh' },
    { spec: `${GUARD} — unknown cookie value is rewritten`, site: 'main', current: 'en', cookie: 'xx', out: 'en' },
    { spec: `${GUARD} — disallowed cookie is reset`, site: 'us', current: 'en', cookie: 'zh', out: 'en' },
  ];
  it.each(cookie)('$spec: $site $current cookie=$cookie → $out', ({ site, current, cookie: c, out }) => {
    expect(resolveLangCookie(site, current, c)).toBe(out);
  });
});

describe('resolveSeoLinks', () => {
  const mainEn = resolveSeoLinks({ site: 'main', locale: 'en', path: '/', origin });
  const hrefOf = (links: typeof mainEn, hrefLang: string) => links.alternates.filter((a) => a.hrefLang === hrefLang).map((a) => a.href);

  it(`${SEO}: main/en / canonical`, () => {
    expect(mainEn.canonical).toBe('http://localhost:3000/');
    expect(mainEn.robots).toBe('index,follow');
  });

  const mainAlternates = [
    { spec: SEO, hrefLang: 'en', href: 'http://localhost:3000/' },
    { spec: SEO, hrefLang: 'zh-CN', href: 'http://localhost:3000/zh' },
    { spec: SEO, hrefLang: 'tr-TR', href: 'http://localhost:3000/tr' },
    { spec: SEO, hrefLang: 'x-default', href: 'http://localhost:3000/' },
    { spec: SEO, hrefLang: 'en-TR', href: 'http://tr.localhost:3000/en' },
  ];
  it.each(mainAlternates)('$spec: main/en / alternate $hrefLang → $href', ({ hrefLang, href }) => {
    expect(hrefOf(mainEn, hrefLang)).toEqual([href]);
  });

  it(`${SEO}; ${NOINDEX}: main alternates are exactly the indexable allowed locales + x-default + en-TR`, () => {
    const expected = SITES.main.locales.filter((l) => l !== 'nl' && l !== 'it').map((l) => LOCALES[l].tag);
    expect(mainEn.alternates.map((a) => a.hrefLang)).toEqual([...expected, 'x-default', 'en-TR']);
    expect(hrefOf(mainEn, 'nl-NL')).toEqual([]);
    expect(hrefOf(mainEn, 'it-IT')).toEqual([]);
  });

  it(`${SEO}: a deep path keeps the path in every link`, () => {
    const links = resolveSeoLinks({ site: 'main', locale: 'zh', path: '/price', origin });
    expect(links.canonical).toBe('http://localhost:3000/zh/price');
    expect(hrefOf(links, 'x-default')).toEqual(['http://localhost:3000/price']);
    expect(hrefOf(links, 'en-TR')).toEqual(['http://tr.localhost:3000/en/price']);
  });

  it(`${NOINDEX}: main/nl is served but noindex`, () => {
    const links = resolveSeoLinks({ site: 'main', locale: 'nl', path: '/', origin });
    expect(links.robots).toBe('noindex,follow');
    expect(links.canonical).toBe('http://localhost:3000/nl');
  });

  it(`${SEO}: Turkey x-default is its unprefixed URL and it has no en-TR`, () => {
    const links = resolveSeoLinks({ site: 'tr', locale: 'en', path: '/', origin });
    expect(links.canonical).toBe('http://tr.localhost:3000/en');
    expect(hrefOf(links, 'x-default')).toEqual(['http://tr.localhost:3000/']);
    expect(hrefOf(links, 'en-TR')).toEqual([]);
    expect(links.alternates.map((a) => a.hrefLang)).toEqual(['tr-TR', 'en', 'x-default']);
  });

  it.each(SITE_KEYS.map((site) => ({ site })))(`${SEO}: $site hreflang values are unique and valid`, ({ site }) => {
    const links = resolveSeoLinks({ site, locale: SITES[site].defaultLang, path: '/', origin });
    const langs = links.alternates.map((a) => a.hrefLang);
    expect(new Set(langs).size).toBe(langs.length);
    for (const l of langs) if (l !== 'x-default') expect(Intl.getCanonicalLocales(l)).toEqual([l]);
  });
});

describe('round trip localizedPath → resolveLocaleRoute (property)', () => {
  // Segments that can never be a locale prefix: a locale as the page's own first segment is not a page.
  const segment = fc.stringMatching(/^[a-z0-9_-]{1,8}$/).filter((s) => !isLocale(s));
  const path = fc.oneof(
    fc.constant('/'),
    fc.constantFrom('/login', '/signup', '/login/'),
    fc.array(segment, { minLength: 1, maxLength: 4 }).map((segs) => `/${segs.join('/')}`),
  );
  const siteAndLocale = fc.constantFrom(...SITE_KEYS).chain((site) => fc.tuple(fc.constant(site), fc.constantFrom(...SITES[site].locales)));

  it(`${PREFIX}; ${US_AUTH}: serves the locale and path it was built from`, () => {
    fc.assert(
      fc.property(siteAndLocale, path, ([site, locale], p) => {
        const route = resolveLocaleRoute(site, localizedPath(site, locale, p));
        const unprefixed = (SITES[site].unprefixedPaths as readonly string[]).includes(p.replace(/(.)\/$/, '$1'));
        expect(route).toEqual({ kind: 'serve', locale: unprefixed ? SITES[site].defaultLang : locale, path: p });
      }),
      { numRuns: 500 },
    );
  });
});
