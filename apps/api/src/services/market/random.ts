/**
 * Seeded randomness for the simulated market: no Math.random, so the same symbol and time give the
 * same numbers in every process and run. Every generated node (a day, an hour's minutes, …) draws
 * from its own stream, seeded by (symbol, stream, index), so nothing depends on what was computed
 * before.
 */

/**
 * 32-bit FNV-1a of a string.
 * @example hashString('') === 0x811c9dc5
 */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** murmur3's 32-bit finaliser: every input bit affects every output bit. */
function fmix(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * One 32-bit seed from a symbol hash, a stream number and an index (any safe integer, e.g. a
 * second since the epoch, which exceeds 32 bits).
 * @example mixSeed(1, 2, 3) === mixSeed(1, 2, 3) && mixSeed(1, 2, 3) !== mixSeed(1, 2, 4)
 */
export function mixSeed(symbolHash: number, stream: number, index: number): number {
  const lo = index >>> 0;
  const hi = Math.floor(index / 4_294_967_296) >>> 0;
  let h = fmix(symbolHash ^ 0x9e3779b9);
  h = fmix(h ^ Math.imul(stream + 1, 0x27d4eb2f));
  h = fmix(h ^ lo);
  return fmix(h ^ Math.imul(hi + 1, 0x165667b1));
}

/** mulberry32: a small, fast generator; each stream draws at most a few hundred numbers. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** Uniform in (0, 1): safe to take the logarithm of. */
  open(): number {
    return (Math.floor(this.next() * 4_294_967_295) + 1) / 4_294_967_296;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Standard normal (Marsaglia's polar method: no trigonometry, so fewer libm differences). */
  normal(): number {
    for (;;) {
      const u = 2 * this.next() - 1;
      const v = 2 * this.next() - 1;
      const s = u * u + v * v;
      if (s > 0 && s < 1) return u * Math.sqrt((-2 * Math.log(s)) / s);
    }
  }
}

/** The generator of one node: `new Rng(mixSeed(symbolHash, stream, index))`. */
export function rngFor(symbolHash: number, stream: number, index: number): Rng {
  return new Rng(mixSeed(symbolHash, stream, index));
}
