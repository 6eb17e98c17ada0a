'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatConversation, ChatMessage } from '@ex/contracts';
import { lastChatSeq, mergeChatMessages } from '@ex/domain';
import type { ChatSendFailure, ChatTransport } from '../transport';

/** A message the user sent that the server has not confirmed (yet, or at all). */
export interface PendingMessage {
  readonly clientId: string;
  readonly body: string;
  readonly fileName: string | null;
  readonly file: File | undefined;
  readonly state: 'sending' | 'failed';
  readonly reason?: ChatSendFailure;
  readonly retryAfterSeconds?: number;
}

export type ChatLoad = 'loading' | 'ready' | 'failed' | 'bad-link' | 'unauthenticated';

export interface ChatConversationState {
  readonly load: ChatLoad;
  readonly conversation: ChatConversation | null;
  readonly messages: readonly ChatMessage[];
  readonly pending: readonly PendingMessage[];
  /** The live channel is down (reconnecting); messages still arrive by replay when it is back. */
  readonly offline: boolean;
  send(body: string, file?: File): void;
  retry(clientId: string): void;
  /** Drops a refused message from the list (its text goes back to the composer). */
  discard(clientId: string): void;
  reload(): void;
}

const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * One conversation in a window (issue 17): opens it, loads the history, takes live messages from
 * the stream and, whenever the channel is (re)established, replays everything after the last seq
 * held — so a reload, a reconnect or a message sent from another tab is neither lost nor shown
 * twice (mergeChatMessages keeps one per seq). Sends carry a client id, so a retry is stored once.
 * While `visible`, what is shown is marked read.
 */
export function useChatConversation(transport: ChatTransport, streamerRef: string | undefined, visible: boolean): ChatConversationState {
  const [load, setLoad] = useState<ChatLoad>('loading');
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [offline, setOffline] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const held = useRef<ChatMessage[]>([]);
  const readUpTo = useRef(0);

  const accept = useCallback((incoming: readonly ChatMessage[]) => {
    const next = mergeChatMessages(held.current, incoming);
    if (next === held.current) return;
    held.current = next;
    setMessages(next);
    // A message of ours that arrived by the stream or a replay is no longer pending.
    const ids = new Set(incoming.map((m) => m.client_id).filter((id): id is string => id !== null));
    if (ids.size > 0) setPending((list) => list.filter((p) => !ids.has(p.clientId)));
  }, []);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    let replaying: Promise<void> | null = null;
    held.current = [];

    const replay = async (id: number) => {
      // One replay at a time; another request after it picks up anything newer.
      for (let more = true; more && !cancelled;) {
        const page = await transport.history(id, lastChatSeq(held.current));
        if (cancelled) return;
        accept(page.messages);
        more = page.has_more && page.messages.length > 0;
      }
    };
    const replayOnce = (id: number) => {
      const run = (replaying ?? Promise.resolve()).then(() => replay(id));
      replaying = run.catch(() => undefined);
      return run;
    };

    void (async () => {
      const opened = await transport.open(streamerRef);
      if (cancelled) return;
      if (!opened.ok) {
        setLoad(opened.reason === 'bad-link' ? 'bad-link' : opened.reason === 'unauthenticated' ? 'unauthenticated' : 'failed');
        return;
      }
      const id = opened.conversation.id;
      setConversation(opened.conversation);
      readUpTo.current = opened.conversation.read_seq;
      unsubscribe = transport.subscribe({
        onMessage: (message) => {
          if (message.conversation_id === id) accept([message]);
        },
        onLive: () => {
          setOffline(false);
          void replayOnce(id).catch(() => undefined);
        },
        onDown: () => setOffline(true),
      });
      try {
        await replayOnce(id);
        if (!cancelled) setLoad('ready');
      } catch {
        if (!cancelled) setLoad('failed');
      }
    })();
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [transport, streamerRef, accept, attempt]);

  // Mark read what an open window shows (never backwards; the server also clamps).
  const conversationId = conversation?.id;
  const lastSeq = lastChatSeq(messages);
  useEffect(() => {
    if (!visible || conversationId === undefined || lastSeq <= readUpTo.current) return;
    readUpTo.current = lastSeq;
    void transport.markRead(conversationId, lastSeq).catch(() => undefined);
  }, [visible, conversationId, lastSeq, transport]);

  const deliver = useCallback(
    async (item: PendingMessage) => {
      if (conversationId === undefined) return;
      const outcome = await transport.send({ conversationId, body: item.body, clientId: item.clientId, file: item.file });
      if (outcome.ok) {
        accept([outcome.message]);
        setPending((list) => list.filter((p) => p.clientId !== item.clientId));
        return;
      }
      setPending((list) =>
        list.map((p) =>
          p.clientId === item.clientId
            ? { ...p, state: 'failed', reason: outcome.reason, retryAfterSeconds: outcome.retryAfterSeconds }
            : p,
        ),
      );
    },
    [conversationId, transport, accept],
  );

  const send = useCallback(
    (body: string, file?: File) => {
      const item: PendingMessage = { clientId: newClientId(), body, fileName: file?.name ?? null, file, state: 'sending' };
      setPending((list) => [...list, item]);
      void deliver(item);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const item = pending.find((p) => p.clientId === clientId);
      if (!item) return;
      const again = { ...item, state: 'sending' as const };
      setPending((list) => list.map((p) => (p.clientId === clientId ? again : p)));
      void deliver(again);
    },
    [pending, deliver],
  );

  const discard = useCallback((clientId: string) => setPending((list) => list.filter((p) => p.clientId !== clientId)), []);
  const reload = useCallback(() => {
    setMessages([]);
    setLoad('loading');
    setAttempt((n) => n + 1);
  }, []);

  return { load, conversation, messages, pending, offline, send, retry, discard, reload };
}
