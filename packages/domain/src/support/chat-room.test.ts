import { describe, expect, it } from 'vitest';
import {
  CHAT_WINDOW_SIZE,
  canShowChatRoom,
  isChatLink,
  lastChatSeq,
  mergeChatMessages,
  resolveChatRoomRefusal,
  resolveChatTarget,
  shouldAutoOpenChat,
  type ChatRoomContext,
} from './chat-room';

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const OK: ChatRoomContext = { userAgent: DESKTOP, width: 1280, url: 'https://www.localhost/trade/BTC_USDT', siteOffersChat: true };

describe('resolveChatRoomRefusal (§5 "Chat-room is not allowed on mobile user agents or when the window width is under 768 …")', () => {
  it.each<[string, Partial<ChatRoomContext>, ReturnType<typeof resolveChatRoomRefusal>]>([
    ['a desktop browser, wide window, trade page: allowed', {}, null],
    ['the sub-site does not offer the chat room (site table chatroom: false)', { siteOffersChat: false }, 'site'],
    [
      'mobile user agent: iPhone',
      { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' },
      'mobile-agent',
    ],
    [
      'mobile user agent: Android',
      { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36' },
      'mobile-agent',
    ],
    ['mobile user agent: iPad', { userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' }, 'mobile-agent'],
    ['"window width is under 768": 767', { width: 767 }, 'narrow'],
    ['width exactly 768: allowed', { width: 768 }, null],
    ['a phone-width window on a desktop browser: 390', { width: 390 }, 'narrow'],
    ['"URLs containing live/video"', { url: 'https://www.localhost/live/video/123' }, 'url'],
    ['"URLs containing … login"', { url: 'https://www.localhost/login?redirect=/trade' }, 'url'],
    ['"URLs containing … the test networks"', { url: 'https://testnet.localhost/trade/BTC_USDT' }, 'url'],
    ['"URLs containing … the test networks" (futures test network path)', { url: 'https://www.localhost/futures_testnet/USDT' }, 'url'],
    ['"URLs containing … code_redpacket_signup"', { url: 'https://www.localhost/signup?from=code_redpacket_signup' }, 'url'],
    ['case does not hide a blocked part', { url: 'https://www.localhost/LOGIN' }, 'url'],
    ['"live" without "/video" is allowed', { url: 'https://www.localhost/live' }, null],
    ['the sign-up page itself is allowed (only code_redpacket_signup is listed)', { url: 'https://www.localhost/signup' }, null],
  ])('%s', (_label, change, expected) => {
    const ctx = { ...OK, ...change };
    expect(resolveChatRoomRefusal(ctx)).toBe(expected);
    expect(canShowChatRoom(ctx)).toBe(expected === null);
  });

  it('a width the browser could not read (NaN) is not taken as wide', () => {
    expect(resolveChatRoomRefusal({ ...OK, width: Number.NaN })).toBe('narrow');
  });
});

describe('shouldAutoOpenChat (§4.7 "It opens automatically if the open flag is stored or the URL has a chatroom query")', () => {
  it.each<[string | null, string, boolean]>([
    [null, '', false],
    ['0', '', false],
    ['1', '', true],
    [null, '?chatroom=1', true],
    [null, '?chatroom', true],
    ['0', '?platform=web&chatroom=open', true],
    [null, '?chat=1', false],
  ])('stored %s, query %j → %s', (stored, search, expected) => {
    expect(shouldAutoOpenChat(stored, search)).toBe(expected);
  });
});

describe('resolveChatTarget (§4.7 "If the URL has shortlink=group with a "to" value, it opens as a streamer-to-customer-service chat")', () => {
  const REF = 'q2VbM1x9c0Ykq2VbM1x9c0Yk';
  it.each<[string, ReturnType<typeof resolveChatTarget>]>([
    [`?shortlink=group&to=${REF}`, { kind: 'streamer', ref: REF }],
    ['?shortlink=group', { kind: 'support' }],
    ['?shortlink=group&to=', { kind: 'support' }],
    [`?shortlink=post&to=${REF}`, { kind: 'support' }],
    [`?to=${REF}`, { kind: 'support' }],
    ['?shortlink=group&to=<script>alert(1)</script>', { kind: 'support' }],
  ])('%s', (search, expected) => {
    expect(resolveChatTarget(search)).toEqual(expected);
  });

  it('a group link or a chatroom query asks for the chat; other links do not', () => {
    expect(isChatLink(`?shortlink=group&to=${REF}`)).toBe(true);
    expect(isChatLink('?chatroom=1')).toBe(true);
    expect(isChatLink('?platform=web')).toBe(false);
  });
});

describe('§9 "chat window 400×700"', () => {
  it('is the default size', () => {
    expect(CHAT_WINDOW_SIZE).toEqual({ width: 400, height: 700 });
  });
});

describe('mergeChatMessages (issue 17 "none is lost or duplicated across reloads, reconnects or two tabs")', () => {
  const m = (seq: number, body = `m${seq}`) => ({ seq, body });
  it.each<[string, { seq: number; body: string }[], { seq: number; body: string }[], number[]]>([
    ['appends new messages in seq order', [m(1)], [m(3), m(2)], [1, 2, 3]],
    ['a replay overlapping the stream keeps one of each seq', [m(1), m(2), m(3)], [m(2), m(3), m(4)], [1, 2, 3, 4]],
    ['a message arriving out of order is placed by seq', [m(1), m(3)], [m(2)], [1, 2, 3]],
    ['nothing new: the same list', [m(1)], [m(1)], [1]],
    ['from nothing', [], [m(2), m(1)], [1, 2]],
  ])('%s', (_label, held, incoming, expected) => {
    expect(mergeChatMessages(held, incoming).map((x) => x.seq)).toEqual(expected);
  });

  it('keeps the message it already held for a seq (the first copy wins)', () => {
    expect(mergeChatMessages([m(1, 'held')], [m(1, 'again')])).toEqual([m(1, 'held')]);
  });

  it('returns the held array itself when nothing is new (no re-render)', () => {
    const held = [m(1)];
    expect(mergeChatMessages(held, [m(1)])).toBe(held);
  });

  it('lastChatSeq is the highest seq, 0 for none', () => {
    expect([lastChatSeq([]), lastChatSeq([m(2), m(5), m(3)])]).toEqual([0, 5]);
  });
});
