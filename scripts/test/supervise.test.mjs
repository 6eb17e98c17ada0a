import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, nextRestart, restartDelay } from '../supervise.mjs';

// Issue 10 finding 4: "`npm start` restarts a crashed API with backoff and keeps the web server up."
const BACKOFF = 'issue 10 §4 "restarts a crashed API with backoff"';

describe('restart backoff', () => {
  it.each([
    { attempt: 0, delay: 1_000 },
    { attempt: 1, delay: 2_000 },
    { attempt: 2, delay: 4_000 },
    { attempt: 4, delay: 16_000 },
    { attempt: 5, delay: 30_000 },
    { attempt: 40, delay: 30_000 },
  ])(`${BACKOFF}: restart after $attempt earlier crashes waits $delay ms (doubling, capped at 30 s)`, ({ attempt, delay }) => {
    expect(restartDelay(attempt)).toBe(delay);
  });

  it(`${BACKOFF}: a child that crashes again soon continues the sequence`, () => {
    expect(nextRestart({ attempt: 2, uptimeMs: 500 })).toEqual({ attempt: 3, delayMs: 4_000 });
  });

  it(`${BACKOFF}: a child that stayed up for the reset period starts again at the first delay`, () => {
    expect(nextRestart({ attempt: 6, uptimeMs: DEFAULT_BACKOFF.resetAfterMs })).toEqual({ attempt: 1, delayMs: 1_000 });
    expect(nextRestart({ attempt: 6, uptimeMs: DEFAULT_BACKOFF.resetAfterMs - 1 })).toEqual({ attempt: 7, delayMs: 30_000 });
  });
});
