// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ChatMessage } from '@ex/contracts';
import type { ChatLiveListener, ChatSendOutcome, ChatTransport } from '../transport';
import { useChatConversation, type ChatConversationState } from './use-chat-conversation';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const msg = (seq: number, author: 'user' | 'operator' = 'operator', clientId: string | null = null): ChatMessage => ({
  conversation_id: 7,
  seq,
  author,
  body: `m${seq}`,
  client_id: clientId,
  created_at: 1_800_000_000 + seq,
  attachment: null,
});

/** A server in memory: the stored conversation, a live listener, and the calls the window made. */
function fakeTransport(stored: ChatMessage[], sendOutcome?: (clientId: string) => ChatSendOutcome) {
  let listener: ChatLiveListener | null = null;
  const historyCalls: number[] = [];
  const reads: number[] = [];
  const transport: ChatTransport = {
    open: async () => ({ ok: true, conversation: { id: 7, kind: 'support', last_seq: stored.length, read_seq: 0, unread: 0 } }),
    history: async (_id, after) => {
      historyCalls.push(after);
      return { messages: stored.filter((m) => m.seq > after), last_seq: stored.length, has_more: false };
    },
    send: async ({ clientId }) => sendOutcome?.(clientId) ?? { ok: false, reason: 'failed' },
    markRead: async (_id, seq) => void reads.push(seq),
    subscribe: (l) => {
      listener = l;
      return () => {
        listener = null;
      };
    },
    attachmentHref: (id) => `/a?id=${id}`,
    loginHref: () => '/login',
  };
  return { transport, historyCalls, reads, live: () => listener };
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

async function mount(transport: ChatTransport) {
  const state: { current: ChatConversationState | null } = { current: null };
  function Probe() {
    state.current = useChatConversation(transport, undefined, true);
    return null;
  }
  root = createRoot(document.createElement('div'));
  await act(async () => root?.render(createElement(Probe)));
  await act(async () => undefined);
  return state;
}
const seqs = (s: { current: ChatConversationState | null }) => s.current?.messages.map((m) => m.seq);

describe('useChatConversation (issue 17 "none is lost or duplicated across reloads, reconnects or two tabs")', () => {
  it('loads the history, takes live messages, and after a reconnect replays exactly what it missed', async () => {
    const stored = [msg(1, 'user'), msg(2)];
    const fake = fakeTransport(stored);
    const state = await mount(fake.transport);
    expect([state.current?.load, seqs(state)]).toEqual(['ready', [1, 2]]);

    stored.push(msg(3));
    await act(async () => fake.live()?.onMessage(msg(3)));
    expect(seqs(state)).toEqual([1, 2, 3]);

    // The connection drops; two messages are stored meanwhile; one of them also arrives late on the stream.
    await act(async () => fake.live()?.onDown());
    expect(state.current?.offline).toBe(true);
    stored.push(msg(4), msg(5));
    await act(async () => fake.live()?.onLive());
    await act(async () => fake.live()?.onMessage(msg(5)));
    expect(seqs(state)).toEqual([1, 2, 3, 4, 5]);
    expect(state.current?.offline).toBe(false);
    expect(fake.historyCalls.at(-1)).toBe(3); // Asked only for what came after the last seq held.
    // What the open window shows is marked read up to the last seq.
    expect(fake.reads.at(-1)).toBe(5);
  });

  it('a sent message shows once, whether its answer or its stream echo (another tab) arrives first', async () => {
    const stored: ChatMessage[] = [];
    const fake = fakeTransport(stored, (clientId) => {
      const stored1 = msg(1, 'user', clientId);
      stored.push(stored1);
      return { ok: true, message: stored1 };
    });
    const state = await mount(fake.transport);
    await act(async () => state.current?.send('hello'));
    const sent = state.current?.messages[0];
    await act(async () => fake.live()?.onMessage(sent as ChatMessage));
    expect(seqs(state)).toEqual([1]);
    expect(state.current?.pending).toEqual([]);
  });

  it('a refused send stays in the list with its reason; retry sends it again with the same client id', async () => {
    const ids: string[] = [];
    const fake = fakeTransport([], (clientId) => {
      ids.push(clientId);
      return ids.length === 1
        ? { ok: false, reason: 'rate-limited', retryAfterSeconds: 30 }
        : { ok: true, message: msg(1, 'user', clientId) };
    });
    const state = await mount(fake.transport);
    await act(async () => state.current?.send('too fast'));
    expect(state.current?.pending).toMatchObject([{ body: 'too fast', state: 'failed', reason: 'rate-limited', retryAfterSeconds: 30 }]);
    await act(async () => state.current?.retry(state.current.pending[0]?.clientId ?? ''));
    expect([ids[0] === ids[1], seqs(state), state.current?.pending]).toEqual([true, [1], []]);
  });
});
