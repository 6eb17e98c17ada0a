import { describe, expect, it } from 'vitest';
import { JP_LEGAL_PAGES } from './legal-pages';
import { resolveFooterDeclaration, resolveFooterGroups, resolveFooterPromos, showsFloatingFooterMenu } from './footer';
import { resolveHeaderNav, resolveNavItems } from './nav';
import { SITE_KEYS, type SiteKey } from './site-types';

const FOOTERS = '§2.3 "Footers: per sub-site, with the links listed in 2.1 plus about and agreement documents from site configuration"';
const JP = '§2.1 "several Japan legal pages: terms of service, … conflict of interest policy"';
const TR = '§2.3 "the Turkey footer carries a declaration in English or Turkish, and the fee tax is stated as 20%"';
const PROMO = '§2.3 "sign-up promo and app-download promo cards"; §3 "hiddenAppDownload, … hiddenFooterSignup"';
const FLOAT = '§2.3 "Japan, Hong Kong, EU and mobile users do not get the floating footer menu"';
const MENU = '§1 "Each sub-site switches features on or off through permitted menu codes"; §3 compliance check "menu"';

const group = (site: SiteKey, key: string) =>
  resolveFooterGroups(site)
    .find((g) => g.key === key)
    ?.links.map((l) => l.path) ?? [];

describe('resolveFooterGroups', () => {
  const products: { site: SiteKey; paths: string[] }[] = [
    { site: 'main', paths: ['/trade/BTC_USDT', '/futures/USDT/BTC_USDT', '/price'] },
    { site: 'tr', paths: ['/trade/BTC_USDT', '/price'] },
    { site: 'eu', paths: ['/trade/BTC_USDT', '/price'] },
    { site: 'hk', paths: ['/trade/BTC_USDT', '/price'] },
    { site: 'us', paths: ['/trade/BTC_USDT', '/price'] },
    { site: 'uk', paths: ['/trade/BTC_USDT', '/price'] },
    { site: 'au', paths: ['/trade/BTC_USDT', '/price'] },
    { site: 'jp', paths: ['/trade/BTC_USDT', '/price'] },
    { site: 'ae', paths: ['/trade/BTC_USDT', '/price'] },
    { site: 'bs', paths: ['/trade/BTC_USDT', '/futures/USDT/BTC_USDT', '/price'] },
    { site: 'sg', paths: ['/trade/BTC_USDT', '/price'] },
    { site: 'testnet', paths: ['/trade/BTC_USDT', '/futures/USDT/BTC_USDT', '/price'] },
  ];
  it.each(products)(`${FOOTERS}; ${MENU} — the products column of $site`, ({ site, paths }) => {
    expect(group(site, 'products')).toEqual(paths);
  });
  it(`${FOOTERS}: the table covers every site`, () => {
    expect(products.map((p) => p.site).sort()).toEqual([...SITE_KEYS].sort());
  });

  it.each(SITE_KEYS)(`${FOOTERS}: $0 links its agreement and about documents from the site table`, (site) => {
    expect(group(site, 'legal').slice(0, 4)).toEqual([
      '/legal/user-agreement',
      '/legal/privacy-policy',
      '/legal/risk-disclosure',
      '/legal/licenses',
    ]);
    expect(group(site, 'about')).toEqual(['/about-us', '/brand-partnerships', '/media-kit']);
    expect(group(site, 'support')).toEqual(['/help', '/fee', '/myaccount/tickets', '/page/contacts']);
  });

  it(`${JP}: the Japan footer lists the eleven documents, no other site does`, () => {
    expect(JP_LEGAL_PAGES).toHaveLength(11);
    expect(group('jp', 'legal').slice(4)).toEqual(JP_LEGAL_PAGES.map((p) => p.path));
    for (const site of SITE_KEYS.filter((s) => s !== 'jp')) expect(group(site, 'legal')).toHaveLength(4);
  });

  it(`${FOOTERS}: no link leaves the site, and no path repeats within a footer`, () => {
    for (const site of SITE_KEYS) {
      const paths = resolveFooterGroups(site).flatMap((g) => g.links.map((l) => l.path));
      expect(new Set(paths).size).toBe(paths.length);
      for (const path of paths) expect(path).toMatch(/^\/[a-z]/);
    }
  });
});

describe('footer variants', () => {
  const cases: { site: SiteKey; signup: boolean; app: boolean; floating: boolean; tax: number | null }[] = [
    { site: 'main', signup: true, app: true, floating: true, tax: null },
    { site: 'tr', signup: true, app: true, floating: true, tax: 20 },
    { site: 'eu', signup: true, app: true, floating: false, tax: null },
    { site: 'hk', signup: true, app: false, floating: false, tax: null },
    { site: 'us', signup: true, app: false, floating: true, tax: null },
    { site: 'uk', signup: false, app: true, floating: true, tax: null },
    { site: 'au', signup: true, app: true, floating: true, tax: null },
    { site: 'jp', signup: true, app: false, floating: false, tax: null },
    { site: 'ae', signup: true, app: true, floating: true, tax: null },
    { site: 'bs', signup: true, app: true, floating: true, tax: null },
    { site: 'sg', signup: true, app: true, floating: true, tax: null },
    { site: 'testnet', signup: false, app: false, floating: true, tax: null },
  ];
  it.each(cases)(`${PROMO}; ${FLOAT}; ${TR}: $site`, ({ site, signup, app, floating, tax }) => {
    expect(resolveFooterPromos(site)).toEqual({ signup, appDownload: app });
    expect(showsFloatingFooterMenu(site, { mobile: false })).toBe(floating);
    expect(resolveFooterDeclaration(site)).toEqual(tax === null ? null : { feeTaxPercent: tax });
  });
  it(`${FLOAT}: mobile users never get it`, () => {
    for (const site of SITE_KEYS) expect(showsFloatingFooterMenu(site, { mobile: true })).toBe(false);
  });
  it('§9 "Turkey fee tax 20%"', () => {
    expect(resolveFooterDeclaration('tr')?.feeTaxPercent).toBe(20);
  });
  it(`${FOOTERS}: the table covers every site`, () => {
    expect(cases.map((c) => c.site).sort()).toEqual([...SITE_KEYS].sort());
  });
});

describe('resolveHeaderNav', () => {
  const keys = (site: SiteKey, menu: Parameters<typeof resolveHeaderNav>[1]) => resolveHeaderNav(site, menu).map((i) => i.key);
  it(`${MENU}: an unknown check leaves the site's own items`, () => {
    for (const site of SITE_KEYS) expect(resolveHeaderNav(site, null)).toEqual(resolveNavItems(site));
  });
  it(`${MENU}: the check narrows them (a UK visitor on main keeps spot only)`, () => {
    expect(keys('main', ['spot', 'convert'])).toEqual(['markets', 'trade']);
    expect(keys('main', [])).toEqual([]);
  });
  it('§8 "EU restricted features: Modal \\"Stay tuned! This feature is upcoming\\"": upcoming items stay', () => {
    expect(keys('eu', ['spot'])).toEqual(['markets', 'trade', 'futures', 'copyTrading']);
  });
});
