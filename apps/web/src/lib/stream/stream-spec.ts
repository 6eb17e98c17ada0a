import {
  RESOLUTIONS,
  STREAM_PATH,
  STREAM_USER_CHANNELS,
  streamKey,
  type STREAM_UPDATE_DATA,
  type Market,
  type Resolution,
  type StreamChannel,
  type StreamClientMessage,
  type StreamServerFrame,
  type StreamTarget,
  type StreamUserChannel,
} from '@ex/contracts';
import type { z } from 'zod';

/**
 * What a component subscribes to: the contract's StreamTarget (channel, market, symbol, and the
 * resolution for candles; nothing else for the per-user channels).
 */
export type StreamSpec = StreamTarget;

/** The validated `data` of an update on channel C (a Ticker, a Depth, a Candle, Trade[], a ledger event). */
export type StreamData<C extends StreamChannel> = z.infer<(typeof STREAM_UPDATE_DATA)[C]>;

const isUserChannel = (channel: string): channel is StreamUserChannel => (STREAM_USER_CHANNELS as readonly string[]).includes(channel);
const isMarket = (value: string | undefined): value is Market => value === 'spot' || value === 'futures';
const isResolution = (value: string | undefined): value is Resolution => (RESOLUTIONS as readonly (string | undefined)[]).includes(value);

/**
 * The server upper-cases symbols (trade URLs carry `btc_usdt`) and keys its frames by the
 * upper-case form, so the client does too, or `btc_usdt` and `BTC_USDT` would be two subscriptions.
 */
export function normaliseSpec<S extends StreamSpec>(spec: S): S {
  return 'symbol' in spec ? { ...spec, symbol: spec.symbol.trim().toUpperCase() } : spec;
}

/**
 * The client's key of a subscription: the server's routing key for market channels
 * (`ticker:spot:BTC_USDT`, `candles:spot:BTC_USDT:60`); for `orders`/`positions` the bare channel,
 * since the server's key carries the user's id, which the page does not need to know.
 */
export function specKey(spec: StreamSpec): string {
  const target = normaliseSpec(spec);
  return isUserChannel(target.channel) ? target.channel : streamKey(target);
}

/** The spec a key was made from (the inverse of specKey); null for text that is not one. */
export function specFromKey(key: string): StreamSpec | null {
  const [channel = '', market, symbol, resolution, ...rest] = key.split(':');
  if (rest.length > 0) return null;
  if (isUserChannel(channel)) return market === undefined ? { channel } : null;
  if (!isMarket(market) || symbol === undefined || symbol === '') return null;
  if (channel === 'candles') return isResolution(resolution) ? { channel, market, symbol, resolution } : null;
  if ((channel === 'ticker' || channel === 'depth' || channel === 'trades') && resolution === undefined) return { channel, market, symbol };
  return null;
}

/** Which local subscription a server frame is about (see specKey); null when it names none. */
export function frameKey(frame: StreamServerFrame): string | null {
  if (frame.event === 'pong') return null;
  if (frame.channel !== undefined && isUserChannel(frame.channel)) return frame.channel;
  return frame.key ?? null;
}

/** The subscribe or unsubscribe message of a spec, with a request id the server echoes back. */
export function subscriptionMessage(op: 'subscribe' | 'unsubscribe', spec: StreamSpec, id: string): StreamClientMessage {
  const target = normaliseSpec(spec);
  switch (target.channel) {
    case 'candles':
      return { op, id, channel: target.channel, market: target.market, symbol: target.symbol, resolution: target.resolution };
    case 'orders':
    case 'positions':
    case 'chat':
      return { op, id, channel: target.channel };
    default:
      return { op, id, channel: target.channel, market: target.market, symbol: target.symbol };
  }
}

/** The stream's URL on the page's own origin (the web server forwards /api/, upgrades included). */
export function streamUrl(location: { readonly protocol: string; readonly host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${STREAM_PATH}`;
}
