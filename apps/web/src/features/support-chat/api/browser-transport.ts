import {
  CHAT_ATTACHMENT_PATH,
  CHAT_HISTORY_DEFAULT,
  CHAT_MESSAGES_PATH,
  CHAT_OPEN_PATH,
  CHAT_READ_PATH,
  CHAT_SEND_PATH,
  ERROR_CODES,
  chatConversationSchema,
  chatHistorySchema,
  chatMessageSchema,
  envelope,
} from '@ex/contracts';
import { z } from 'zod';
import type { HttpClient } from '@/core/api/api-client';
import { postApi } from '@/core/api/post-api';
import { getStreamClient } from '@/lib/stream/shared-stream-client';
import type { ChatOpenOutcome, ChatSendOutcome, ChatTransport } from '../transport';

const conversationEnvelope = envelope(chatConversationSchema);
const historyEnvelope = envelope(chatHistorySchema);
const sentEnvelope = envelope(z.object({ message: chatMessageSchema }));

/**
 * GET the messages after `after`. A malformed answer is the §8 default (nothing new); a failed
 * request throws so the window can say the conversation could not be loaded.
 */
export async function getChatHistory(client: Pick<HttpClient, 'get'>, conversationId: number, after: number) {
  const raw = await client.get<unknown>(CHAT_MESSAGES_PATH, { conversation_id: String(conversationId), after: String(after) });
  const parsed = historyEnvelope.safeParse(raw);
  return parsed.success && parsed.data.code === 0 ? parsed.data.data : CHAT_HISTORY_DEFAULT;
}

/** The web app's transport: same-origin REST (CSRF header on POSTs) and the shared stream's `chat` channel. */
export function createBrowserChatTransport(client: Pick<HttpClient, 'get'>, loginHref: () => string): ChatTransport {
  return {
    async open(to): Promise<ChatOpenOutcome> {
      const result = await postApi(CHAT_OPEN_PATH, { json: to === undefined ? {} : { to } });
      if (result.kind === 'network') return { ok: false, reason: 'failed' };
      if (result.ok) {
        const parsed = conversationEnvelope.safeParse(result.raw);
        return parsed.success && parsed.data.code === 0 ? { ok: true, conversation: parsed.data.data } : { ok: false, reason: 'failed' };
      }
      if (result.status === 401) return { ok: false, reason: 'unauthenticated' };
      return { ok: false, reason: result.status === 400 && result.error?.field === 'to' ? 'bad-link' : 'failed' };
    },
    history: (conversationId, after) => getChatHistory(client, conversationId, after),
    async send({ conversationId, body, clientId, file }): Promise<ChatSendOutcome> {
      const form = new FormData();
      form.append('conversation_id', String(conversationId));
      form.append('body', body);
      form.append('client_id', clientId);
      if (file) form.append('file', file);
      const result = await postApi(CHAT_SEND_PATH, { multipart: form });
      if (result.kind === 'network') return { ok: false, reason: 'failed' };
      if (result.ok) {
        const parsed = sentEnvelope.safeParse(result.raw);
        return parsed.success && parsed.data.code === 0 ? { ok: true, message: parsed.data.data.message } : { ok: false, reason: 'failed' };
      }
      if (result.status === 401) return { ok: false, reason: 'unauthenticated' };
      if (result.status === 429) return { ok: false, reason: 'rate-limited', retryAfterSeconds: retryAfterOf(result.raw) };
      if ((result.status === 400 || result.status === 413) && result.error?.code === ERROR_CODES.invalidInput) {
        return { ok: false, reason: result.error.field === 'file' || result.status === 413 ? 'bad-file' : 'too-long' };
      }
      return { ok: false, reason: 'failed' };
    },
    async markRead(conversationId, seq) {
      await postApi(CHAT_READ_PATH, { json: { conversation_id: conversationId, seq } });
    },
    subscribe(listener) {
      const stream = getStreamClient();
      const spec = { channel: 'chat' } as const;
      const off = stream.subscribe(spec, { onData: (data) => listener.onMessage(data.message), onError: () => listener.onDown() });
      let live = false;
      const check = () => {
        const now = stream.getChannelState(spec).status === 'live';
        if (now && !live) listener.onLive();
        if (!now && live) listener.onDown();
        live = now;
      };
      const offChange = stream.onChange(check);
      check();
      return () => {
        offChange();
        off();
      };
    },
    attachmentHref: (id) => `${CHAT_ATTACHMENT_PATH}?id=${id}`,
    loginHref,
  };
}

const retryAfterSchema = z.object({ retry_after: z.number().int().positive() });
/** The 429 body's `retry_after` (seconds), when it has one. */
function retryAfterOf(raw: unknown): number | undefined {
  const parsed = retryAfterSchema.safeParse(raw);
  return parsed.success ? parsed.data.retry_after : undefined;
}
