/**
 * Highest (or lowest) value over a sliding window, for KDJ's live RSV: a monotonic deque over
 * the last `size − 1` committed values in a ring buffer, so `extreme(x)` for the forming value is
 * O(1) and `commit` is amortised O(1) (each value enters and leaves the deque once).
 *
 * @example
 * const highs = new SlidingExtreme(3, true);
 * highs.commit(5); highs.commit(2);
 * highs.extreme(4); // 5: the highest of 5, 2, 4
 * highs.commit(4);
 * highs.extreme(1); // 4: the highest of 2, 4, 1
 */
export class SlidingExtreme {
  private readonly values: Float64Array;
  private readonly indices: Float64Array;
  private readonly capacity: number;
  private head = 0;
  private len = 0;
  private next = 0;

  /** `isMax` true tracks the highest value, false the lowest. */
  constructor(
    readonly size: number,
    private readonly isMax: boolean,
  ) {
    this.capacity = size - 1;
    const slots = Math.max(1, this.capacity);
    this.values = new Float64Array(slots);
    this.indices = new Float64Array(slots);
  }

  /** Extreme of the last `size − 1` committed values and `x` (fewer while warming up). */
  extreme(x: number): number {
    if (this.len === 0) return x;
    const front = this.values[this.head]!;
    return this.isMax ? (front > x ? front : x) : front < x ? front : x;
  }

  /** Adds `x` as the newest value. */
  commit(x: number): void {
    const t = this.next++;
    const cap = this.capacity;
    if (cap === 0) return;
    // The next preview covers committed indices t − cap + 1 … t: drop older ones from the front.
    while (this.len > 0 && this.indices[this.head]! <= t - cap) {
      this.head = this.head + 1 === cap ? 0 : this.head + 1;
      this.len--;
    }
    // Drop values that can never be the extreme again from the back.
    while (this.len > 0) {
      const back = this.values[(this.head + this.len - 1) % cap]!;
      if (this.isMax ? back <= x : back >= x) this.len--;
      else break;
    }
    const tail = (this.head + this.len) % cap;
    this.values[tail] = x;
    this.indices[tail] = t;
    this.len++;
  }
}
