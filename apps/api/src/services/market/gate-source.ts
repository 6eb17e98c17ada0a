import type { z } from 'zod';
import type { Candle, Depth, Market, MarketSymbolInfo, MarketTick, Resolution, Ticker, Trade } from '@ex/contracts';
import { aggregateCandles } from './aggregate';
import { UnknownSymbolError, UnsupportedRequestError, UpstreamError } from './errors';
import {
  UNKNOWN_SYMBOL_LABELS,
  contractsSchema,
  contractsToBase,
  currencyPairsSchema,
  futuresBookSchema,
  futuresCandle,
  futuresCandlesSchema,
  futuresTrade,
  futuresTradesSchema,
  gateErrorSchema,
  mapTicker,
  placesOf,
  spotBookSchema,
  spotCandle,
  spotCandlesSchema,
  spotTrade,
  spotTradesSchema,
  tickerListSchema,
  toMs,
} from './gate-map';
import { bucketStart, nextBucketStart, previousBucketStart } from './resolution';
import { intervalScheduler, type MarketScheduler } from './scheduler';
import { findSymbol, listedSymbols, symbolInfo } from './symbols';
import { createTickHub } from './tick-hub';
import type { MarketSource, MarketSources } from './types';

export type FetchLike = (url: string, init?: { headers?: Record<string, string>; signal?: AbortSignal }) => Promise<Response>;

export interface GateMarketOptions {
  /** GATE_API_BASE, e.g. https://api.gateio.ws/api/v4 (no trailing slash). */
  readonly baseUrl: string;
  readonly fetch: FetchLike;
  readonly now: () => number;
  readonly scheduler?: MarketScheduler;
  /** Trade polling period of subscribe(), default 2000 ms. */
  readonly pollMs?: number;
  /** Per-request timeout, default 5000 ms (§9 client timeout). */
  readonly timeoutMs?: number;
  readonly onError?: (error: unknown, symbol: string) => void;
}

/** Gate candle intervals and their nominal length in seconds (30d is a calendar month; 28 days keeps pages within the point cap). */
const INTERVAL_SECONDS = {
  '1s': 1,
  '10s': 10,
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '30m': 1_800,
  '1h': 3_600,
  '4h': 14_400,
  '8h': 28_800,
  '1d': 86_400,
  '30d': 28 * 86_400,
} as const;
type GateInterval = keyof typeof INTERVAL_SECONDS;

/**
 * The Gate interval each resolution is built from; bars are then grouped with our alignment rules
 * (30S from 10s, 3 from 1m, 120/360 from 1h, 720 from 4h, 2D/3D/5D/1W from 1d). 1W is not Gate's
 * 7d (aligned on the epoch's Thursday) but Monday weeks from 1d. Futures have no 1s and no 30d.
 */
const SPOT_INTERVALS: Readonly<Record<Resolution, GateInterval>> = {
  '1S': '1s',
  '10S': '10s',
  '30S': '10s',
  '1': '1m',
  '3': '1m',
  '5': '5m',
  '15': '15m',
  '30': '30m',
  '60': '1h',
  '120': '1h',
  '240': '4h',
  '360': '1h',
  '480': '8h',
  '720': '4h',
  '1D': '1d',
  '2D': '1d',
  '3D': '1d',
  '5D': '1d',
  '1W': '1d',
  '1M': '30d',
};
const FUTURES_INTERVALS: Readonly<Record<Resolution, GateInterval | null>> = { ...SPOT_INTERVALS, '1S': null, '1M': '1d' };
/** Points per request: spot 1000, futures 2000 (documented caps). */
const PAGE_POINTS: Readonly<Record<Market, number>> = { spot: 1000, futures: 2000 };
/** At most this many requests per candle query; older bars beyond them are left out. */
const MAX_PAGES = 4;
const METADATA_TTL_MS = 3_600_000;

/** Market data read from Gate.io's public REST API v4 (MARKET_DATA=gate). */
export function createGateMarket(options: GateMarketOptions): MarketSources {
  const client = new GateClient(options);
  return { spot: new GateMarket('spot', client, options), futures: new GateMarket('futures', client, options) };
}

class GateClient {
  private readonly cache = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(private readonly options: GateMarketOptions) {}

  async get<S extends z.ZodType>(path: string, params: Record<string, string | number>, schema: S): Promise<z.infer<S>> {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const url = `${this.options.baseUrl}${path}${query ? `?${query}` : ''}`;
    let res: Response;
    try {
      res = await this.options.fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw new UpstreamError(`Gate ${path}: request failed`, { cause: error });
    }
    const body: unknown = await res.json().catch(() => undefined);
    if (!res.ok) {
      const failure = gateErrorSchema.safeParse(body);
      if (failure.success && UNKNOWN_SYMBOL_LABELS.has(failure.data.label))
        throw new UnknownSymbolLabel(`Gate ${path}: ${failure.data.label}`);
      throw new UpstreamError(`Gate ${path}: HTTP ${res.status}${failure.success ? ` ${failure.data.label}` : ''}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new UpstreamError(`Gate ${path}: unexpected response`);
    return parsed.data;
  }

  /** Rarely changing metadata (pairs, contracts), kept for an hour; a failed fetch is not kept. */
  cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key);
    if (hit && this.options.now() - hit.at < METADATA_TTL_MS) return hit.value as Promise<T>;
    const value = load();
    this.cache.set(key, { at: this.options.now(), value });
    value.catch(() => this.cache.delete(key));
    return value;
  }
}

/** Gate said the pair or contract does not exist; a market call turns it into UnknownSymbolError. */
class UnknownSymbolLabel extends UpstreamError {}

class GateMarket implements MarketSource {
  readonly subscribe: (symbol: string, onTick: (tick: MarketTick) => void) => () => void;
  private readonly prefix: string;
  private readonly key: string;

  constructor(
    readonly market: Market,
    private readonly client: GateClient,
    private readonly options: GateMarketOptions,
  ) {
    this.prefix = market === 'spot' ? '/spot' : '/futures/usdt';
    this.key = market === 'spot' ? 'currency_pair' : 'contract';
    const hub = createTickHub<{ lastId: bigint | null; price: string | null }>({
      scheduler: options.scheduler ?? intervalScheduler,
      intervalMs: options.pollMs ?? 2000,
      start: () => ({ lastId: null, price: null }),
      produce: (symbol, state) => this.poll(symbol, state),
      onError: options.onError ?? (() => {}),
    });
    this.subscribe = (symbol, onTick) => {
      this.known(symbol);
      return hub(symbol, onTick);
    };
  }

  async symbols(): Promise<MarketSymbolInfo[]> {
    const defs = listedSymbols(this.market);
    if (this.market === 'spot') {
      const pairs = new Map((await this.pairs()).map((p) => [p.id, p]));
      return defs.flatMap((def) => {
        const pair = pairs.get(def.symbol);
        return pair && pair.trade_status !== 'untradable'
          ? [symbolInfo(def, 'spot', { price: pair.precision, quantity: pair.amount_precision })]
          : [];
      });
    }
    const contracts = await this.contracts();
    return defs.flatMap((def) => {
      const contract = contracts.get(def.symbol);
      return contract
        ? [symbolInfo(def, 'futures', { price: placesOf(contract.order_price_round), quantity: placesOf(contract.quanto_multiplier) })]
        : [];
    });
  }

  async candles(
    symbol: string,
    resolution: Resolution,
    from: number | undefined,
    to: number | undefined,
    limit: number,
  ): Promise<Candle[]> {
    this.known(symbol);
    const interval = (this.market === 'spot' ? SPOT_INTERVALS : FUTURES_INTERVALS)[resolution];
    if (!interval)
      throw new UnsupportedRequestError(
        'resolution',
        `${resolution} candles are not available for ${this.market} from this market data source`,
      );
    const now = this.options.now();
    const last = bucketStart(resolution, Math.min(to ?? now, now));
    let first = last;
    for (let i = 1; i < limit; i++) first = previousBucketStart(resolution, first);
    if (from !== undefined) {
      const aligned = bucketStart(resolution, from);
      first = Math.max(first, aligned < from ? nextBucketStart(resolution, aligned) : aligned);
    }
    if (first > last) return [];
    const rows = await this.baseCandles(symbol, interval, first / 1000, nextBucketStart(resolution, last) / 1000 - 1);
    return aggregateCandles(rows, resolution)
      .filter((c) => c.t >= first && c.t <= last)
      .slice(-limit);
  }

  async ticker(symbol: string): Promise<Ticker> {
    this.known(symbol);
    const list = await this.guard(symbol, () => this.client.get(`${this.prefix}/tickers`, { [this.key]: symbol }, tickerListSchema));
    const ticker = list[0] === undefined ? null : mapTicker(this.market, list[0], this.options.now());
    if (!ticker)
      throw list.length === 0
        ? new UnknownSymbolError(this.market, symbol)
        : new UpstreamError(`Gate ${this.prefix}/tickers: unexpected ticker`);
    return ticker;
  }

  async tickers(): Promise<Ticker[]> {
    const list = await this.client.get(`${this.prefix}/tickers`, {}, tickerListSchema);
    const byName = new Map<string, Ticker>();
    for (const raw of list) {
      const ticker = mapTicker(this.market, raw, this.options.now());
      if (ticker && findSymbol(this.market, ticker.symbol)) byName.set(ticker.symbol, ticker);
    }
    // Our listing order, not Gate's.
    return listedSymbols(this.market).flatMap((def) => byName.get(def.symbol) ?? []);
  }

  async depth(symbol: string, levels: number): Promise<Depth> {
    this.known(symbol);
    const params = { [this.key]: symbol, limit: levels };
    if (this.market === 'spot') {
      const book = await this.guard(symbol, () => this.client.get('/spot/order_book', params, spotBookSchema));
      return { symbol, market: 'spot', time: toMs(book.current), bids: book.bids.slice(0, levels), asks: book.asks.slice(0, levels) };
    }
    const multiplier = await this.multiplier(symbol);
    const book = await this.guard(symbol, () => this.client.get('/futures/usdt/order_book', params, futuresBookSchema));
    const level = (l: { p: string; s: string }): [string, string] => [l.p, contractsToBase(l.s, multiplier)];
    return {
      symbol,
      market: 'futures',
      time: toMs(book.current),
      bids: book.bids.slice(0, levels).map(level),
      asks: book.asks.slice(0, levels).map(level),
    };
  }

  async trades(symbol: string, limit: number): Promise<Trade[]> {
    this.known(symbol);
    const params = { [this.key]: symbol, limit };
    let list: Trade[];
    if (this.market === 'spot') {
      list = (await this.guard(symbol, () => this.client.get('/spot/trades', params, spotTradesSchema))).map(spotTrade);
    } else {
      const multiplier = await this.multiplier(symbol);
      list = (await this.guard(symbol, () => this.client.get('/futures/usdt/trades', params, futuresTradesSchema))).map((t) =>
        futuresTrade(t, multiplier),
      );
    }
    return list.sort((a, b) => b.time - a.time || compareIds(b.id, a.id)).slice(0, limit);
  }

  /** Base candles over [fromSec, toSec] (inclusive), newest pages first, at most MAX_PAGES requests. */
  private async baseCandles(symbol: string, interval: GateInterval, fromSec: number, toSec: number): Promise<Candle[]> {
    const step = INTERVAL_SECONDS[interval];
    const span = PAGE_POINTS[this.market] * step;
    const pages: [number, number][] = [];
    for (let end = toSec; end >= fromSec && pages.length < MAX_PAGES; end -= span) pages.push([Math.max(fromSec, end - span + 1), end]);
    const multiplier = this.market === 'futures' ? await this.multiplier(symbol) : '1';
    const results = await Promise.all(
      pages.map(([from, to]) => {
        const params = { [this.key]: symbol, interval, from, to };
        return this.market === 'spot'
          ? this.guard(symbol, () => this.client.get('/spot/candlesticks', params, spotCandlesSchema)).then((rows) => rows.map(spotCandle))
          : this.guard(symbol, () => this.client.get('/futures/usdt/candlesticks', params, futuresCandlesSchema)).then((rows) =>
              rows.map((r) => futuresCandle(r, multiplier)),
            );
      }),
    );
    const byTime = new Map<number, Candle>();
    for (const candle of results.flat()) {
      if (!candle) throw new UpstreamError(`Gate ${this.prefix}/candlesticks: unexpected row`);
      byTime.set(candle.t, candle);
    }
    return [...byTime.values()].sort((a, b) => a.t - b.t);
  }

  private async poll(symbol: string, state: { lastId: bigint | null; price: string | null }): Promise<MarketTick | null> {
    const recent = await this.trades(symbol, 100);
    const newest = recent[0];
    if (!newest) return null;
    const first = state.lastId === null;
    const fresh = first ? [] : recent.filter((t) => idOf(t.id) > (state.lastId ?? 0n)).reverse();
    state.lastId = idOf(newest.id);
    if (!first && fresh.length === 0 && state.price === newest.price) return null;
    state.price = newest.price;
    return { symbol, market: this.market, time: this.options.now(), price: newest.price, trades: fresh };
  }

  private known(symbol: string): void {
    if (!findSymbol(this.market, symbol)) throw new UnknownSymbolError(this.market, symbol);
  }

  private async guard<T>(symbol: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw error instanceof UnknownSymbolLabel ? new UnknownSymbolError(this.market, symbol) : error;
    }
  }

  private pairs() {
    return this.client.cached('pairs', () => this.client.get('/spot/currency_pairs', {}, currencyPairsSchema));
  }

  private contracts() {
    return this.client.cached(
      'contracts',
      async () => new Map((await this.client.get('/futures/usdt/contracts', {}, contractsSchema)).map((c) => [c.name, c])),
    );
  }

  private async multiplier(symbol: string): Promise<string> {
    const contract = (await this.contracts()).get(symbol);
    if (!contract) throw new UnknownSymbolError(this.market, symbol);
    return contract.quanto_multiplier;
  }
}

const idOf = (id: string) => (/^\d+$/.test(id) ? BigInt(id) : 0n);
const compareIds = (a: string, b: string) => (idOf(a) > idOf(b) ? 1 : idOf(a) < idOf(b) ? -1 : 0);
