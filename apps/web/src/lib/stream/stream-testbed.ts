import { beforeEach, vi, type Mock } from 'vitest';
import { createStreamClient, type StreamClientOptions } from './stream-client';
import type { StreamSpec } from './stream-spec';
import { FakeSocket, ManualClock, subscribeLive } from './testing';

export const TEST_STREAM_URL = 'ws://localhost:3000/api/ws/v1/stream';
export const BTC = { channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' } as const;
export const ETH_DEPTH = { channel: 'depth', market: 'futures', symbol: 'ETH_USDT' } as const;

type LogFn = (message: string, meta?: unknown) => void;
type Logger = { warn: Mock<LogFn>; error: Mock<LogFn> };

/**
 * The stream client's test bench (shared by its test files): a fresh fake socket class, manual
 * clock and recording logger before each test; `client()` builds a client on them, `live()`
 * subscribes and confirms as a page would see on a healthy connection.
 */
export function streamTestbed() {
  let clock = new ManualClock();
  let logger: Logger = { warn: vi.fn<LogFn>(), error: vi.fn<LogFn>() };
  beforeEach(() => {
    FakeSocket.reset();
    clock = new ManualClock();
    logger = { warn: vi.fn<LogFn>(), error: vi.fn<LogFn>() };
  });
  const client = (overrides: Partial<StreamClientOptions> = {}) =>
    createStreamClient({ url: TEST_STREAM_URL, WebSocket: FakeSocket, clock, random: () => 0.5, logger, ...overrides });
  return {
    get clock() {
      return clock;
    },
    get logger() {
      return logger;
    },
    client,
    live: (c: ReturnType<typeof client>, spec: StreamSpec = BTC, onData = vi.fn()) => ({ ...subscribeLive(c, spec, { onData }), onData }),
  };
}
