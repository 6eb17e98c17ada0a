import { mergeBars, type IntBar } from './aggregate';
import { hashString, rngFor } from './random';
import { bridgeHigh, bridgeLow, splitBar, type SimBar } from './sim-split';
import type { SimParams } from './symbols';

/**
 * The simulated price process of one symbol, generated top-down and on demand:
 *
 * - Day boundaries: the log price (relative to the reference) at 00:00 UTC of each day since listing
 *   follows a discretised Ornstein–Uhlenbeck walk (daily σ = annual σ/√365, mean reversion with the
 *   asset's half-life), one seeded shock per day, so the market lives around its reference price.
 * - Each day's high/low are drawn from the Brownian-bridge extreme law; its volume from a seeded
 *   lognormal activity that rises with the day's move.
 * - A day is split into 24 hours, an hour into 60 minutes, a minute into 60 one-second bars with
 *   {@link splitBar}: every child set aggregates exactly to its parent (open = first open, close =
 *   last close, high = max, low = min, volume = sum), so a minute is exactly its 60 seconds, an hour
 *   its 60 minutes and a day its 24 hours. The per-level variance is σ²·Δt, i.e. a GBM at the
 *   1-second level conditioned on the coarser bars.
 *
 * Every node draws from its own stream seeded by (symbol, level, index), so any bar costs
 * O(depth) work whatever was computed before, and all processes agree.
 */

/** Bar length in seconds of the generation levels: day, hour, minute, second. */
export const LEVEL_SECONDS = [86_400, 3_600, 60, 1] as const;
const CHILDREN = [24, 60, 60] as const;
export type Level = 0 | 1 | 2 | 3;

/** Every one-second bar carries at least 4 units, enough for its open, high, low and close trades. */
const MIN_UNITS = [4 * 86_400, 4 * 3_600, 4 * 60, 4] as const;
/** A day's volume is at most this multiple of the asset's typical day. */
const MAX_ACTIVITY = 8;

const STREAM_PATH = 1;
const STREAM_DAY = 2;
const STREAM_SPLIT = 3; // + level (3, 4, 5)
export const STREAM_TRADES = 10;
export const STREAM_DEPTH = 11;
export const STREAM_FUTURES = 12;

export interface SimEngineOptions {
  readonly symbol: string;
  /** Reference USD price (DEMO_ASSETS). */
  readonly reference: number;
  readonly pricePrecision: number;
  readonly quantityPrecision: number;
  readonly params: SimParams;
  /** First traded moment (ms); a UTC midnight. */
  readonly listedAt: number;
  /** Child sets kept in memory (LRU). */
  readonly cacheSize?: number;
}

export class SimEngine {
  readonly seed: number;
  readonly listedSec: number;
  /** Volume units of a typical day at the reference price. */
  readonly dailyUnits: number;
  private readonly listedDay: number;
  private readonly refTicks: number;
  private readonly levelVar: readonly number[];
  private readonly phi: number;
  private readonly shockSd: number;
  /** Log price at 00:00 UTC of listedDay + k. */
  private readonly path: number[] = [0];
  private readonly cache = new Map<number, readonly SimBar[]>();
  private readonly cacheSize: number;

  constructor(options: SimEngineOptions) {
    this.seed = hashString(options.symbol);
    this.listedDay = Math.floor(options.listedAt / 86_400_000);
    this.listedSec = this.listedDay * 86_400;
    this.refTicks = options.reference * 10 ** options.pricePrecision;
    this.dailyUnits = Math.max(
      MIN_UNITS[0],
      Math.round((options.params.dailyUsdVolume / options.reference) * 10 ** options.quantityPrecision),
    );
    const dayVar = options.params.annualVol ** 2 / 365;
    this.levelVar = [dayVar, dayVar / 24, dayVar / 1_440, dayVar / 86_400];
    const theta = Math.LN2 / options.params.halfLifeDays;
    this.phi = Math.exp(-theta);
    // Exact OU discretisation: the stationary spread is σ_day / √(2θ).
    this.shockSd = Math.sqrt((dayVar * (1 - this.phi ** 2)) / (2 * theta));
    this.cacheSize = options.cacheSize ?? 128;
  }

  /** Integer ticks of a log price; at least one tick. */
  readonly ticks = (x: number): number => Math.max(1, Math.round(this.refTicks * Math.exp(x)));

  /** The bar `index` (in units of the level's length since the epoch) of a level. */
  bar(level: Level, index: number): SimBar {
    if (level === 0) return this.dayBar(index);
    const parentLevel = (level - 1) as Level;
    const n = CHILDREN[parentLevel as 0 | 1 | 2];
    const kids = this.children(parentLevel, Math.floor(index / n));
    const bar = kids[index % n];
    if (!bar) throw new Error(`no bar ${level}:${index}`);
    return bar;
  }

  /** Aggregate of [fromSec, toSec) from the listing on, or null when that is empty. */
  range(fromSec: number, toSec: number): IntBar | null {
    let acc: IntBar | null = null;
    this.walk(fromSec, toSec, (bar) => {
      acc = acc ? mergeBars(acc, bar) : { o: bar.o, h: bar.h, l: bar.l, c: bar.c, v: bar.v };
    });
    return acc;
  }

  /** The largest aligned day/hour/minute/second bars that tile [fromSec, toSec), in time order. */
  blocks(fromSec: number, toSec: number): SimBar[] {
    const out: SimBar[] = [];
    this.walk(fromSec, toSec, (bar) => out.push(bar));
    return out;
  }

  private walk(fromSec: number, toSec: number, visit: (bar: SimBar) => void): void {
    let t = Math.max(fromSec, this.listedSec);
    while (t < toSec) {
      let level: Level = 3;
      for (const candidate of [0, 1, 2] as const) {
        const size = LEVEL_SECONDS[candidate];
        if (t % size === 0 && t + size <= toSec) {
          level = candidate;
          break;
        }
      }
      visit(this.bar(level, t / LEVEL_SECONDS[level]));
      t += LEVEL_SECONDS[level];
    }
  }

  private boundary(day: number): number {
    const k = day - this.listedDay;
    while (this.path.length <= k) {
      const j = this.path.length - 1;
      const shock = rngFor(this.seed, STREAM_PATH, this.listedDay + j).normal();
      this.path.push(this.phi * (this.path[j] ?? 0) + this.shockSd * shock);
    }
    return this.path[Math.max(0, k)] ?? 0;
  }

  private dayBar(day: number): SimBar {
    const xo = this.boundary(day);
    const xc = this.boundary(day + 1);
    const rng = rngFor(this.seed, STREAM_DAY, day);
    const variance = this.levelVar[0] ?? 0;
    const xh = bridgeHigh(xo, xc, variance, rng.open());
    const xl = bridgeLow(xo, xc, variance, rng.open());
    const o = this.ticks(xo);
    const c = this.ticks(xc);
    const activity = Math.min(MAX_ACTIVITY, Math.exp(0.35 * rng.normal() - 0.06) * (1 + 6 * Math.abs(xc - xo)));
    return {
      o,
      h: Math.max(this.ticks(xh), o, c),
      l: Math.min(this.ticks(xl), o, c),
      c,
      v: Math.max(MIN_UNITS[0], Math.round(this.dailyUnits * activity)),
      xo,
      xh,
      xl,
      xc,
    };
  }

  private children(level: Level, index: number): readonly SimBar[] {
    const key = index * 4 + level;
    const hit = this.cache.get(key);
    if (hit) {
      // LRU: re-insert as the newest entry.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const childLevel = (level + 1) as Level;
    const kids = splitBar(
      this.bar(level, index),
      CHILDREN[level as 0 | 1 | 2],
      this.levelVar[childLevel] ?? 0,
      MIN_UNITS[childLevel],
      rngFor(this.seed, STREAM_SPLIT + level, index),
      this.ticks,
    );
    this.cache.set(key, kids);
    if (this.cache.size > this.cacheSize) {
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
    return kids;
  }
}
