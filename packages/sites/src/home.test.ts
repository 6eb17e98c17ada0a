import { describe, expect, it } from 'vitest';
import { resolveHomeProducts, resolveHomeStatKeys } from './home';
import { SITE_KEYS, type SiteKey } from './site-types';

const MENU = '§1 "Each sub-site switches features on or off through permitted menu codes"';
const HOME = 'issue 15 "The home page as an exchange\'s home: … the products the sub-site offers, as links; the statistics"';
const STATS =
  '§3 "Home static stats (all strings, default 0): trading_volume, curr_count, user_register_count, simple_earn_apr_usdt, max_profit_rate, lend_earn_max_rate, total_reserve_rate"';

describe('resolveHomeProducts', () => {
  const cases: { site: SiteKey; codes: string[] }[] = [
    {
      site: 'main',
      codes: [
        'spot',
        'margin',
        'futures',
        'etf',
        'options',
        'convert',
        'buy_crypto_card',
        'buy_crypto_bank',
        'c2c',
        'earn',
        'copy_trading',
        'deposit_onchain',
        'deposit_fiat',
      ],
    },
    { site: 'tr', codes: ['spot', 'convert', 'earn', 'deposit_onchain', 'deposit_fiat'] },
    { site: 'eu', codes: ['spot', 'convert', 'buy_crypto_card', 'buy_crypto_bank', 'earn', 'deposit_onchain', 'deposit_fiat'] },
    { site: 'hk', codes: ['spot', 'deposit_onchain', 'deposit_fiat'] },
    { site: 'us', codes: ['spot', 'convert', 'buy_crypto_card', 'deposit_onchain'] },
    { site: 'uk', codes: ['spot', 'convert', 'buy_crypto_card', 'buy_crypto_bank', 'deposit_onchain', 'deposit_fiat'] },
    { site: 'au', codes: ['spot', 'convert', 'buy_crypto_card', 'buy_crypto_bank', 'deposit_onchain', 'deposit_fiat'] },
    { site: 'jp', codes: ['spot', 'deposit_onchain', 'deposit_fiat'] },
    { site: 'ae', codes: ['spot', 'convert', 'buy_crypto_card', 'buy_crypto_bank', 'earn', 'deposit_onchain', 'deposit_fiat'] },
    { site: 'bs', codes: ['spot', 'margin', 'futures', 'options', 'convert', 'earn', 'copy_trading', 'deposit_onchain'] },
    { site: 'sg', codes: ['spot', 'convert', 'deposit_onchain', 'deposit_fiat'] },
    { site: 'testnet', codes: ['spot', 'futures', 'options', 'deposit_onchain'] },
  ];
  it.each(cases)(`${MENU}; ${HOME}: $site`, ({ site, codes }) => {
    expect(resolveHomeProducts(site).map((p) => p.code)).toEqual(codes);
  });
  it(`${HOME}: the table covers every site, and only built pages are linked`, () => {
    expect(cases.map((c) => c.site).sort()).toEqual([...SITE_KEYS].sort());
    const linked = resolveHomeProducts('main').filter((p) => p.path !== null);
    expect(linked.map((p) => p.path)).toEqual([
      '/trade/BTC_USDT',
      '/trade/BTC_USDT?tab=isolated_margin',
      '/futures/USDT/BTC_USDT',
      '/trade/ETH5L_USDT',
    ]);
  });
});

describe('resolveHomeStatKeys', () => {
  it(`${STATS}; ${MENU}: main shows every statistic`, () => {
    expect(resolveHomeStatKeys('main')).toEqual([
      'trading_volume',
      'curr_count',
      'user_register_count',
      'simple_earn_apr_usdt',
      'max_profit_rate',
      'lend_earn_max_rate',
      'total_reserve_rate',
    ]);
  });
  it(`${STATS}; ${MENU}: no earn or copy-trading rate where the site does not offer them`, () => {
    expect(resolveHomeStatKeys('us')).toEqual(['trading_volume', 'curr_count', 'user_register_count', 'total_reserve_rate']);
    expect(resolveHomeStatKeys('tr')).toEqual([
      'trading_volume',
      'curr_count',
      'user_register_count',
      'simple_earn_apr_usdt',
      'lend_earn_max_rate',
      'total_reserve_rate',
    ]);
  });
});
