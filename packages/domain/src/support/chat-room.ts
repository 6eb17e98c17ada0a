/**
 * The support chat room (§2.3 "Chat-room floating window", §4.7, §5 "Chat-room", §9): where it may
 * appear, when it opens by itself and what the link asks for. Pure data and functions; the web
 * feature calls them and renders.
 */

/** §9 "chat window 400×700": the floating window's default size in CSS pixels. */
export const CHAT_WINDOW_SIZE = { width: 400, height: 700 } as const;

/** §9 "chat prefetch when idle or after 2 s": the latest the chat code is fetched after load. */
export const CHAT_PREFETCH_DELAY_MS = 2000;

/** §4.7 "Open state is stored in a persisted key" (localStorage; '1' = open). */
export const CHAT_OPEN_STORAGE_KEY = 'chatroom_open';

/** §5 "not allowed on URLs containing live/video, login, the test networks, or code_redpacket_signup". */
export const CHAT_BLOCKED_URL_PARTS = ['live/video', 'login', 'testnet', 'code_redpacket_signup'] as const;

/** §5 "not allowed … when the window width is under 768". */
export const CHAT_MIN_WIDTH = 768;

/** Phones and tablets by their user-agent tokens (an iPad in desktop mode says Macintosh and is desktop here). */
const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|HarmonyOS|Opera Mini|IEMobile/i;

/** @example isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) …') === true */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

export interface ChatRoomContext {
  /** navigator.userAgent (or the request's User-Agent). */
  readonly userAgent: string;
  /** window.innerWidth in CSS pixels. */
  readonly width: number;
  /** The whole URL of the page (host, path and query), e.g. location.href. */
  readonly url: string;
  /** The site table's `chatroom` flag of the sub-site. */
  readonly siteOffersChat: boolean;
}

export type ChatRoomRefusal = 'site' | 'mobile-agent' | 'narrow' | 'url';

/**
 * Why the chat room may not show here, or null when it may (§5 "Chat-room is not allowed on mobile
 * user agents or when the window width is under 768. It is also not allowed on URLs containing
 * live/video, login, the test networks, or code_redpacket_signup."). The URL test is case-insensitive.
 * @example resolveChatRoomRefusal({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', width: 1280, url: 'https://x/login', siteOffersChat: true }) === 'url'
 */
export function resolveChatRoomRefusal(ctx: ChatRoomContext): ChatRoomRefusal | null {
  if (!ctx.siteOffersChat) return 'site';
  if (isMobileUserAgent(ctx.userAgent)) return 'mobile-agent';
  if (!(ctx.width >= CHAT_MIN_WIDTH)) return 'narrow';
  const url = ctx.url.toLowerCase();
  if (CHAT_BLOCKED_URL_PARTS.some((part) => url.includes(part))) return 'url';
  return null;
}

/** @example canShowChatRoom({ userAgent: 'Mozilla/5.0 (Windows NT 10.0)', width: 1280, url: 'https://x/trade/BTC_USDT', siteOffersChat: true }) === true */
export function canShowChatRoom(ctx: ChatRoomContext): boolean {
  return resolveChatRoomRefusal(ctx) === null;
}

/**
 * §4.7 "It opens automatically if the open flag is stored or the URL has a chatroom query": the
 * stored flag is '1', or the query string has a `chatroom` parameter (any value, even empty).
 * @example shouldAutoOpenChat(null, '?chatroom=1') === true; shouldAutoOpenChat('0', '') === false
 */
export function shouldAutoOpenChat(storedFlag: string | null, search: string): boolean {
  return storedFlag === '1' || new URLSearchParams(search).has('chatroom');
}

export type ChatTarget = { readonly kind: 'support' } | { readonly kind: 'streamer'; readonly ref: string };

/** The shape of an encrypted streamer id (base64url, as the server issues them); longer or other text is ignored. */
const STREAMER_REF = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * §4.7 "If the URL has shortlink=group with a "to" value, it opens as a streamer-to-customer-service
 * chat with an encrypted id": that id is `to`, passed on untouched for the server to decrypt.
 * @example resolveChatTarget('?shortlink=group&to=AbCdEfGhIjKlMnOpQr') → { kind: 'streamer', ref: 'AbCdEfGhIjKlMnOpQr' }
 * @example resolveChatTarget('?shortlink=group') → { kind: 'support' }
 */
export function resolveChatTarget(search: string): ChatTarget {
  const query = new URLSearchParams(search);
  const to = query.get('to')?.trim() ?? '';
  if (query.get('shortlink') === 'group' && STREAMER_REF.test(to)) return { kind: 'streamer', ref: to };
  return { kind: 'support' };
}

/** A link that asks for the chat: it opens it even when the stored flag is off. */
export function isChatLink(search: string): boolean {
  return shouldAutoOpenChat(null, search) || resolveChatTarget(search).kind === 'streamer';
}

/**
 * The messages a window shows after `incoming` arrives (a stream event, a replay page, a send's
 * answer): one per seq, in seq order. A seq already held is kept as held, so a message delivered
 * by both the stream and the replay after a reconnect, or by two tabs' sends, shows once.
 * @example mergeChatMessages([{ seq: 1 }, { seq: 3 }], [{ seq: 3 }, { seq: 2 }]).map((m) => m.seq) // [1, 2, 3]
 */
export function mergeChatMessages<M extends { readonly seq: number }>(held: readonly M[], incoming: readonly M[]): M[] {
  const bySeq = new Map<number, M>();
  for (const m of held) bySeq.set(m.seq, m);
  let changed = false;
  for (const m of incoming) {
    if (bySeq.has(m.seq)) continue;
    bySeq.set(m.seq, m);
    changed = true;
  }
  if (!changed) return held as M[];
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The highest seq held (0 for none): what a replay asks "after". */
export function lastChatSeq(messages: readonly { readonly seq: number }[]): number {
  return messages.reduce((max, m) => Math.max(max, m.seq), 0);
}
