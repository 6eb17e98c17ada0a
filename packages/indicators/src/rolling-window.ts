/**
 * Mean and population variance over a sliding window, for the SMA-based indicators (MA, BOLL,
 * VOL's MA, KDJ's SMA variant). Shared by the batch functions and the live indicators, so both
 * produce bit-identical values.
 *
 * Keeps the last `size − 1` committed values; `mean(x)`/`variance(x)` answer for those plus the
 * forming value `x` without changing anything. Sums are kept relative to a shift (a recent value)
 * so the variance does not lose digits to cancellation at large prices, and are recomputed from
 * the buffer every `size − 1` commits so rounding cannot drift over a long live session:
 * O(1) per call, amortised (the recompute costs O(size) once per `size − 1` commits).
 *
 * @example
 * const w = new RollingWindow(3);
 * w.commit(3); w.commit(6);
 * w.mean(9);     // 6, the mean of 3, 6, 9
 * w.variance(9); // 6, the population variance
 */
export class RollingWindow {
  private readonly values: Float64Array;
  private readonly capacity: number;
  private head = 0;
  private count = 0;
  private shift = 0;
  private sum = 0;
  private sumSq = 0;
  private sinceResync = 0;

  constructor(readonly size: number) {
    this.capacity = size - 1;
    this.values = new Float64Array(Math.max(1, this.capacity));
  }

  /** True once `size − 1` values are committed, so the next `mean(x)` covers a full window. */
  get ready(): boolean {
    return this.count === this.capacity;
  }

  /** Mean of the committed window and `x`. Only meaningful when {@link ready}. */
  mean(x: number): number {
    return this.shift + (this.sum + (x - this.shift)) / this.size;
  }

  /** Population variance of the committed window and `x` (never negative). Only meaningful when {@link ready}. */
  variance(x: number): number {
    const d = x - this.shift;
    const m = (this.sum + d) / this.size;
    const v = (this.sumSq + d * d) / this.size - m * m;
    return v > 0 ? v : 0;
  }

  /** Adds `x` as the newest value, dropping the oldest once the window holds `size − 1`. */
  commit(x: number): void {
    const cap = this.capacity;
    if (cap === 0) return;
    if (this.count === 0) this.shift = x;
    const d = x - this.shift;
    if (this.count < cap) {
      this.values[(this.head + this.count) % cap] = x;
      this.count++;
      this.sum += d;
      this.sumSq += d * d;
      return;
    }
    const od = this.values[this.head]! - this.shift;
    this.values[this.head] = x;
    this.head = this.head + 1 === cap ? 0 : this.head + 1;
    this.sum += d - od;
    this.sumSq += d * d - od * od;
    if (++this.sinceResync >= cap) this.resync(x);
  }

  private resync(latest: number): void {
    this.shift = latest;
    let sum = 0;
    let sumSq = 0;
    for (let i = 0; i < this.capacity; i++) {
      const d = this.values[i]! - latest;
      sum += d;
      sumSq += d * d;
    }
    this.sum = sum;
    this.sumSq = sumSq;
    this.sinceResync = 0;
  }
}
