import { Hono } from 'hono';
import {
  ENDPOINTS,
  ERROR_CODES,
  MARKETS,
  MARKET_OVERVIEW_PATH,
  OPERATOR_MARKET_EVENTS_PATH,
  operatorMarketEventBodySchema,
} from '@ex/contracts';
import { z } from 'zod';
import { ok, type AppDeps, type AppEnv } from '../deps';
import { ApiFailure, invalidInput } from '../http/failure';
import { readBody, readQuery } from '../http/input';
import { requireOperator } from '../http/operator-auth';
import { describeError } from '../logger';
import { UnknownSymbolError, UnsupportedRequestError, UpstreamError, createSimulatedMarket } from '../services/market';
import { createMarketEvent, listMarketEvents } from '../services/market-events/events';
import { marketOverview } from '../services/market/overview';

/**
 * Candles, tickers, depth, trades, symbols and important events (issue 5) from the configured
 * market-data source; the operators' endpoint for events (OPERATOR_TOKEN, like the KYC review: no
 * cookies, no CSRF).
 */
export function marketRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const sources =
    deps.market ??
    createSimulatedMarket({
      now: deps.now,
      onError: (error, symbol) => deps.logger.warn({ symbol, error: describeError(error) }, 'market tick listener failed'),
    });

  app.get(ENDPOINTS.marketCandles.path, async (c) => {
    const q = readQuery(c, ENDPOINTS.marketCandles.query);
    const candles = await served(() => sources[q.market].candles(q.symbol, q.resolution, q.from, q.to, q.limit));
    return c.json(ok({ symbol: q.symbol, market: q.market, resolution: q.resolution, candles }));
  });

  app.get(ENDPOINTS.marketTickers.path, async (c) => {
    const q = readQuery(c, ENDPOINTS.marketTickers.query);
    return c.json(ok({ market: q.market, list: await served(() => sources[q.market].tickers()) }));
  });

  // /crypto-market-data (issue 15): caps, volume and dominance over the same spot tickers.
  app.get(MARKET_OVERVIEW_PATH, async (c) => {
    readQuery(c, z.object({}));
    return c.json(ok(marketOverview(await served(() => sources.spot.tickers()), deps.now())));
  });

  app.get(ENDPOINTS.marketTicker.path, async (c) => {
    const q = readQuery(c, ENDPOINTS.marketTicker.query);
    return c.json(ok({ ticker: await served(() => sources[q.market].ticker(q.symbol)) }));
  });

  app.get(ENDPOINTS.marketDepth.path, async (c) => {
    const q = readQuery(c, ENDPOINTS.marketDepth.query);
    return c.json(ok(await served(() => sources[q.market].depth(q.symbol, q.limit))));
  });

  app.get(ENDPOINTS.marketTrades.path, async (c) => {
    const q = readQuery(c, ENDPOINTS.marketTrades.query);
    return c.json(ok({ symbol: q.symbol, market: q.market, list: await served(() => sources[q.market].trades(q.symbol, q.limit)) }));
  });

  app.get(ENDPOINTS.marketSymbols.path, async (c) => {
    const q = readQuery(c, ENDPOINTS.marketSymbols.query);
    const markets = q.market ? [q.market] : MARKETS;
    const lists = await served(() => Promise.all(markets.map((m) => sources[m].symbols())));
    return c.json(ok({ list: lists.flat() }));
  });

  app.get(ENDPOINTS.marketEvents.path, async (c) => {
    const q = readQuery(c, ENDPOINTS.marketEvents.query);
    return c.json(ok({ list: await served(() => listMarketEvents(deps.db, sources, q, deps.now())) }));
  });

  app.post(OPERATOR_MARKET_EVENTS_PATH, async (c) => {
    requireOperator(c, deps.operatorToken);
    const body = await readBody(c, operatorMarketEventBodySchema);
    const event = await served(() => createMarketEvent(deps.db, sources, body, deps.now()));
    deps.logger.info({ id: event.id, market: event.market, symbol: event.symbol, type: event.type }, 'market event created');
    return c.json(ok({ event }));
  });

  /** Source errors as API failures: unknown symbol 404, unsupported request 400, upstream 502. */
  async function served<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof UnknownSymbolError)
        throw new ApiFailure(404, { code: ERROR_CODES.notFound, message: error.message, field: 'symbol' });
      if (error instanceof UnsupportedRequestError) throw invalidInput([{ field: error.field, message: error.message }]);
      if (error instanceof UpstreamError) {
        deps.logger.warn({ error: describeError(error) }, 'market data source failed');
        throw new ApiFailure(502, { code: 50200, message: 'Market data is temporarily unavailable' });
      }
      throw error;
    }
  }

  return app;
}
