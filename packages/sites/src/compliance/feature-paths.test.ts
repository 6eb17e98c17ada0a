import { describe, expect, it } from 'vitest';
import { MENU_CODES } from '../menu-codes';
import { FEATURE_PATTERNS, isLeveragedTokenSymbol, normaliseGatedPath, resolveFeatureForPath } from './feature-paths';

const LIST =
  '§5 "The path is matched against a list of patterns mapping to menu codes (for example trade, futures, options, copy trading, earn, c2c, card purchase)"';
const OTHERS =
  '§5 "Other examples: staking for GT, TRX, SOL and TON; strategy-bot types such as spot_grid and martingale; institution sections."';
const BYPASS = 'issue 3 "known bypass shapes … encoded slashes; trailing slashes" — every spelling of a gated path is gated';
const ETF =
  '§2.1 "/trade/ETH5L_USDT" — a /trade/<BASE><digits>(L|S)_<QUOTE> page is the ETF product (menu etf), checked before /trade → spot';

describe('resolveFeatureForPath', () => {
  it.each([
    { path: '/trade/BTC_USDT', menu: 'spot', spec: `${LIST} — trade` },
    { path: '/trade/ETH5L_USDT', menu: 'etf', spec: `${ETF}: ETH5L is a leveraged token` },
    { path: '/trade/BTC5S_USDT', menu: 'etf', spec: `${ETF}: a short token` },
    { path: '/trade/eth3l_usdt?tab=isolated_margin', menu: 'etf', spec: `${ETF}: any leverage digits, any case, query ignored` },
    { path: '/trade/ETH5L%5FUSDT/', menu: 'etf', spec: `${ETF}: ${BYPASS}` },
    {
      path: '/trade/BTC_USDT?tab=isolated_margin',
      menu: 'spot',
      spec: `${LIST} — trade: isolated margin is on the trade page (§2.1 tab=isolated_margin)`,
    },
    { path: '/trade/SOL_USDT', menu: 'spot', spec: `${ETF}: a base without digits before L is a plain pair` },
    { path: '/trade/C98_USDT', menu: 'spot', spec: `${ETF}: digits not followed by L or S are a plain pair` },
    { path: '/trade/1INCH_USDT', menu: 'spot', spec: `${ETF}: a base starting with digits is a plain pair` },
    { path: '/futures/USDT/BTC_USDT', menu: 'futures', spec: `${LIST} — futures` },
    { path: '/futures-delivery/USDT', menu: 'futures', spec: `${LIST} — delivery futures` },
    { path: '/options', menu: 'options', spec: `${LIST} — options` },
    { path: '/copytrading/trader/futures/42', menu: 'copy_trading', spec: `${LIST} — copy trading` },
    { path: '/simple-earn', menu: 'earn', spec: `${LIST} — earn` },
    { path: '/hodl', menu: 'earn', spec: `${LIST} — earn (§2.1 /hodl)` },
    { path: '/c2c/USDT_EUR', menu: 'c2c', spec: `${LIST} — c2c` },
    { path: '/crypto/buy/with-credit-card', menu: 'buy_crypto_card', spec: `${LIST} — card purchase` },
    { path: '/crypto/buy/with-bank-account', menu: 'buy_crypto_bank', spec: `${LIST} — bank purchase is its own code` },
    { path: '/buy-sell-crypto', menu: 'buy_crypto_card', spec: `${LIST} — card purchase (US path)` },
    { path: '/staking/GT', menu: 'staking', spec: `${OTHERS} — GT` },
    { path: '/staking/TRX', menu: 'staking', spec: `${OTHERS} — TRX` },
    { path: '/staking/SOL', menu: 'staking', spec: `${OTHERS} — SOL` },
    { path: '/staking/TON', menu: 'staking', spec: `${OTHERS} — TON` },
    { path: '/strategybot/spot_grid', menu: 'strategy_bot', spec: `${OTHERS} — spot_grid` },
    { path: '/strategybot/martingale', menu: 'strategy_bot', spec: `${OTHERS} — martingale` },
    { path: '/institution/otc', menu: 'institution', spec: `${OTHERS} — institution sections` },
    { path: '/convert/USDT/BTC', menu: 'convert', spec: '§2.1 /convert/USDT/BTC' },
    { path: '/alpha/PEPE', menu: 'alpha', spec: '§2.1 /alpha/{token}' },
    { path: '/pre-market', menu: 'pre_market', spec: '§2.1 /pre-market' },
  ])('$spec: $path → $menu', ({ path, menu }) => {
    expect(resolveFeatureForPath(path)).toBe(menu);
  });

  it.each([
    '/',
    '/help',
    '/price',
    '/login',
    '/myaccount/security',
    '/state_compliance_tips',
    '/tradeX',
    '/futures-news',
    '/learn/futures',
  ])('a page that is no feature is not gated: %s', (path) => expect(resolveFeatureForPath(path)).toBeNull());

  it.each([
    '/futures/',
    '/futures//USDT',
    '/futures%2FUSDT%2FBTC_USDT',
    '/futures%252FUSDT',
    '/%66utures',
    '/FUTURES',
    '/futures.rsc',
    '/futures/USDT/BTC_USDT.rsc',
    '//futures',
    '/help/../futures',
    '/futures?x=1',
    '\\futures',
    '/./futures',
  ])(`${BYPASS}: %s`, (path) => {
    expect(resolveFeatureForPath(path)).toBe('futures');
  });

  it('every pattern maps to a known menu code and is already normalised', () => {
    for (const { prefix, menu } of FEATURE_PATTERNS) {
      expect(MENU_CODES).toContain(menu);
      expect(normaliseGatedPath(prefix)).toBe(prefix);
    }
  });

  it('a more specific prefix is listed before the prefix it extends (first match wins)', () => {
    FEATURE_PATTERNS.forEach((a, i) => {
      FEATURE_PATTERNS.slice(0, i).forEach((earlier) => {
        expect(a.prefix.startsWith(`${earlier.prefix}/`), `${a.prefix} after ${earlier.prefix}`).toBe(false);
      });
    });
  });

  it('normaliseGatedPath never throws on malformed escapes', () => {
    expect(normaliseGatedPath('/futures%E3')).toBe('/futures%e3');
    expect(normaliseGatedPath('')).toBe('/');
  });
});

describe('isLeveragedTokenSymbol (§2.1 "/trade/ETH5L_USDT"; leveraged tokens trade spot only)', () => {
  it.each([
    ['ETH5L_USDT', true],
    ['btc3s_usdt', true],
    ['BTC_USDT', false],
    ['1INCH_USDT', false],
    ['ETH5L', false],
  ] as const)('%s → %s', (symbol, expected) => expect(isLeveragedTokenSymbol(symbol)).toBe(expected));
});
