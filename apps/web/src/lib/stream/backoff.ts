/** How long the stream client waits before each reconnect attempt. */
export interface BackoffPolicy {
  /** The ceiling of the first attempt's delay (ms). */
  readonly baseMs: number;
  /** No delay ever exceeds this (ms). */
  readonly maxMs: number;
}

/**
 * 1 s, 2 s, 4 s … capped at 30 s. A server restart (1001) or a dropped slow consumer (1013) sends
 * every open page back at once; the growing, jittered delay spreads them out instead of letting
 * them all knock at the same instant and overload the process that just came back.
 */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1_000, maxMs: 30_000 };

/**
 * The delay before reconnect attempt `attempt` (0 for the first): capped exponential backoff with
 * "equal jitter", a random point in the upper half of min(maxMs, baseMs × 2^attempt). Half keeps a
 * floor, so a flapping server is never hammered; the random half de-synchronises clients.
 * `random` returns [0, 1) like Math.random (injected so tests are exact).
 */
export function reconnectDelay(attempt: number, policy: BackoffPolicy, random: () => number): number {
  // 2^31 × any sane base is far past any cap; bounding the exponent keeps the product finite.
  const exponent = Math.min(Math.max(0, Math.floor(attempt)), 31);
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
  const r = Math.min(1, Math.max(0, random()));
  return Math.round(ceiling / 2 + (ceiling / 2) * r);
}
