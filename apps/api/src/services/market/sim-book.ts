import { rngFor } from './random';
import { STREAM_DEPTH, STREAM_TRADES, type SimEngine } from './sim-engine';
import { apportion } from './sim-split';

/** A simulated trade in integers: price in ticks, amount in units. */
export interface RawTrade {
  readonly id: number;
  readonly time: number;
  readonly price: number;
  readonly units: number;
  readonly side: 'buy' | 'sell';
}

/**
 * The trades of one-second bar `sec`, oldest first: its open, then its extremes (high and low in a
 * seeded order), then its close — consecutive equal prices merged, so 1 to 4 trades. Their amounts
 * sum to the bar's volume and their prices reproduce its OHLC, so trades and candles agree. Times
 * are distinct milliseconds inside the second; ids are sec·10 + n (increasing).
 */
export function secondTrades(engine: SimEngine, sec: number): RawTrade[] {
  const bar = engine.bar(3, sec);
  const rng = rngFor(engine.seed, STREAM_TRADES, sec);
  const extremes = rng.next() < 0.5 ? [bar.h, bar.l] : [bar.l, bar.h];
  const prices = [bar.o, ...extremes, bar.c].filter((price, i, all) => i === 0 || price !== all[i - 1]);
  const weights = prices.map(() => 0.2 + rng.next());
  const amounts = apportion(bar.v, weights, 1);
  const offsets = prices.map(() => rng.int(1000 - prices.length)).sort((a, b) => a - b);
  let previous = bar.o;
  return prices.map((price, i) => {
    // Uptick: a buyer lifted the ask; downtick: a seller hit the bid; unchanged: either.
    const side = price > previous ? 'buy' : price < previous ? 'sell' : rng.next() < 0.5 ? 'buy' : 'sell';
    previous = price;
    return { id: sec * 10 + i, time: sec * 1000 + (offsets[i] ?? 0) + i, price, units: amounts[i] ?? 1, side };
  });
}

/**
 * The order book after second `sec`, around that second's close: level k is 1–3 steps (a step is
 * 0.1 bp of the price, at least one tick) beyond level k − 1, with lognormal sizes growing away from
 * the top. Draws are per level, so a shorter book is a prefix of a longer one.
 */
export function bookAt(engine: SimEngine, sec: number, levels: number): { bids: [number, number][]; asks: [number, number][] } {
  const mid = engine.bar(3, sec).c;
  const step = Math.max(1, Math.round(mid * 1e-5));
  const rng = rngFor(engine.seed, STREAM_DEPTH, sec);
  const levelUnits = Math.max(1, engine.dailyUnits / 40_000);
  const size = (k: number) => Math.max(1, Math.round(levelUnits * (0.4 + 0.12 * k) * Math.exp(0.7 * rng.normal())));
  const bids: [number, number][] = [];
  const asks: [number, number][] = [];
  let bid = mid;
  let ask = mid;
  for (let k = 0; k < levels; k++) {
    bid -= step * (1 + rng.int(3));
    const bidSize = size(k);
    ask += step * (1 + rng.int(3));
    const askSize = size(k);
    if (bid > 0) bids.push([bid, bidSize]);
    asks.push([ask, askSize]);
  }
  return { bids, asks };
}
