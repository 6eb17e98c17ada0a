// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { getStreamClient } from './shared-stream-client';
import type { StreamSpec } from './stream-spec';
import { FakeSocket } from './testing';
import { useStreamChannel, useStreamChannels, useStreamStatus, type ChannelState, type StreamStatus } from './use-stream';

const HOOK = 'brief: useStreamChannel subscribes on mount, unsubscribes on unmount or spec change; the callback is read through a ref';
const SHARE = 'brief: two components subscribing to the same channel share one server subscription';

const BTC = { channel: 'ticker', market: 'spot', symbol: 'BTC_USDT' } as const;
const ETH = { channel: 'ticker', market: 'spot', symbol: 'ETH_USDT' } as const;
const SOL = { channel: 'ticker', market: 'spot', symbol: 'SOL_USDT' } as const;
const ticker = (symbol: string, last: string) => ({
  symbol,
  market: 'spot',
  last,
  bid: null,
  ask: null,
  change_percentage: '0.00',
  high_24h: last,
  low_24h: last,
  volume_24h: '1',
  quote_volume_24h: '1',
  time: 1,
});

let root: Root | null = null;
function render(element: ReturnType<typeof createElement>) {
  act(() => {
    root ??= createRoot(document.createElement('div'));
    root.render(element);
  });
}
const socket = () => FakeSocket.latest();
const subscribed = () =>
  socket()
    .ops('subscribe')
    .map((m) => m.symbol);
const unsubscribed = () =>
  socket()
    .ops('unsubscribe')
    .map((m) => m.symbol);

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.WebSocket = FakeSocket as unknown as typeof WebSocket;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  getStreamClient().dispose();
  FakeSocket.reset();
});

function Channel({
  spec,
  onData,
  seen,
}: {
  spec: StreamSpec | null;
  onData: (data: unknown) => void;
  seen: (state: ChannelState) => void;
}) {
  seen(useStreamChannel(spec, (data) => onData(data)));
  return null;
}
function Status({ seen }: { seen: (status: StreamStatus) => void }) {
  seen(useStreamStatus());
  return null;
}

describe('useStreamChannel', () => {
  it(`${HOOK}: re-renders with new callbacks do not resubscribe, and the newest callback gets the data`, () => {
    const states: ChannelState[] = [];
    const first = vi.fn();
    render(createElement(Channel, { spec: { ...BTC }, onData: first, seen: (s) => states.push(s) }));
    act(() => socket().open());
    const latest = vi.fn();
    render(createElement(Channel, { spec: { ...BTC }, onData: vi.fn(), seen: (s) => states.push(s) }));
    render(createElement(Channel, { spec: { ...BTC }, onData: latest, seen: (s) => states.push(s) }));
    expect(subscribed()).toEqual(['BTC_USDT']);
    act(() => socket().confirmAll());
    expect(states.at(-1)?.status).toBe('live');
    act(() => socket().receive({ event: 'update', channel: 'ticker', key: 'ticker:spot:BTC_USDT', data: ticker('BTC_USDT', '100') }));
    expect(latest).toHaveBeenCalledWith(ticker('BTC_USDT', '100'));
    expect(first).not.toHaveBeenCalled();
  });

  it(`${HOOK}: a new spec unsubscribes the old one; unmounting unsubscribes; null subscribes nothing`, () => {
    const seen = vi.fn();
    render(createElement(Channel, { spec: BTC, onData: vi.fn(), seen }));
    act(() => socket().open());
    render(createElement(Channel, { spec: ETH, onData: vi.fn(), seen }));
    expect(subscribed()).toEqual(['BTC_USDT', 'ETH_USDT']);
    expect(unsubscribed()).toEqual(['BTC_USDT']);
    render(createElement(Channel, { spec: null, onData: vi.fn(), seen }));
    expect(unsubscribed()).toEqual(['BTC_USDT', 'ETH_USDT']);
    expect(seen).toHaveBeenLastCalledWith({ status: 'idle', error: null });
  });

  it(`${SHARE}: two mounted components, one server subscription, released when both unmount`, () => {
    const a = vi.fn();
    const b = vi.fn();
    render(
      createElement(
        'div',
        null,
        createElement(Channel, { key: 'a', spec: BTC, onData: a, seen: () => undefined }),
        createElement(Channel, { key: 'b', spec: BTC, onData: b, seen: () => undefined }),
      ),
    );
    act(() => socket().open());
    expect(subscribed()).toEqual(['BTC_USDT']);
    act(() => socket().receive({ event: 'update', channel: 'ticker', key: 'ticker:spot:BTC_USDT', data: ticker('BTC_USDT', '101') }));
    expect(a).toHaveBeenCalledOnce();
    expect(b).toHaveBeenCalledOnce();
    render(createElement('div', null, createElement(Channel, { key: 'a', spec: BTC, onData: a, seen: () => undefined })));
    expect(unsubscribed()).toEqual([]);
    act(() => root?.unmount());
    root = null;
    expect(unsubscribed()).toEqual(['BTC_USDT']);
  });
});

describe('useStreamChannels', () => {
  function List({ specs, onData }: { specs: readonly StreamSpec[]; onData: (data: unknown, spec: StreamSpec) => void }) {
    useStreamChannels(specs, onData);
    return null;
  }

  it('brief: the market table subscribes every listed symbol; a changed list touches only the difference', () => {
    const onData = vi.fn();
    render(createElement(List, { specs: [BTC, ETH], onData }));
    act(() => socket().open());
    expect(subscribed().sort()).toEqual(['BTC_USDT', 'ETH_USDT']);
    render(createElement(List, { specs: [ETH, SOL], onData }));
    expect(subscribed().sort()).toEqual(['BTC_USDT', 'ETH_USDT', 'SOL_USDT']);
    expect(unsubscribed()).toEqual(['BTC_USDT']);
    act(() => socket().receive({ event: 'update', channel: 'ticker', key: 'ticker:spot:SOL_USDT', data: ticker('SOL_USDT', '150') }));
    expect(onData).toHaveBeenCalledWith(ticker('SOL_USDT', '150'), SOL);
    act(() => root?.unmount());
    root = null;
    expect(unsubscribed().sort()).toEqual(['BTC_USDT', 'ETH_USDT', 'SOL_USDT']);
  });
});

describe('useStreamStatus', () => {
  it(`issue 5 "Streaming": the connection status follows the socket`, () => {
    const statuses: StreamStatus[] = [];
    render(
      createElement(
        'div',
        null,
        createElement(Status, { seen: (s) => statuses.push(s) }),
        createElement(Channel, { spec: BTC, onData: vi.fn(), seen: () => undefined }),
      ),
    );
    expect(statuses.at(-1)).toBe('connecting');
    act(() => socket().open());
    expect(statuses.at(-1)).toBe('open');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => socket().drop(1013, 'slow consumer'));
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1013'), '');
    warn.mockRestore();
  });
});
