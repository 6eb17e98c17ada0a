'use client';

import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { StreamError } from '@ex/contracts';
import { getStreamClient } from './shared-stream-client';
import { IDLE_CHANNEL, type ChannelState, type ChannelStatus, type StreamStatus } from './stream-client';
import { specFromKey, specKey, type StreamData, type StreamSpec } from './stream-spec';

export type { ChannelState, ChannelStatus, StreamStatus } from './stream-client';
export type { StreamData, StreamSpec } from './stream-spec';

const onStreamChange = (onStoreChange: () => void) => getStreamClient().onChange(onStoreChange);
const isBrowser = () => typeof window !== 'undefined';

/**
 * The connection's status: 'idle' | 'connecting' | 'open' | 'reconnecting' ('idle' on the server
 * and during hydration).
 */
export function useStreamStatus(): StreamStatus {
  return useSyncExternalStore(
    onStreamChange,
    () => getStreamClient().getStatus(),
    () => 'idle',
  );
}

/**
 * Subscribes to one channel while the component is mounted (or until `spec` names another one;
 * `null` subscribes to nothing). `onData` gets each validated update and the spec it came from,
 * `onError` a refusal or end from the server; both are read through refs, so passing new arrow
 * functions on every render does not resubscribe. Returns the subscription's state:
 * `{ status: 'idle' | 'pending' | 'live' | 'error', error }`.
 */
export function useStreamChannel<S extends StreamSpec>(
  spec: S | null,
  onData: (data: StreamData<S['channel']>, spec: S) => void,
  onError?: (error: StreamError) => void,
): ChannelState {
  const key = spec === null ? null : specKey(spec);
  const callbacks = useRef({ onData, onError });
  // Before the subscribing effect, so a synchronous replay already reaches the newest callback.
  useLayoutEffect(() => {
    callbacks.current = { onData, onError };
  });
  useEffect(() => {
    const target = key === null ? null : (specFromKey(key) as S | null);
    if (target === null) return undefined;
    return getStreamClient().subscribe(target, {
      onData: (data) => callbacks.current.onData(data as StreamData<S['channel']>, target),
      onError: (error) => callbacks.current.onError?.(error),
    });
  }, [key]);
  return useSyncExternalStore(
    onStreamChange,
    () => (spec === null ? IDLE_CHANNEL : getStreamClient().getChannelState(spec)),
    () => IDLE_CHANNEL,
  );
}

/**
 * The combined status of several subscriptions, read now (not a hook: for react-query's
 * `refetchInterval` function): 'live' when every one is live, 'pending' while any is being asked,
 * else 'error' when any was refused; 'idle' for none, and always on the server.
 */
export function readStreamChannelsStatus(specs: readonly StreamSpec[]): ChannelStatus {
  if (!isBrowser() || specs.length === 0) return 'idle';
  const client = getStreamClient();
  let pending = false;
  let error = false;
  for (const spec of specs) {
    const { status } = client.getChannelState(spec);
    if (status === 'pending' || status === 'idle') pending = true;
    else if (status === 'error') error = true;
  }
  return pending ? 'pending' : error ? 'error' : 'live';
}

/**
 * useStreamChannel for a list of specs (e.g. every ticker of a market table): one subscription per
 * distinct spec, shared with any other component subscribing to the same one; the list may change
 * between renders (only the difference is subscribed and unsubscribed). Returns the combined
 * status (see readStreamChannelsStatus).
 */
export function useStreamChannels<S extends StreamSpec>(
  specs: readonly S[],
  onData: (data: StreamData<S['channel']>, spec: S) => void,
): ChannelStatus {
  const joined = [...new Set(specs.map(specKey))].sort().join('|');
  const callback = useRef(onData);
  useLayoutEffect(() => {
    callback.current = onData;
  });
  // key → unsubscribe, kept across renders so a changed list only touches what changed.
  const held = useRef(new Map<string, () => void>());
  useEffect(() => {
    const wanted = new Set(joined === '' ? [] : joined.split('|'));
    const map = held.current;
    for (const [key, off] of map) {
      if (wanted.has(key)) continue;
      off();
      map.delete(key);
    }
    const client = getStreamClient();
    for (const key of wanted) {
      const target = specFromKey(key) as S | null;
      if (map.has(key) || target === null) continue;
      map.set(key, client.subscribe(target, { onData: (data) => callback.current(data as StreamData<S['channel']>, target) }));
    }
  }, [joined]);
  useEffect(() => {
    const map = held.current;
    return () => {
      for (const off of map.values()) off();
      map.clear();
    };
  }, []);
  return useSyncExternalStore(
    onStreamChange,
    () =>
      readStreamChannelsStatus(
        joined === ''
          ? []
          : joined
              .split('|')
              .map((key) => specFromKey(key))
              .filter((s): s is StreamSpec => s !== null),
      ),
    () => 'idle',
  );
}
