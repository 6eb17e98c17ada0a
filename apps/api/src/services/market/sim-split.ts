import type { IntBar } from './aggregate';
import type { Rng } from './random';

/**
 * A generated bar: integer ticks/units (authoritative, what the API prints) plus the log-price
 * values (relative to the reference price) that guide the generation of its children.
 */
export interface SimBar extends IntBar {
  readonly xo: number;
  readonly xh: number;
  readonly xl: number;
  readonly xc: number;
}

/**
 * Maximum of a Brownian bridge from a to b with total variance v, sampled exactly by inverting
 * P(max ≥ m) = exp(−2(m − a)(m − b)/v) at the uniform u ∈ (0, 1).
 * @example bridgeHigh(0, 0, 1, Math.exp(-0.5)) === 0.5
 */
export function bridgeHigh(a: number, b: number, v: number, u: number): number {
  return (a + b + Math.sqrt((a - b) ** 2 - 2 * v * Math.log(u))) / 2;
}

/**
 * Minimum of the same bridge (mirror image of {@link bridgeHigh}).
 * @example bridgeLow(0, 0, 1, Math.exp(-0.5)) === -0.5
 */
export function bridgeLow(a: number, b: number, v: number, u: number): number {
  return (a + b - Math.sqrt((a - b) ** 2 - 2 * v * Math.log(u))) / 2;
}

/**
 * Splits `total` into `n` non-negative integers in proportion to `weights`, each at least `min`
 * (requires total ≥ n·min). Cumulative rounding keeps the sum exact and every part ≥ min.
 * @example apportion(10, [1, 1, 2], 1) // [2, 3, 5]
 */
export function apportion(total: number, weights: ArrayLike<number>, min: number): number[] {
  const n = weights.length;
  const rest = total - n * min;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += weights[i] ?? 0;
  const parts: number[] = [];
  let acc = 0;
  let previous = 0;
  for (let i = 0; i < n; i++) {
    acc += weights[i] ?? 0;
    const cumulative = i === n - 1 ? rest : Math.min(rest, Math.floor((rest * acc) / sum));
    parts.push(min + Math.max(0, cumulative - previous));
    previous = Math.max(previous, cumulative);
  }
  return parts;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The `n` children of `parent`, each with variance `childVar` of its log return, such that
 * aggregating them gives back the parent exactly: first open = parent open, last close = parent
 * close, max high = parent high, min low = parent low, volumes sum to the parent's.
 *
 * 1. Child boundaries: a Brownian bridge from the parent's open to its close.
 * 2. Child extremes: the exact bridge-maximum/minimum law between neighbouring boundaries.
 * 3. A monotone piecewise-linear map, fixing [min(open, close), max(open, close)], stretches the
 *    excursions above and below so that the highest child high lands on the parent's high and the
 *    lowest low on its low; integer ticks are then clamped into the parent's range, and the child
 *    holding the extreme takes the parent's tick value itself.
 * 4. Volume: split in proportion to lognormal noise × (0.4 + the child's range in σ), ≥ minUnits each.
 */
export function splitBar(parent: SimBar, n: number, childVar: number, minUnits: number, rng: Rng, ticks: (x: number) => number): SimBar[] {
  const sd = Math.sqrt(childVar);
  const x = new Float64Array(n + 1);
  x[0] = parent.xo;
  x[n] = parent.xc;
  for (let i = 1; i < n; i++) {
    const left = n - i + 1;
    const prev = x[i - 1] ?? 0;
    x[i] = prev + (parent.xc - prev) / left + sd * Math.sqrt((left - 1) / left) * rng.normal();
  }
  const hi = new Float64Array(n);
  const lo = new Float64Array(n);
  let top = 0;
  let bottom = 0;
  for (let i = 0; i < n; i++) {
    const a = x[i] ?? 0;
    const b = x[i + 1] ?? 0;
    hi[i] = bridgeHigh(a, b, childVar, rng.open());
    lo[i] = bridgeLow(a, b, childVar, rng.open());
    if ((hi[i] ?? 0) > (hi[top] ?? 0)) top = i;
    if ((lo[i] ?? 0) < (lo[bottom] ?? 0)) bottom = i;
  }

  const upper = Math.max(parent.xo, parent.xc);
  const lower = Math.min(parent.xo, parent.xc);
  const peak = hi[top] ?? upper;
  const trough = lo[bottom] ?? lower;
  const up = peak > upper ? (parent.xh - upper) / (peak - upper) : 0;
  const down = trough < lower ? (lower - parent.xl) / (lower - trough) : 0;
  const fit = (y: number) => (y > upper ? upper + (y - upper) * up : y < lower ? lower - (lower - y) * down : y);

  const xs: number[] = [];
  const ts: number[] = [];
  for (let i = 0; i <= n; i++) {
    const edge = i === 0 || i === n;
    xs.push(edge ? (x[i] ?? 0) : fit(x[i] ?? 0));
    ts.push(i === 0 ? parent.o : i === n ? parent.c : clamp(ticks(xs[i] ?? 0), parent.l, parent.h));
  }

  const weights = new Float64Array(n);
  for (let i = 0; i < n; i++) weights[i] = Math.exp(0.5 * rng.normal()) * (0.4 + ((hi[i] ?? 0) - (lo[i] ?? 0)) / (sd || 1));
  const volumes = apportion(parent.v, weights, minUnits);

  const children: SimBar[] = [];
  for (let i = 0; i < n; i++) {
    const xo = xs[i] ?? 0;
    const xc = xs[i + 1] ?? 0;
    const o = ts[i] ?? parent.o;
    const c = ts[i + 1] ?? parent.c;
    const xh = i === top ? parent.xh : Math.max(Math.min(parent.xh, fit(hi[i] ?? 0)), xo, xc);
    const xl = i === bottom ? parent.xl : Math.min(Math.max(parent.xl, fit(lo[i] ?? 0)), xo, xc);
    const h = i === top ? parent.h : clamp(ticks(xh), Math.max(o, c), parent.h);
    const l = i === bottom ? parent.l : clamp(ticks(xl), parent.l, Math.min(o, c));
    children.push({ o, h, l, c, v: volumes[i] ?? minUnits, xo, xh, xl, xc });
  }
  return children;
}
