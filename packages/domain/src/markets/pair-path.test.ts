import { describe, it, expect } from 'vitest';
import { marketPairPath, type TickerMarket } from './pair-path';

const LINK = 'brief: "each pair links to /trade/{PAIR} for spot and /futures/USDT/{PAIR} for futures"';

describe('marketPairPath', () => {
  const cases: { spec: string; market: TickerMarket; symbol: string; out: string }[] = [
    { spec: `${LINK} — §2.1 "/trade/{pair}"`, market: 'spot', symbol: 'BTC_USDT', out: '/trade/BTC_USDT' },
    { spec: `${LINK} — §2.1 "/trade/ETH5L_USDT"`, market: 'spot', symbol: 'ETH5L_USDT', out: '/trade/ETH5L_USDT' },
    { spec: `${LINK} — §2.1 "/futures/USDT/{contract}_{unit}"`, market: 'futures', symbol: 'BTC_USDT', out: '/futures/USDT/BTC_USDT' },
    { spec: `${LINK} — decision: the symbol is one encoded path segment`, market: 'spot', symbol: 'A/B?C', out: '/trade/A%2FB%3FC' },
  ];
  it.each(cases)('$spec', ({ market, symbol, out }) => {
    expect(marketPairPath(market, symbol)).toBe(out);
  });
});
