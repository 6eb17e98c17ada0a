import { describe, expect, it } from 'vitest';
import { resolveFeatureForPath } from './feature-paths';
import { canOfferMarginTab, ledgerFeaturePath, resolveGatedPath, resolveTradeLedgerMarket } from './gated-path';

describe('resolveGatedPath (issue 5 "/trade/{pair} (query tab=isolated_margin)"; §5 unsupported features: margin)', () => {
  it.each([
    ['/trade/BTC_USDT', '?tab=isolated_margin', '/margin-trading/BTC_USDT', 'margin'],
    ['/trade/BTC_USDT', 'tab=isolated_margin', '/margin-trading/BTC_USDT', 'margin'],
    ['/trade/BTC_USDT', '?tab=spot&tab=isolated_margin', '/margin-trading/BTC_USDT', 'margin'],
    ['/trade/btc_usdt', '?x=1&tab=isolated_margin', '/margin-trading/btc_usdt', 'margin'],
    ['/trade', '?tab=isolated_margin', '/margin-trading', 'margin'],
    ['/trade/BTC_USDT', '', '/trade/BTC_USDT', 'spot'],
    ['/trade/BTC_USDT', '?tab=spot', '/trade/BTC_USDT', 'spot'],
    ['/trade/BTC_USDT', '?tab=ISOLATED_MARGIN', '/trade/BTC_USDT', 'spot'],
    ['/futures/USDT/BTC_USDT', '?tab=isolated_margin', '/futures/USDT/BTC_USDT', 'futures'],
    ['/trade-bots', '?tab=isolated_margin', '/trade-bots', null],
  ] as const)('%s%s is gated as %s', (path, search, gated, feature) => {
    expect(resolveGatedPath(path, search)).toBe(gated);
    expect(resolveFeatureForPath(gated)).toBe(feature);
  });
});

describe('ledgerFeaturePath (an order is gated as the product page it is placed from)', () => {
  it.each([
    ['spot', 'BTC_USDT', '/trade/BTC_USDT', 'spot'],
    ['spot', 'ETH5L_USDT', '/trade/ETH5L_USDT', 'etf'],
    ['margin', 'BTC_USDT', '/margin-trading/BTC_USDT', 'margin'],
    ['futures', 'ETH_USDT', '/futures/USDT/ETH_USDT', 'futures'],
  ] as const)('%s %s → %s (%s)', (market, symbol, path, feature) => {
    expect(ledgerFeaturePath(market, symbol)).toBe(path);
    expect(resolveFeatureForPath(path)).toBe(feature);
  });
});

describe('canOfferMarginTab (issue 5 "/trade/{pair} (query tab=isolated_margin)"; leveraged tokens trade spot only)', () => {
  it.each([
    ['main', 'BTC_USDT', true],
    ['main', 'ETH5L_USDT', false],
    ['eu', 'BTC_USDT', false], // EU: spot-only products (SITES.eu.menuCodes)
    ['us', 'BTC_USDT', false], // US: spot and buy crypto only
  ] as const)('%s %s → %s', (site, symbol, expected) => {
    expect(canOfferMarginTab(site, symbol)).toBe(expected);
  });
});

describe("resolveTradeLedgerMarket (where a trade page's orders go)", () => {
  it.each([
    ['futures', 'BTC_USDT', false, 'futures'],
    ['futures', 'BTC_USDT', true, 'futures'],
    ['spot', 'BTC_USDT', false, 'spot'],
    ['spot', 'BTC_USDT', true, 'margin'],
    ['spot', 'ETH5L_USDT', true, 'spot'],
  ] as const)('%s %s marginTab=%s → %s', (market, symbol, marginTab, expected) => {
    expect(resolveTradeLedgerMarket({ market, symbol, marginTab })).toBe(expected);
  });
});
