import { z } from 'zod';
import {
  candleSchema,
  depthSchema,
  marketSchema,
  marketSymbolSchema,
  resolutionSchema,
  tickerSchema,
  tradeSchema,
  type Market,
  type Resolution,
} from './market';
import { ledgerOrderEventSchema, ledgerPositionEventSchema } from './ledger';
import { chatStreamEventSchema } from './support-chat';

/**
 * The live market-data and account stream (issue 5 "Streaming"): one WebSocket per page at
 * STREAM_PATH (the web server forwards `/api/` to the API). JSON text frames both ways.
 *
 * Client → server:
 * - `{ op: 'subscribe' | 'unsubscribe', channel, market, symbol, resolution?, id? }` — `market` and
 *   `symbol` for the market channels, `resolution` for candles only; `orders` and `positions` take
 *   neither (they carry the signed-in user's events of every market; the key is per user);
 * - `{ op: 'ping', id? }` → `{ event: 'pong', id? }`.
 *
 * Server → client: `{ event, channel, key, data, id? }` (see streamServerFrameSchema). `id` echoes the
 * client's request id on subscribed/unsubscribed/error/pong; updates carry none.
 */
export const STREAM_PATH = '/api/ws/v1/stream';

export const STREAM_MARKET_CHANNELS = ['ticker', 'candles', 'depth', 'trades'] as const;
/** Per-user channels: they need the `sid` session cookie on the WebSocket upgrade. */
export const STREAM_USER_CHANNELS = ['orders', 'positions', 'chat'] as const;
export const STREAM_CHANNELS = [...STREAM_MARKET_CHANNELS, ...STREAM_USER_CHANNELS] as const;
export type StreamMarketChannel = (typeof STREAM_MARKET_CHANNELS)[number];
export type StreamUserChannel = (typeof STREAM_USER_CHANNELS)[number];
export type StreamChannel = (typeof STREAM_CHANNELS)[number];

export const STREAM_OPS = ['subscribe', 'unsubscribe', 'ping'] as const;

/** Limits a well-behaved client stays within (docs/spec-decisions.md "Streaming"). */
export const STREAM_LIMITS = {
  /** A larger text frame gets a `message_too_large` error frame (the connection stays open). */
  maxMessageBytes: 4096,
  /** Hard cap: a frame above this closes the connection with 1009 before it is even read. */
  maxFrameBytes: 64 * 1024,
  /** Subscriptions per connection: every listed ticker of both markets (57) fits. */
  maxSubscriptions: 100,
  /** Token bucket per connection: `burst` messages at once, refilled at `perSecond`; beyond → close 1008. */
  rateBurst: 120,
  ratePerSecond: 20,
  /** Request ids are echoed back; longer ones are refused. */
  maxIdLength: 64,
  /** Levels per side in depth snapshots and updates. */
  depthLevels: 20,
} as const;

/** WebSocket close codes the server uses. */
export const STREAM_CLOSE_CODES = {
  /** Server shutting down: reconnect. */
  goingAway: 1001,
  /** Message flood (rate limit) or too many queued requests. */
  policyViolation: 1008,
  /** A frame above STREAM_LIMITS.maxFrameBytes. */
  messageTooBig: 1009,
  /** The client read too slowly: its outgoing buffer hit the cap. Reconnect and resubscribe. */
  slowConsumer: 1013,
} as const;

/** `data.code` of an error frame. */
export const STREAM_ERROR_CODES = [
  /** The frame is not JSON. */
  'invalid_json',
  /** JSON, but not a valid message (unknown op/channel/resolution, bad symbol shape, missing field): `field` names it. */
  'invalid_message',
  /** Over STREAM_LIMITS.maxMessageBytes. */
  'message_too_large',
  /** Well-formed but not listed on that market. */
  'unknown_symbol',
  /** The market-data source cannot serve it (e.g. a resolution the upstream exchange lacks). */
  'unsupported',
  /** Over STREAM_LIMITS.maxSubscriptions. */
  'subscription_limit',
  /** `orders`/`positions` without a valid session, or the session ended. */
  'unauthenticated',
  /** The source or the fan-out bus failed; try again later. */
  'unavailable',
] as const;
export type StreamErrorCode = (typeof STREAM_ERROR_CODES)[number];

const idSchema = z
  .string(`id must be a string of at most ${STREAM_LIMITS.maxIdLength} characters`)
  .max(STREAM_LIMITS.maxIdLength, `id must be a string of at most ${STREAM_LIMITS.maxIdLength} characters`);
const symbolSchema = z.string('symbol must look like BTC_USDT').pipe(marketSymbolSchema);
const CHANNEL_MESSAGE = `channel must be one of ${STREAM_CHANNELS.join(', ')}`;
const OP_MESSAGE = `op must be one of ${STREAM_OPS.join(', ')}`;

function subscriptionSchema<Op extends 'subscribe' | 'unsubscribe'>(op: Op) {
  const base = { op: z.literal(op), id: idSchema.optional() };
  return z.discriminatedUnion(
    'channel',
    [
      z.object({ ...base, channel: z.enum(['ticker', 'depth', 'trades']), market: marketSchema, symbol: symbolSchema }),
      z.object({ ...base, channel: z.literal('candles'), market: marketSchema, symbol: symbolSchema, resolution: resolutionSchema }),
      z.object({ ...base, channel: z.enum(STREAM_USER_CHANNELS) }),
    ],
    { error: (issue) => (issue.code === 'invalid_union' ? CHANNEL_MESSAGE : undefined) },
  );
}

export const streamPingSchema = z.object({ op: z.literal('ping'), id: idSchema.optional() });
export const streamSubscribeSchema = subscriptionSchema('subscribe');
export const streamUnsubscribeSchema = subscriptionSchema('unsubscribe');

/** A client message. Unknown fields are dropped; a resolution on a non-candles channel is ignored. */
export const streamClientMessageSchema = z.discriminatedUnion('op', [streamPingSchema, streamSubscribeSchema, streamUnsubscribeSchema], {
  error: (issue) =>
    issue.code === 'invalid_union' ? OP_MESSAGE : issue.code === 'invalid_type' ? 'message must be a JSON object' : undefined,
});
export type StreamClientMessage = z.infer<typeof streamClientMessageSchema>;
export type StreamSubscription = z.infer<typeof streamSubscribeSchema> | z.infer<typeof streamUnsubscribeSchema>;

/** What a subscription names, without op/id. */
export type StreamTarget =
  | { readonly channel: 'ticker' | 'depth' | 'trades'; readonly market: Market; readonly symbol: string }
  | { readonly channel: 'candles'; readonly market: Market; readonly symbol: string; readonly resolution: Resolution }
  | { readonly channel: StreamUserChannel };

/**
 * The routing key of a subscription, as every frame about it carries it:
 * `ticker:spot:BTC_USDT`, `candles:futures:ETH_USDT:60`, `depth:spot:BTC_USDT`, `trades:spot:BTC_USDT`,
 * and for the signed-in user `orders:<uid>` / `positions:<uid>` / `chat:<uid>`.
 */
export function streamKey(target: StreamTarget, uid?: number): string {
  switch (target.channel) {
    case 'candles':
      return `candles:${target.market}:${target.symbol}:${target.resolution}`;
    case 'orders':
    case 'positions':
    case 'chat':
      if (uid === undefined) throw new Error(`${target.channel} keys need the user's uid`);
      return streamUserKey(target.channel, uid);
    default:
      return `${target.channel}:${target.market}:${target.symbol}`;
  }
}

export function streamUserKey(channel: StreamUserChannel, uid: number): string {
  return `${channel}:${uid}`;
}

export const streamErrorSchema = z.object({
  code: z.enum(STREAM_ERROR_CODES),
  message: z.string(),
  /** The offending field of an invalid message, dotted (`resolution`, `symbol`). */
  field: z.string().optional(),
});
export type StreamError = z.infer<typeof streamErrorSchema>;

const channelSchema = z.enum(STREAM_CHANNELS);
const optionalId = z.string().optional();

/**
 * `data` of an update, per channel:
 * - ticker: the Ticker (as GET market/ticker), sent on subscribe and after every source tick;
 * - candles: one Candle, the bar the tick changed — the current, unfinished one (a tick that crossed a
 *   bucket boundary first sends the bars it completed, oldest first); the current bar is also sent on
 *   subscribe. Load history with GET market/candles; apply updates by `t` (replace or append);
 * - depth: a full snapshot of STREAM_LIMITS.depthLevels levels per side, on subscribe and after every
 *   tick (no diffs: replace the book);
 * - trades: the trades since the previous tick, oldest first (never empty);
 * - orders / positions: the ledger's event payload (defined with the ledger);
 * - chat: one new support-chat message of the user's (support-chat.ts); after a reconnect, fetch
 *   the history after the last seq held (GET chat/messages) — the stream is not replayed.
 */
export const STREAM_UPDATE_DATA = {
  ticker: tickerSchema,
  candles: candleSchema,
  depth: depthSchema,
  trades: z.array(tradeSchema).min(1),
  orders: ledgerOrderEventSchema,
  positions: ledgerPositionEventSchema,
  chat: chatStreamEventSchema,
} as const satisfies Record<StreamChannel, z.ZodType>;

export const streamServerFrameSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('subscribed'), channel: channelSchema, key: z.string(), id: optionalId }),
  z.object({ event: z.literal('unsubscribed'), channel: channelSchema, key: z.string(), id: optionalId }),
  z.object({ event: z.literal('update'), channel: channelSchema, key: z.string(), data: z.unknown() }),
  /** `channel`/`key` when the error concerns one subscription (e.g. the session ended). */
  z.object({
    event: z.literal('error'),
    channel: channelSchema.optional(),
    key: z.string().optional(),
    data: streamErrorSchema,
    id: optionalId,
  }),
  z.object({ event: z.literal('pong'), id: optionalId }),
]);
export type StreamServerFrame = z.infer<typeof streamServerFrameSchema>;
