/**
 * TD Sequential (SPEC §9: setup counts to 9, countdown to 13, with an option to show only 9
 * and 13). The exact rules implemented, for bar `i` with close `C`, high `H`, low `L`:
 *
 * **Setup** (consecutive bars, compared with the close 4 bars earlier):
 * 1. Bar `i ≥ 4` is a *buy-setup bar* if `C[i] < C[i−4]`, a *sell-setup bar* if `C[i] > C[i−4]`;
 *    an equal close is neither. Bars 0–3 are neither.
 * 2. The buy run grows by 1 on each buy-setup bar and resets to 0 on any other bar (a sell-setup
 *    bar or an equal close); the sell run likewise. So an opposite bar or an equal close resets a
 *    setup in progress.
 * 3. Bars with run 1…9 are labelled 1…9. The 9th bar *completes* the setup. A run that continues
 *    past 9 is not labelled again (no 10, no restart at 1); a new setup in that direction needs
 *    the run to break first.
 *
 * **Countdown** (not consecutive, compared with the low/high 2 bars earlier):
 * 4. A completed buy setup starts a buy countdown on its 9th bar; that bar can itself count.
 * 5. While a buy countdown is active, each bar with `C[i] ≤ L[i−2]` adds 1 and is labelled with
 *    the new count (1…13); other bars are not labelled. At 13 the countdown is complete and stops.
 *    Sell mirrors it: `C[i] ≥ H[i−2]`.
 * 6. Cancellation: a completed sell setup cancels an active buy countdown (and starts a sell
 *    countdown on the same bar), and vice versa. Recycling: a new buy setup completing while a
 *    buy countdown is active restarts the count from 0 on that 9th bar (which may count as 1).
 *    So at most one countdown is active. Labels already given stay (history is not rewritten).
 *
 * Not implemented (named so nobody assumes them): the strict price-flip condition before bar 1
 * (`C[i−1] > C[i−5]`), setup perfection, TDST-level cancellation, the countdown-13 qualifier
 * (bar 13's low ≤ bar 8's close) and DeMark's setup-size comparison for recycling.
 *
 * Output: per-bar counts in `Int8Array`s, 0 where a bar has no label. O(n) batch; O(1) live.
 */
import { booleanFlag, finiteBarField, orDefault } from './input-error';
import { LiveIndicatorBase, type LiveIndicator } from './live-indicator';
import { seriesLength, type OhlcvBar, type OhlcvSeries } from './series';

/** TD Sequential inputs: `onlyNineAndThirteen` keeps only setup 9s and countdown 13s (default false). */
export interface TdSequentialParams {
  readonly onlyNineAndThirteen: boolean;
}

/** Per-bar labels: setup 1–9 and countdown 1–13 for each direction; 0 = no label. */
export interface TdSequentialResult {
  readonly buySetup: Int8Array;
  readonly sellSetup: Int8Array;
  readonly buyCountdown: Int8Array;
  readonly sellCountdown: Int8Array;
}

/** One bar's labels (live form). */
export interface TdSequentialPoint {
  readonly buySetup: number;
  readonly sellSetup: number;
  readonly buyCountdown: number;
  readonly sellCountdown: number;
}

/**
 * Validates TD Sequential inputs and fills the default.
 *
 * @example
 * resolveTdSequentialParams({}); // { onlyNineAndThirteen: false }
 */
export function resolveTdSequentialParams(params: Partial<TdSequentialParams> = {}): TdSequentialParams {
  return { onlyNineAndThirteen: booleanFlag('td.onlyNineAndThirteen', orDefault(params.onlyNineAndThirteen, false)) };
}

/**
 * TD Sequential labels of `series` (reads close, high and low).
 *
 * @example
 * const { buySetup, buyCountdown } = tdSequential(series);
 * const only = tdSequential(series, { onlyNineAndThirteen: true }); // same as onlyNineAndThirteen(tdSequential(series))
 */
export function tdSequential(series: OhlcvSeries, params: Partial<TdSequentialParams> = {}): TdSequentialResult {
  const p = resolveTdSequentialParams(params);
  const n = seriesLength(series);
  const { close, high, low } = series;
  const buySetup = new Int8Array(n);
  const sellSetup = new Int8Array(n);
  const buyCountdown = new Int8Array(n);
  const sellCountdown = new Int8Array(n);
  let buyRun = 0;
  let sellRun = 0;
  let direction = 0; // 1 buy countdown active, −1 sell, 0 none
  let count = 0;
  for (let i = 4; i < n; i++) {
    const c = close[i]!;
    const c4 = close[i - 4]!;
    if (c < c4) {
      buyRun = buyRun < 10 ? buyRun + 1 : 10;
      sellRun = 0;
      if (buyRun <= 9) buySetup[i] = buyRun;
      if (buyRun === 9) {
        direction = 1;
        count = 0;
      }
    } else if (c > c4) {
      sellRun = sellRun < 10 ? sellRun + 1 : 10;
      buyRun = 0;
      if (sellRun <= 9) sellSetup[i] = sellRun;
      if (sellRun === 9) {
        direction = -1;
        count = 0;
      }
    } else {
      buyRun = 0;
      sellRun = 0;
    }
    if (direction === 1) {
      if (c <= low[i - 2]!) {
        buyCountdown[i] = ++count;
        if (count === 13) direction = 0;
      }
    } else if (direction === -1 && c >= high[i - 2]!) {
      sellCountdown[i] = ++count;
      if (count === 13) direction = 0;
    }
  }
  const result = { buySetup, sellSetup, buyCountdown, sellCountdown };
  return p.onlyNineAndThirteen ? onlyNineAndThirteen(result) : result;
}

/**
 * The §9 "show only 9 and 13" view: keeps setup labels equal to 9 and countdown labels equal to
 * 13, zeroes the rest. Returns new arrays.
 *
 * @example
 * const shown = onlyNineAndThirteen(tdSequential(series));
 */
export function onlyNineAndThirteen(result: TdSequentialResult): TdSequentialResult {
  const keep = (labels: Int8Array, wanted: number): Int8Array => labels.map((v) => (v === wanted ? v : 0));
  return {
    buySetup: keep(result.buySetup, 9),
    sellSetup: keep(result.sellSetup, 9),
    buyCountdown: keep(result.buyCountdown, 13),
    sellCountdown: keep(result.sellCountdown, 13),
  };
}

class LiveTdSequential extends LiveIndicatorBase<TdSequentialPoint> {
  // Closes of the last 4 closed bars and lows/highs of the last 2, by bar index modulo the size.
  private readonly closes = new Float64Array(4);
  private readonly lows = new Float64Array(2);
  private readonly highs = new Float64Array(2);
  private buyRun = 0;
  private sellRun = 0;
  private direction = 0;
  private cdCount = 0;
  // The forming bar and the state after it, for commit().
  private index = 0;
  private c = 0;
  private h = 0;
  private l = 0;
  private nBuyRun = 0;
  private nSellRun = 0;
  private nDirection = 0;
  private nCount = 0;

  constructor(private readonly p: TdSequentialParams) {
    super();
  }

  protected check(bar: OhlcvBar): void {
    finiteBarField('bar.close', bar.close);
    finiteBarField('bar.high', bar.high);
    finiteBarField('bar.low', bar.low);
  }

  protected preview(bar: OhlcvBar, i: number): TdSequentialPoint {
    this.index = i;
    const c = (this.c = bar.close);
    this.h = bar.high;
    this.l = bar.low;
    let buyRun = this.buyRun;
    let sellRun = this.sellRun;
    let direction = this.direction;
    let count = this.cdCount;
    let buySetup = 0;
    let sellSetup = 0;
    let buyCountdown = 0;
    let sellCountdown = 0;
    if (i >= 4) {
      const c4 = this.closes[i % 4]!;
      if (c < c4) {
        buyRun = buyRun < 10 ? buyRun + 1 : 10;
        sellRun = 0;
        if (buyRun <= 9) buySetup = buyRun;
        if (buyRun === 9) {
          direction = 1;
          count = 0;
        }
      } else if (c > c4) {
        sellRun = sellRun < 10 ? sellRun + 1 : 10;
        buyRun = 0;
        if (sellRun <= 9) sellSetup = sellRun;
        if (sellRun === 9) {
          direction = -1;
          count = 0;
        }
      } else {
        buyRun = 0;
        sellRun = 0;
      }
      if (direction === 1) {
        if (c <= this.lows[i % 2]!) {
          buyCountdown = ++count;
          if (count === 13) direction = 0;
        }
      } else if (direction === -1 && c >= this.highs[i % 2]!) {
        sellCountdown = ++count;
        if (count === 13) direction = 0;
      }
    }
    this.nBuyRun = buyRun;
    this.nSellRun = sellRun;
    this.nDirection = direction;
    this.nCount = count;
    if (this.p.onlyNineAndThirteen) {
      return {
        buySetup: buySetup === 9 ? 9 : 0,
        sellSetup: sellSetup === 9 ? 9 : 0,
        buyCountdown: buyCountdown === 13 ? 13 : 0,
        sellCountdown: sellCountdown === 13 ? 13 : 0,
      };
    }
    return { buySetup, sellSetup, buyCountdown, sellCountdown };
  }

  protected commit(): void {
    const i = this.index;
    this.closes[i % 4] = this.c;
    this.lows[i % 2] = this.l;
    this.highs[i % 2] = this.h;
    this.buyRun = this.nBuyRun;
    this.sellRun = this.nSellRun;
    this.direction = this.nDirection;
    this.cdCount = this.nCount;
  }
}

/**
 * Live TD Sequential (see {@link LiveIndicator}): O(1) per call.
 *
 * @example
 * const live = createTdSequentialState({ onlyNineAndThirteen: true });
 * for (const bar of history) live.push(bar);
 * const { buySetup, sellCountdown } = live.update(tick);
 */
export function createTdSequentialState(params: Partial<TdSequentialParams> = {}): LiveIndicator<TdSequentialPoint> {
  return new LiveTdSequential(resolveTdSequentialParams(params));
}
