import { describe, it, expect } from 'vitest';
import { NAV_ITEMS, resolveHelpfulLinks, resolveNavItems, type NavItem } from './nav';
import { SITES, isMenuPermitted, isMenuUpcoming } from './sites';
import { SITE_KEYS, type SiteKey } from './site-types';

const MENU = '§1 "Each sub-site switches features on or off through permitted menu codes"';
const US = '§2.3 "The US site shows only on-chain deposit and Buy Crypto." and §2.1 "/buy-sell-crypto (US site)"';
const HIDDEN = '§3 "Sub-site config: hiddenReferral, …"';
const HELPFUL = '§2.3 "404 page: … \\"helpful links\\" in columns, differing per sub-site"';

type Key = NavItem['key'];

describe('resolveNavItems per site', () => {
  const cases: { spec: string; site: SiteKey; keys: Key[] }[] = [
    {
      spec: `${MENU} — main has every product`,
      site: 'main',
      keys: ['markets', 'trade', 'futures', 'buyCrypto', 'earn', 'copyTrading', 'referral'],
    },
    { spec: `${US}; ${HIDDEN} — no futures, no referral`, site: 'us', keys: ['markets', 'trade', 'buyCrypto'] },
    {
      spec: `${MENU}; ${HIDDEN} — EU hides referral and lists futures and copy trading as upcoming (§8 "EU restricted features")`,
      site: 'eu',
      keys: ['markets', 'trade', 'futures', 'buyCrypto', 'earn', 'copyTrading'],
    },
    { spec: `${MENU} — Turkey keeps referral (hiddenReferral off)`, site: 'tr', keys: ['markets', 'trade', 'earn', 'referral'] },
    { spec: MENU, site: 'hk', keys: ['markets', 'trade'] },
    { spec: MENU, site: 'uk', keys: ['markets', 'trade', 'buyCrypto'] },
    { spec: MENU, site: 'au', keys: ['markets', 'trade', 'buyCrypto'] },
    { spec: MENU, site: 'jp', keys: ['markets', 'trade'] },
    { spec: MENU, site: 'ae', keys: ['markets', 'trade', 'buyCrypto', 'earn'] },
    { spec: MENU, site: 'bs', keys: ['markets', 'trade', 'futures', 'earn', 'copyTrading', 'referral'] },
    { spec: MENU, site: 'sg', keys: ['markets', 'trade'] },
    { spec: `${MENU}; ${HIDDEN}`, site: 'testnet', keys: ['markets', 'trade', 'futures'] },
  ];
  it.each(cases)('$spec: $site → $keys', ({ site, keys }) => {
    expect(resolveNavItems(site).map((i) => i.key)).toEqual(keys);
  });

  it('§8 "EU restricted features: Modal "Stay tuned! This feature is upcoming"" — upcoming items are marked, permitted ones are not', () => {
    expect(
      resolveNavItems('eu')
        .filter((i) => i.upcoming)
        .map((i) => [i.key, i.menu]),
    ).toEqual([
      ['futures', 'futures'],
      ['copyTrading', 'copy_trading'],
    ]);
    expect(resolveNavItems('main').some((i) => i.upcoming)).toBe(false);
    expect(resolveHelpfulLinks('eu').products.map((l) => l.key)).not.toContain('futures');
  });

  it(`${MENU}: the table covers every site`, () => {
    expect(cases.map((c) => c.site).sort()).toEqual([...SITE_KEYS].sort());
  });

  const paths: { spec: string; site: SiteKey; key: Key; path: string | undefined }[] = [
    { spec: US, site: 'us', key: 'buyCrypto', path: '/buy-sell-crypto' },
    { spec: '§2.1 "Buying crypto: /crypto/buy"', site: 'main', key: 'buyCrypto', path: '/crypto/buy' },
    { spec: '§2.1 "Buying crypto: /crypto/buy"', site: 'eu', key: 'buyCrypto', path: '/crypto/buy' },
    { spec: '§2.1 "/futures/USDT/{contract}_{unit}"', site: 'main', key: 'futures', path: '/futures/USDT/BTC_USDT' },
    { spec: '§2.1 "/trade/{pair}"', site: 'us', key: 'trade', path: '/trade/BTC_USDT' },
    { spec: '§2.1 "/referral"', site: 'main', key: 'referral', path: '/referral' },
    { spec: `${US} — no futures entry`, site: 'us', key: 'futures', path: undefined },
    { spec: `${HIDDEN} — no referral entry`, site: 'us', key: 'referral', path: undefined },
  ];
  it.each(paths)('$spec: $site $key → $path', ({ site, key, path }) => {
    expect(resolveNavItems(site).find((i) => i.key === key)?.path).toBe(path);
  });

  it.each(SITE_KEYS.map((site) => ({ site })))(
    `${MENU}; ${HIDDEN}: $site shows no item whose code is off or whose flag is set`,
    ({ site }) => {
      const shown = new Set(resolveNavItems(site).map((i) => i.key));
      for (const item of NAV_ITEMS) {
        const upcoming = isMenuUpcoming(site, item.menu);
        if (!isMenuPermitted(site, item.menu) && !upcoming) expect(shown.has(item.key), item.key).toBe(false);
        if (item.hiddenBy && SITES[site][item.hiddenBy]) expect(shown.has(item.key), item.key).toBe(false);
      }
    },
  );

  it(`${HIDDEN}: the referral item is tied to hiddenReferral`, () => {
    expect(NAV_ITEMS.find((i) => i.key === 'referral')?.hiddenBy).toBe('hiddenReferral');
  });
});

describe('resolveHelpfulLinks', () => {
  it.each(SITE_KEYS.map((site) => ({ site })))(`${HELPFUL}: $site has three columns of same-site paths`, ({ site }) => {
    const cols = resolveHelpfulLinks(site);
    expect(cols.products).toEqual(
      resolveNavItems(site)
        .filter((i) => !i.upcoming)
        .map(({ key, path }) => ({ key, path })),
    );
    for (const col of [cols.products, cols.account, cols.support]) {
      expect(col.length).toBeGreaterThan(0);
      for (const l of col) expect(l.path.startsWith('/'), l.key).toBe(true);
      expect(new Set(col.map((l) => l.key)).size).toBe(col.length);
    }
  });

  const cases: { spec: string; site: SiteKey; column: 'products' | 'account' | 'support'; key: string; path: string | undefined }[] = [
    { spec: `${HELPFUL}; ${US}`, site: 'us', column: 'products', key: 'buyCrypto', path: '/buy-sell-crypto' },
    { spec: `${HELPFUL} — US has no futures`, site: 'us', column: 'products', key: 'futures', path: undefined },
    { spec: `${HELPFUL} — main has futures`, site: 'main', column: 'products', key: 'futures', path: '/futures/USDT/BTC_USDT' },
    { spec: `${HELPFUL}; §2.1 "/login"`, site: 'main', column: 'account', key: 'login', path: '/login' },
    { spec: `${HELPFUL}; §2.1 "/signup"`, site: 'tr', column: 'account', key: 'signup', path: '/signup' },
    { spec: `${HELPFUL}; §2.1 "/ (home)"`, site: 'eu', column: 'account', key: 'home', path: '/' },
    {
      spec: `${HELPFUL}; §3 "support and business contact"; §2.1 "/page/contacts"`,
      site: 'jp',
      column: 'support',
      key: 'support',
      path: '/page/contacts',
    },
    { spec: `${HELPFUL}; §3 "docs links"; §2.1 "/fee"`, site: 'main', column: 'support', key: 'fees', path: '/fee' },
    {
      spec: `${HELPFUL}; §3 "docs links"; §2.1 "/legal/user-agreement"`,
      site: 'uk',
      column: 'support',
      key: 'userAgreement',
      path: '/legal/user-agreement',
    },
    {
      spec: `${HELPFUL}; §3 "docs links"; §2.1 "/legal/privacy-policy"`,
      site: 'ae',
      column: 'support',
      key: 'privacy',
      path: '/legal/privacy-policy',
    },
  ];
  it.each(cases)('$spec: $site $column $key → $path', ({ site, column, key, path }) => {
    expect(resolveHelpfulLinks(site)[column].find((l) => l.key === key)?.path).toBe(path);
  });

  it(`${HELPFUL}: columns differ between main and US`, () => {
    expect(resolveHelpfulLinks('main')).not.toEqual(resolveHelpfulLinks('us'));
  });
});
