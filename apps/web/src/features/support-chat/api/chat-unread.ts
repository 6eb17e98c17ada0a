import { queryOptions } from '@tanstack/react-query';
import { CHAT_UNREAD_DEFAULT, CHAT_UNREAD_PATH, chatUnreadSchema, envelope } from '@ex/contracts';
import type { HttpClient } from '@/core/api/api-client';

const unreadEnvelope = envelope(chatUnreadSchema);

/** GET the user's unread support messages; anything unexpected is the §8 default (0, no badge). */
export async function getChatUnread(client: Pick<HttpClient, 'get'>): Promise<number> {
  try {
    const parsed = unreadEnvelope.safeParse(await client.get<unknown>(CHAT_UNREAD_PATH));
    return parsed.success && parsed.data.code === 0 ? parsed.data.data.unread : CHAT_UNREAD_DEFAULT.unread;
  } catch {
    return CHAT_UNREAD_DEFAULT.unread;
  }
}

export const chatUnreadQueryKey = ['support-chat', 'unread'] as const;

export const chatUnreadQueryOptions = (client: Pick<HttpClient, 'get'>) =>
  queryOptions({ queryKey: chatUnreadQueryKey, queryFn: () => getChatUnread(client), staleTime: 30_000 });
