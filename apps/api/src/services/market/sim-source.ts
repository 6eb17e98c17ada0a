import type { Candle, Depth, Market, MarketSymbolInfo, MarketTick, Resolution, Ticker, Trade } from '@ex/contracts';
import { aggregateBars, type IntBar } from './aggregate';
import { UnknownSymbolError } from './errors';
import { changePercent, formatScaled, roundDiv } from './format';
import { rngFor } from './random';
import { bucketStart, nextBucketStart, previousBucketStart } from './resolution';
import { intervalScheduler, type MarketScheduler } from './scheduler';
import { bookAt, secondTrades, type RawTrade } from './sim-book';
import { SimEngine } from './sim-engine';
import { findSymbol, listedSymbols, symbolInfo, type SymbolDef } from './symbols';
import { createTickHub } from './tick-hub';
import type { MarketSource, MarketSources } from './types';

/** The simulated market opens at 2020-01-01 00:00 UTC: no bars before. */
export const LISTED_AT = Date.UTC(2020, 0, 1);
/** Futures turnover is this multiple of spot (an integer, so volumes still sum exactly). */
const FUTURES_VOLUME_FACTOR = 2;
const STREAM_MARK = 12;
const STREAM_FUNDING = 13;
/** Trades of at most this many past seconds go into one tick (after a stalled timer). */
const MAX_TICK_BACKLOG_SECONDS = 60;

export interface SimulatedMarketOptions {
  /** Milliseconds since the epoch (deps.now). */
  readonly now: () => number;
  /** Drives subscribe(); default setInterval. */
  readonly scheduler?: MarketScheduler;
  /** Tick period, default 1000 ms (the process moves in one-second steps). */
  readonly tickMs?: number;
  readonly listedAt?: number;
  /** A listener that throws is reported here and the feed goes on. */
  readonly onError?: (error: unknown, symbol: string) => void;
}

/**
 * How a market sees the shared spot process. Futures = spot × (1 + basis) with a constant
 * per-contract premium of 1–6 bp, and FUTURES_VOLUME_FACTOR × the volume: both maps are monotone
 * (prices) and linear (volumes), so futures bars aggregate exactly like spot bars.
 */
interface View {
  price(ticks: number): number;
  units(units: number): number;
  /** Premium of this market's price over the spot index, in basis points. */
  readonly basisBp: number;
}

const SPOT_VIEW: View = { price: (t) => t, units: (v) => v, basisBp: 0 };

function futuresView(engine: SimEngine): View {
  const basisBp = 1 + (engine.seed % 6);
  return {
    basisBp,
    // Integer arithmetic (ticks stay near 10^6, so the product is far below 2^53).
    price: (t) => Math.floor((t * (10_000 + basisBp) + 5_000) / 10_000),
    units: (v) => v * FUTURES_VOLUME_FACTOR,
  };
}

/** The deterministic simulated market (default source): spot pairs and USDT futures of every DEMO_ASSETS asset. */
export function createSimulatedMarket(options: SimulatedMarketOptions): MarketSources {
  const listedAt = options.listedAt ?? LISTED_AT;
  const engines = new Map<string, SimEngine>();
  const engineOf = (def: SymbolDef) => {
    let engine = engines.get(def.symbol);
    if (!engine) {
      engine = new SimEngine({
        symbol: def.symbol,
        reference: Number(def.reference),
        pricePrecision: def.pricePrecision,
        quantityPrecision: def.quantityPrecision,
        params: def.sim,
        listedAt,
      });
      engines.set(def.symbol, engine);
    }
    return engine;
  };
  const scheduler = options.scheduler ?? intervalScheduler;
  return {
    spot: new SimulatedMarket('spot', options, engineOf, scheduler),
    futures: new SimulatedMarket('futures', options, engineOf, scheduler),
  };
}

class SimulatedMarket implements MarketSource {
  readonly subscribe: (symbol: string, onTick: (tick: MarketTick) => void) => () => void;

  constructor(
    readonly market: Market,
    private readonly options: SimulatedMarketOptions,
    private readonly engineOf: (def: SymbolDef) => SimEngine,
    scheduler: MarketScheduler,
  ) {
    const hub = createTickHub<{ nextSec: number }>({
      scheduler,
      intervalMs: options.tickMs ?? 1000,
      start: () => ({ nextSec: this.endSec() }),
      produce: (symbol, state) => this.nextTick(symbol, state),
      onError: options.onError ?? (() => {}),
    });
    this.subscribe = (symbol, onTick) => {
      this.lookup(symbol);
      return hub(symbol, onTick);
    };
  }

  async symbols(): Promise<MarketSymbolInfo[]> {
    return listedSymbols(this.market).map((def) => symbolInfo(def, this.market));
  }

  async candles(
    symbol: string,
    resolution: Resolution,
    from: number | undefined,
    to: number | undefined,
    limit: number,
  ): Promise<Candle[]> {
    const { def, engine, view } = this.lookup(symbol);
    const endSec = this.endSec();
    const listedMs = engine.listedSec * 1000;
    // The newest bar is the one holding the last completed second.
    let start = bucketStart(resolution, Math.min(to ?? Infinity, endSec * 1000 - 1));
    const out: Candle[] = [];
    while (out.length < limit && (from === undefined || start >= from)) {
      const end = nextBucketStart(resolution, start);
      if (end <= listedMs) break;
      const bar = engine.range(Math.max(start, listedMs) / 1000, Math.min(end / 1000, endSec));
      if (bar) out.push({ t: start, ...this.format(def, view, bar) });
      start = previousBucketStart(resolution, start);
    }
    return out.reverse();
  }

  async ticker(symbol: string): Promise<Ticker> {
    return this.tickerOf(this.lookup(symbol));
  }

  async tickers(): Promise<Ticker[]> {
    return listedSymbols(this.market).map((def) => this.tickerOf(this.lookup(def.symbol)));
  }

  async depth(symbol: string, levels: number): Promise<Depth> {
    const { def, engine, view } = this.lookup(symbol);
    const sec = Math.max(engine.listedSec, this.endSec() - 1);
    const book = bookAt(engine, sec, levels);
    const level = ([price, units]: [number, number]): [string, string] => [
      formatScaled(view.price(price), def.pricePrecision),
      formatScaled(view.units(units), def.quantityPrecision),
    ];
    return { symbol: def.symbol, market: this.market, time: this.options.now(), bids: book.bids.map(level), asks: book.asks.map(level) };
  }

  async trades(symbol: string, limit: number): Promise<Trade[]> {
    const { def, engine, view } = this.lookup(symbol);
    const out: Trade[] = [];
    for (let sec = this.endSec() - 1; sec >= engine.listedSec && out.length < limit; sec--) {
      const list = secondTrades(engine, sec);
      for (let i = list.length - 1; i >= 0 && out.length < limit; i--) {
        const trade = list[i];
        if (trade) out.push(this.formatTrade(def, view, trade));
      }
    }
    return out;
  }

  /** Seconds before this one are complete: bars, trades and books cover them only. */
  private endSec(): number {
    return Math.floor(this.options.now() / 1000);
  }

  private lookup(symbol: string) {
    const def = findSymbol(this.market, symbol);
    if (!def) throw new UnknownSymbolError(this.market, symbol);
    const engine = this.engineOf(def);
    return { def, engine, view: this.market === 'futures' ? futuresView(engine) : SPOT_VIEW };
  }

  private format(def: SymbolDef, view: View, bar: IntBar) {
    const price = (ticks: number) => formatScaled(view.price(ticks), def.pricePrecision);
    return {
      o: price(bar.o),
      h: price(bar.h),
      l: price(bar.l),
      c: price(bar.c),
      v: formatScaled(view.units(bar.v), def.quantityPrecision),
    };
  }

  private formatTrade(def: SymbolDef, view: View, trade: RawTrade): Trade {
    return {
      id: String(trade.id),
      time: trade.time,
      price: formatScaled(view.price(trade.price), def.pricePrecision),
      amount: formatScaled(view.units(trade.units), def.quantityPrecision),
      side: trade.side,
    };
  }

  /** Last 24 h: [now − 24 h, now) in whole seconds, from the aligned blocks that tile it. */
  private tickerOf({ def, engine, view }: ReturnType<SimulatedMarket['lookup']>): Ticker {
    const now = this.options.now();
    const endSec = this.endSec();
    const blocks = engine
      .blocks(endSec - 86_400, endSec)
      .map((b) => ({ o: view.price(b.o), h: view.price(b.h), l: view.price(b.l), c: view.price(b.c), v: view.units(b.v) }));
    const opening = view.price(engine.ticks(0));
    const day = aggregateBars(blocks) ?? { o: opening, h: opening, l: opening, c: opening, v: 0 };
    // Quote volume is estimated per block as (o + h + l + c)/4 × volume, in exact integers.
    let quote4 = 0n;
    for (const b of blocks) quote4 += BigInt(b.o + b.h + b.l + b.c) * BigInt(b.v);
    const quote = roundDiv(quote4 * 100n, 4n * 10n ** BigInt(def.pricePrecision + def.quantityPrecision));
    const price = (ticks: number) => formatScaled(ticks, def.pricePrecision);
    const book = bookAt(engine, Math.max(engine.listedSec, endSec - 1), 1);
    const bid = book.bids[0];
    const ask = book.asks[0];
    const ticker: Ticker = {
      symbol: def.symbol,
      market: this.market,
      last: price(day.c),
      bid: bid ? price(view.price(bid[0])) : null,
      ask: ask ? price(view.price(ask[0])) : null,
      change_percentage: changePercent(day.c, day.o),
      high_24h: price(day.h),
      low_24h: price(day.l),
      volume_24h: formatScaled(day.v, def.quantityPrecision),
      quote_volume_24h: formatScaled(quote, 2),
      time: now,
    };
    if (this.market === 'spot') return ticker;
    // Index = the spot price; mark = index ± a small basis that wobbles each minute.
    const index = engine.bar(3, Math.max(engine.listedSec, endSec - 1)).c;
    const basisPpm = view.basisBp * 100 + (rngFor(engine.seed, STREAM_MARK, Math.floor(endSec / 60)).int(101) - 50);
    const mark = Number(roundDiv(BigInt(index) * BigInt(1_000_000 + basisPpm), 1_000_000n));
    // Funding per 8-hour period, −0.005 % to +0.015 %.
    const fundingPpm = rngFor(engine.seed, STREAM_FUNDING, Math.floor(endSec / 28_800)).int(201) - 50;
    return { ...ticker, index_price: price(index), mark_price: price(mark), funding_rate: formatScaled(fundingPpm, 6) };
  }

  private nextTick(symbol: string, state: { nextSec: number }): MarketTick | null {
    const { def, engine, view } = this.lookup(symbol);
    const endSec = this.endSec();
    if (endSec <= state.nextSec) return null;
    const trades: Trade[] = [];
    for (let sec = Math.max(state.nextSec, endSec - MAX_TICK_BACKLOG_SECONDS, engine.listedSec); sec < endSec; sec++) {
      for (const trade of secondTrades(engine, sec)) trades.push(this.formatTrade(def, view, trade));
    }
    state.nextSec = endSec;
    const last = engine.bar(3, Math.max(engine.listedSec, endSec - 1)).c;
    return {
      symbol: def.symbol,
      market: this.market,
      time: this.options.now(),
      price: formatScaled(view.price(last), def.pricePrecision),
      trades,
    };
  }
}
