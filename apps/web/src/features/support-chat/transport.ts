import type { ChatConversation, ChatHistory, ChatMessage } from '@ex/contracts';

/** Why a send was refused, as the window explains it. */
export type ChatSendFailure = 'too-long' | 'rate-limited' | 'bad-file' | 'unauthenticated' | 'failed';

export type ChatSendOutcome =
  | { readonly ok: true; readonly message: ChatMessage }
  | { readonly ok: false; readonly reason: ChatSendFailure; readonly retryAfterSeconds?: number };

export type ChatOpenOutcome =
  | { readonly ok: true; readonly conversation: ChatConversation }
  | { readonly ok: false; readonly reason: 'bad-link' | 'unauthenticated' | 'failed' };

/** What the live channel reports: a new message, the subscription (re)established, or lost. */
export interface ChatLiveListener {
  onMessage(message: ChatMessage): void;
  /** Subscribed again (first time or after a reconnect): the window replays after its last seq. */
  onLive(): void;
  onDown(): void;
}

/**
 * Everything the chat needs from its host to talk to the API (issue 17: the chat is self-contained
 * so it can become the support-chat mini-app; the host passes a transport with the props). The web
 * app's transport is api/browser-transport.ts.
 */
export interface ChatTransport {
  open(to?: string): Promise<ChatOpenOutcome>;
  /** Messages after `after`, oldest first; throws when the history cannot be read. */
  history(conversationId: number, after: number): Promise<ChatHistory>;
  send(input: { conversationId: number; body: string; clientId: string; file?: File | undefined }): Promise<ChatSendOutcome>;
  markRead(conversationId: number, seq: number): Promise<void>;
  subscribe(listener: ChatLiveListener): () => void;
  attachmentHref(id: number): string;
  /** Where a visitor signs in, back to this page afterwards. */
  loginHref(): string;
}

/** The chat-room props of §3 ("lang, userInfo (nickname, is_sub_account), extra") plus the transport. */
export interface SupportChatProps {
  readonly lang: string;
  readonly userInfo: { readonly nickname: string; readonly is_sub_account: boolean };
  readonly extra?: {
    /** §4.7 shortlink=group: the streamer's encrypted id (`to`). */
    readonly streamerRef?: string;
    /** 'window' (the floating window, with a close button) or 'page' (the /groupchat pages). */
    readonly mode?: 'window' | 'page';
    readonly onClose?: () => void;
  };
  readonly transport: ChatTransport;
}
