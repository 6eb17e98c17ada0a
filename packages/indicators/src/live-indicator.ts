/**
 * The live-tick contract every indicator implements (issue 5 "Live ticks").
 *
 * A live indicator keeps only the state after the last *closed* bar plus what it computed for the
 * bar still forming. `push(bar)` closes the forming bar and starts a new one; `update(bar)`
 * replaces the forming bar. Neither call looks at the series again: each is O(1) (amortised O(1)
 * where a sliding window is involved, see the indicator's notes), and the values equal the batch
 * function's for the same bars (property-tested to 1e-9).
 */
import type { OhlcvBar } from './series';

/** Streaming form of an indicator: one point per call. */
export interface LiveIndicator<P> {
  /** Appends a bar (the previous last bar is final from now on) and returns the new bar's values. */
  push(bar: OhlcvBar): P;
  /** Replaces the last bar (a tick on the forming candle) and returns its values. Throws before the first push. */
  update(bar: OhlcvBar): P;
  /** Number of bars pushed so far. */
  readonly length: number;
}

/**
 * Base of the live indicators: subclasses compute the forming bar from the committed state
 * (`preview`, which must not change that state) and fold it in later (`commit`).
 */
export abstract class LiveIndicatorBase<P> implements LiveIndicator<P> {
  #bars = 0;

  get length(): number {
    return this.#bars;
  }

  push(bar: OhlcvBar): P {
    this.check(bar);
    if (this.#bars > 0) this.commit();
    this.#bars++;
    return this.preview(bar, this.#bars - 1);
  }

  update(bar: OhlcvBar): P {
    if (this.#bars === 0) throw new Error('update() replaces the last bar: push() a bar first');
    this.check(bar);
    return this.preview(bar, this.#bars - 1);
  }

  /** Throws an IndicatorInputError for a bar field this indicator reads that is not finite. */
  protected abstract check(bar: OhlcvBar): void;
  /** Values of bar `index` from the committed state; remembers what `commit` needs. */
  protected abstract preview(bar: OhlcvBar, index: number): P;
  /** Folds the last previewed bar into the committed state. */
  protected abstract commit(): void;
}
