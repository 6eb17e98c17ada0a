/**
 * An independent, deliberately naive TD Sequential (not exported from the package), written from
 * the rules in `td-sequential-calculation.ts` in a different shape: setup runs are recounted by
 * looking back from every bar, and each countdown is replayed from its setup's 9th bar up to the
 * next completed setup of either direction (which cancels or recycles it). Used by the tests and,
 * as the only available comparison, by the benchmark (neither reference library has TD Sequential).
 */
import type { TdSequentialResult } from '../td-sequential-calculation';

interface Bars {
  readonly close: ArrayLike<number>;
  readonly high: ArrayLike<number>;
  readonly low: ArrayLike<number>;
}

function at(values: ArrayLike<number>, i: number): number {
  const v = values[i];
  if (v === undefined) throw new Error(`no bar ${i}`);
  return v;
}

/**
 * TD Sequential by brute force: O(n · run length + n · countdown length).
 *
 * @example
 * const labels = naiveTdSequential({ close, high, low });
 */
export function naiveTdSequential(bars: Bars): TdSequentialResult {
  const n = bars.close.length;
  const isBuyBar = (i: number): boolean => i >= 4 && at(bars.close, i) < at(bars.close, i - 4);
  const isSellBar = (i: number): boolean => i >= 4 && at(bars.close, i) > at(bars.close, i - 4);
  const runLength = (i: number, test: (j: number) => boolean): number => {
    let k = 0;
    while (i - k >= 0 && test(i - k)) k++;
    return k;
  };

  const buySetup = new Int8Array(n);
  const sellSetup = new Int8Array(n);
  const completions: { bar: number; buy: boolean }[] = [];
  for (let i = 0; i < n; i++) {
    const buy = runLength(i, isBuyBar);
    const sell = runLength(i, isSellBar);
    if (buy >= 1 && buy <= 9) buySetup[i] = buy;
    if (sell >= 1 && sell <= 9) sellSetup[i] = sell;
    if (buy === 9) completions.push({ bar: i, buy: true });
    if (sell === 9) completions.push({ bar: i, buy: false });
  }

  const buyCountdown = new Int8Array(n);
  const sellCountdown = new Int8Array(n);
  completions.forEach((start, c) => {
    const end = completions[c + 1]?.bar ?? n; // the next completed setup ends this countdown
    let count = 0;
    for (let i = start.bar; i < end && count < 13; i++) {
      const counts = start.buy ? at(bars.close, i) <= at(bars.low, i - 2) : at(bars.close, i) >= at(bars.high, i - 2);
      if (counts) {
        count++;
        (start.buy ? buyCountdown : sellCountdown)[i] = count;
      }
    }
  });
  return { buySetup, sellSetup, buyCountdown, sellCountdown };
}
