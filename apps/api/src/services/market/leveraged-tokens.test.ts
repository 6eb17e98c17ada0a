import { describe, expect, it } from 'vitest';
import { candleSchema, depthSchema, tickerSchema, tradeSchema } from '@ex/contracts';
import { UnknownSymbolError } from './errors';
import { createGateMarket, type FetchLike } from './gate-source';
import { createSimulatedMarket } from './sim-source';
import { SYMBOLS, findSymbol, isMarginable, listedSymbols } from './symbols';

// §2.1 "/trade/ETH5L_USDT": the leveraged tokens (ETF product) trade on the spot market.
const ETF = '§2.1 "/trade/ETH5L_USDT"';
const TOKENS = ['ETH5L_USDT', 'ETH5S_USDT', 'BTC5L_USDT', 'BTC5S_USDT'];
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0, 250);

describe('leveraged tokens in the symbol list', () => {
  it(`${ETF}: listed spot only, named by their leverage, after the DEMO_ASSETS pairs`, () => {
    expect(SYMBOLS.slice(-4).map((s) => [s.symbol, s.name, s.markets])).toEqual([
      ['ETH5L_USDT', 'ETH 5x Long', ['spot']],
      ['ETH5S_USDT', 'ETH 5x Short', ['spot']],
      ['BTC5L_USDT', 'BTC 5x Long', ['spot']],
      ['BTC5S_USDT', 'BTC 5x Short', ['spot']],
    ]);
    for (const symbol of TOKENS) {
      expect(findSymbol('spot', symbol)?.leveragedToken, symbol).toBe(true);
      expect(findSymbol('futures', symbol), symbol).toBeUndefined();
    }
    expect(listedSymbols('futures').some((s) => s.leveragedToken)).toBe(false);
  });

  it('volatility: 5 × the underlying, capped at 250 % (ETH 5 × 65 % capped; BTC 5 × 50 % = 250 %)', () => {
    expect(findSymbol('spot', 'ETH5L_USDT')?.sim.annualVol).toBe(2.5);
    expect(findSymbol('spot', 'BTC5S_USDT')?.sim.annualVol).toBe(2.5);
    expect(findSymbol('spot', 'ETH_USDT')?.sim.annualVol).toBe(0.65);
  });

  it('precision from the reference price: 2.45 → 5 price decimals, 2 quantity decimals', () => {
    expect(findSymbol('spot', 'ETH5L_USDT')).toMatchObject({ reference: '2.45', pricePrecision: 5, quantityPrecision: 2 });
  });

  it('leveraged tokens are not marginable; listed pairs are; unknown pairs are not', () => {
    expect(TOKENS.map(isMarginable)).toEqual([false, false, false, false]);
    expect(isMarginable('BTC_USDT')).toBe(true);
    expect(isMarginable('FOO_USDT')).toBe(false);
  });
});

describe(`${ETF}: the simulated market serves them`, () => {
  const market = createSimulatedMarket({ now: () => NOW });

  it('ticker, candles, depth and trades match the contracts, near the reference price', async () => {
    const ticker = tickerSchema.parse(await market.spot.ticker('ETH5L_USDT'));
    expect(ticker).toMatchObject({ symbol: 'ETH5L_USDT', market: 'spot' });
    expect(ticker.last).toMatch(/^\d+\.\d{5}$/);
    // The walk reverts to the reference; a 5x token may wander, but not by orders of magnitude.
    expect(Number(ticker.last)).toBeGreaterThan(2.45 / 20);
    expect(Number(ticker.last)).toBeLessThan(2.45 * 20);
    const candles = await market.spot.candles('ETH5L_USDT', '60', undefined, undefined, 24);
    expect(candles).toHaveLength(24);
    for (const candle of candles) candleSchema.parse(candle);
    expect(candles.at(-1)?.c).toBe(ticker.last);
    const book = depthSchema.parse(await market.spot.depth('ETH5L_USDT', 5));
    expect(book.bids).toHaveLength(5);
    expect(book.asks).toHaveLength(5);
    const trades = await market.spot.trades('ETH5L_USDT', 10);
    expect(trades).toHaveLength(10);
    for (const trade of trades) tradeSchema.parse(trade);
  });

  it('they are in the spot ticker list and not in the futures one', async () => {
    expect((await market.spot.tickers()).map((t) => t.symbol)).toEqual(expect.arrayContaining(TOKENS));
    await expect(market.futures.ticker('ETH5L_USDT')).rejects.toBeInstanceOf(UnknownSymbolError);
  });
});

describe(`${ETF}: the Gate adapter asks Gate for them under Gate's own names`, () => {
  it('ETH5L_USDT is /spot/tickers?currency_pair=ETH5L_USDT; futures never reach Gate', async () => {
    const requests: URL[] = [];
    const fetch: FetchLike = async (raw) => {
      const url = new URL(raw);
      requests.push(url);
      const body = [
        {
          currency_pair: url.searchParams.get('currency_pair'),
          last: '2.4512',
          lowest_ask: '2.4513',
          highest_bid: '2.4511',
          change_percentage: '-3.1',
          base_volume: '1203344.12',
          quote_volume: '2950331.02',
          high_24h: '2.61',
          low_24h: '2.39',
        },
      ];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const gate = createGateMarket({ baseUrl: 'https://api.gateio.ws/api/v4', fetch, now: () => NOW });
    expect(await gate.spot.ticker('ETH5L_USDT')).toMatchObject({ symbol: 'ETH5L_USDT', last: '2.4512', bid: '2.4511', ask: '2.4513' });
    expect(requests.map((u) => `${u.pathname}?${u.searchParams.toString()}`)).toEqual(['/api/v4/spot/tickers?currency_pair=ETH5L_USDT']);
    await expect(gate.futures.ticker('ETH5L_USDT')).rejects.toBeInstanceOf(UnknownSymbolError);
    expect(requests).toHaveLength(1);
  });
});
