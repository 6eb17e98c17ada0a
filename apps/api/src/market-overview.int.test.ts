import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, MARKET_OVERVIEW_PATH, envelope, marketOverviewSchema, tickersSchema } from '@ex/contracts';
import { CIRCULATING_SUPPLY } from '@ex/db';
import { Browser, T0, startTestApi, type TestApi } from './test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/web/v1/market/overview (issue 15 "/crypto-market-data: market cap, volume and dominance")', () => {
  it('values every listed coin at its live spot price and shares the total between them', async () => {
    const browser = new Browser(api);
    const overview = envelope(marketOverviewSchema).parse(await (await browser.get(MARKET_OVERVIEW_PATH)).json()).data;
    const tickers = envelope(tickersSchema).parse(await (await browser.get(`${ENDPOINTS.marketTickers.path}?market=spot`)).json()).data
      .list;

    expect(overview.time).toBe(T0);
    expect(overview.list.map((c) => c.currency)).toContain('USDT');
    expect(overview.list.length).toBe(Object.keys(CIRCULATING_SUPPLY).length);
    // Bitcoin leads by capitalisation, as on every market-data site.
    expect(overview.list[0]?.currency).toBe('BTC');
    const btc = overview.list[0];
    const btcTicker = tickers.find((t) => t.symbol === 'BTC_USDT');
    expect(btc?.price).toBe(btcTicker?.last);
    expect(btc?.volume_24h).toBe(btcTicker?.quote_volume_24h);
    expect(Number(btc?.market_cap)).toBeCloseTo(Number(btcTicker?.last) * Number(CIRCULATING_SUPPLY.BTC), -2);

    // Largest first; the shares add up to 100 % (each rounded to 0.01).
    const caps = overview.list.map((c) => Number(c.market_cap));
    expect([...caps].sort((a, b) => b - a)).toEqual(caps);
    const shares = overview.list.reduce((sum, c) => sum + Number(c.dominance), 0);
    expect(Math.abs(shares - 100)).toBeLessThan(0.01 * overview.list.length);
    expect(Number(overview.total_market_cap)).toBeCloseTo(
      caps.reduce((a, b) => a + b, 0),
      -2,
    );
    // The total volume is the turnover of the pairs, without counting USDT's side again.
    const pairVolume = overview.list.filter((c) => c.currency !== 'USDT').reduce((sum, c) => sum + Number(c.volume_24h), 0);
    expect(Number(overview.total_volume_24h)).toBeCloseTo(pairVolume, 2);
  });
});
