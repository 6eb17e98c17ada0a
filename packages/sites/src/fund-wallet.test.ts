import { describe, expect, it } from 'vitest';
import type { MenuCode } from './menu-codes';
import { SITES, getSite } from './sites';
import { SITE_KEYS, type SiteKey } from './site-types';
import { BUILT_FUND_TARGETS, depositFiatsOf, resolveDepositChooser, resolveFundDrawer } from './fund-wallet';

const GROUPS =
  '§2.3 "Group "have assets": on-chain deposit and code deposit. Group "don\'t have assets": card purchase, bank transfer, peer-to-peer trade."';
const HIDDEN =
  '§2.3 "Each entry is hidden when its menu code is not permitted. The whole second group is hidden when all three are hidden."';
const US = '§2.3 "The US site shows only on-chain deposit and Buy Crypto."';
const OTHER = '§2.3 "The "other deposit ways" entry shows only on the main site, when not UK-limited and without the fiat-trade menu."';

const drawer = (site: SiteKey, menu: readonly MenuCode[]) =>
  resolveFundDrawer(site, menu).map((g) => [g.key, g.entries.map((e) => e.key)] as const);
const ALL_FUND: MenuCode[] = ['deposit_onchain', 'deposit_gatecode', 'buy_crypto_card', 'buy_crypto_bank', 'c2c'];

describe('fund-wallet drawer (resolveFundDrawer)', () => {
  it.each<[string, SiteKey, readonly MenuCode[], ReturnType<typeof drawer>]>([
    [
      GROUPS,
      'main',
      SITES.main.menuCodes,
      [
        ['have', ['onchain', 'gatecode']],
        ['dont_have', ['card', 'bank', 'p2p']],
      ],
    ],
    [
      HIDDEN,
      'main',
      ['deposit_onchain', 'buy_crypto_card', 'c2c'],
      [
        ['have', ['onchain']],
        ['dont_have', ['card', 'p2p']],
      ],
    ],
    [
      HIDDEN,
      'main',
      ['deposit_onchain', 'deposit_gatecode', 'buy_crypto_bank'],
      [
        ['have', ['onchain', 'gatecode']],
        ['dont_have', ['bank']],
      ],
    ],
    [HIDDEN, 'main', ['deposit_onchain', 'deposit_gatecode', 'spot', 'fiat_trade'], [['have', ['onchain', 'gatecode']]]],
    [HIDDEN, 'main', ['c2c'], [['dont_have', ['p2p']]]],
    [HIDDEN, 'main', [], []],
    [
      HIDDEN,
      'eu',
      SITES.eu.menuCodes,
      [
        ['have', ['onchain']],
        ['dont_have', ['card', 'bank']],
      ],
    ],
    [HIDDEN, 'tr', SITES.tr.menuCodes, [['have', ['onchain']]]],
    [HIDDEN, 'testnet', SITES.testnet.menuCodes, [['have', ['onchain']]]],
    [HIDDEN, 'bs', SITES.bs.menuCodes, [['have', ['onchain']]]],
    [
      US,
      'us',
      SITES.us.menuCodes,
      [
        ['have', ['onchain']],
        ['dont_have', ['buy_crypto']],
      ],
    ],
    [
      US,
      'us',
      ALL_FUND,
      [
        ['have', ['onchain']],
        ['dont_have', ['buy_crypto']],
      ],
    ],
    [`${US} ${HIDDEN}`, 'us', ['deposit_onchain'], [['have', ['onchain']]]],
    [`${US} ${HIDDEN}`, 'us', ['buy_crypto_card'], [['dont_have', ['buy_crypto']]]],
  ])('%s — %s with %j', (_quote, site, menu, expected) => {
    expect(drawer(site, menu)).toEqual(expected);
  });

  it(`${US}: the entries point at the US buy page, elsewhere at /crypto/buy and /c2c/market`, () => {
    const paths = (site: SiteKey) => resolveFundDrawer(site, ALL_FUND).flatMap((g) => g.entries.map((e) => e.path));
    expect(paths('us')).toEqual(['/myaccount/deposit/USDT', '/buy-sell-crypto']);
    expect(paths('main')).toEqual([
      '/myaccount/deposit/USDT',
      '/myaccount/deposit_gatecode',
      '/crypto/buy?method=card',
      '/crypto/buy?method=bank',
      '/c2c/market',
    ]);
  });

  it('no dead ends: entries whose page is not built are left out, and a group left empty disappears', () => {
    expect(resolveFundDrawer('main', ALL_FUND, ['onchain', 'gatecode']).map((g) => g.key)).toEqual(['have']);
    const built = resolveFundDrawer('main', ALL_FUND, BUILT_FUND_TARGETS).flatMap((g) => g.entries.map((e) => e.key));
    expect(built).toEqual(
      ['onchain', 'gatecode', 'card', 'bank', 'p2p'].filter((k) => (BUILT_FUND_TARGETS as readonly string[]).includes(k)),
    );
  });
});

describe('deposit-method chooser (resolveDepositChooser)', () => {
  const keys = (site: SiteKey, menu: readonly MenuCode[], uk: boolean) =>
    resolveDepositChooser(site, menu, { is_uk_limit: uk }).map((e) => e.key);
  it.each<[SiteKey, readonly MenuCode[], boolean, string[]]>([
    ['main', ['deposit_onchain', 'deposit_gatecode', 'deposit_fiat'], false, ['onchain', 'gatecode', 'fiat', 'other']],
    ['main', ['deposit_onchain', 'deposit_gatecode', 'deposit_fiat'], true, ['onchain', 'gatecode', 'fiat']],
    ['main', ['deposit_onchain', 'fiat_trade'], false, ['onchain']],
    ['main', SITES.main.menuCodes, false, ['onchain', 'gatecode', 'fiat']],
    ['eu', SITES.eu.menuCodes, false, ['onchain', 'fiat']],
    ['uk', SITES.uk.menuCodes, false, ['onchain', 'fiat']],
    ['us', SITES.us.menuCodes, false, ['onchain']],
    ['testnet', SITES.testnet.menuCodes, false, ['onchain']],
  ])(`${OTHER} — %s with %j, UK-limited %s`, (site, menu, uk, expected) => {
    expect(keys(site, menu, uk)).toEqual(expected);
  });

  it(`${OTHER}: only main has it in the site table`, () => {
    expect(SITE_KEYS.filter((s) => getSite(s).otherDepositWays === true)).toEqual(['main']);
  });
});

describe('fiat deposit currencies (depositFiatsOf)', () => {
  it.each<[SiteKey, string[]]>([
    ['main', ['USD', 'EUR', 'GBP']],
    ['eu', ['EUR']],
    ['tr', ['TRY']],
    ['us', []],
    ['testnet', []],
  ])('§3 "site settings fiat lists": %s takes %j', (site, fiats) => {
    expect(depositFiatsOf(site)).toEqual(fiats);
  });
});
