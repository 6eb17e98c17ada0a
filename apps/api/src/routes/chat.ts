import { Hono } from 'hono';
import {
  CHAT_ATTACHMENT_PATH,
  CHAT_MESSAGES_PATH,
  CHAT_OPEN_PATH,
  CHAT_READ_PATH,
  CHAT_SEND_PATH,
  CHAT_UNREAD_PATH,
  ERROR_CODES,
  chatAttachmentQuerySchema,
  chatMessagesQuerySchema,
  chatOpenBodySchema,
  chatReadBodySchema,
  chatSendFieldsSchema,
} from '@ex/contracts';
import { eq, users } from '@ex/db';
import { ok, requireUser, type AppDeps, type AppEnv } from '../deps';
import { ApiFailure } from '../http/failure';
import { parseInput, readBody, readQuery } from '../http/input';
import { limitGuard } from '../http/rate-limit-guard';
import type { AuthRateLimits } from '../services/rate-limit';
import { decryptStreamerRef } from '../services/support/chat-ref';
import {
  listMessages,
  markRead,
  openConversation,
  publishChatMessage,
  readChatAttachment,
  sendUserMessage,
  unreadTotal,
  type ChatTopic,
} from '../services/support/chat';
import { attachmentDownload, readUploadForm } from './support';

const badLink = () =>
  new ApiFailure(400, {
    code: ERROR_CODES.invalidInput,
    message: 'This chat link is not valid. Ask the streamer for a new one.',
    field: 'to',
  });

/**
 * Support chat (issue 17, §4.7): the signed-in user's conversations. Sending is rate-limited per
 * account (AUTH_RATE_LIMITS.chatUid) and takes plain text up to CHAT_MESSAGE_MAX characters plus at
 * most one file checked like a KYC document. New messages go out on the stream's `chat:<uid>` key
 * after commit; a window that reconnects asks GET chat/messages for everything after its last seq.
 */
export function chatRoutes(deps: AppDeps, limits: AuthRateLimits) {
  const app = new Hono<AppEnv>();
  const guard = limitGuard(deps, limits);

  app.post(CHAT_OPEN_PATH, async (c) => {
    const user = await requireUser(c, deps);
    const { to } = await readBody(c, chatOpenBodySchema);
    let topic: ChatTopic = { kind: 'support' };
    if (to !== undefined) {
      const streamerUid = decryptStreamerRef(deps.secrets.chatRefKey, to);
      if (streamerUid === null || streamerUid === user.uid) throw badLink();
      const [streamer] = await deps.db.select({ uid: users.uid }).from(users).where(eq(users.uid, streamerUid));
      if (!streamer) throw badLink();
      topic = { kind: 'streamer', streamerUid };
    }
    return c.json(ok(await openConversation(deps.db, user.uid, topic, deps.now())));
  });

  app.get(CHAT_MESSAGES_PATH, async (c) => {
    const query = readQuery(c, chatMessagesQuerySchema);
    const user = await requireUser(c, deps);
    return c.json(ok(await listMessages(deps.db, user.uid, query.conversation_id, query.after, query.limit)));
  });

  app.post(CHAT_SEND_PATH, async (c) => {
    const user = await requireUser(c, deps);
    await guard([['chatUid', String(user.uid)]]);
    const { fields, files } = await readUploadForm(c, 1);
    const input = parseInput(chatSendFieldsSchema, fields);
    const { message, created } = await sendUserMessage(
      deps.db,
      user.uid,
      { conversationId: input.conversation_id, body: input.body, clientId: input.client_id, file: files[0] },
      deps.now(),
    );
    if (created) {
      // The sender's other tabs get it too; each window drops a seq it already holds.
      await publishChatMessage(deps.stream, user.uid, message);
      deps.logger.info({ uid: user.uid, conversation: input.conversation_id, seq: message.seq, file: files.length }, 'chat message sent');
    }
    return c.json(ok({ message }));
  });

  app.post(CHAT_READ_PATH, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, chatReadBodySchema);
    return c.json(ok(await markRead(deps.db, user.uid, body.conversation_id, body.seq)));
  });

  app.get(CHAT_UNREAD_PATH, async (c) => {
    const user = await requireUser(c, deps);
    return c.json(ok({ unread: await unreadTotal(deps.db, user.uid) }));
  });

  app.get(CHAT_ATTACHMENT_PATH, async (c) => {
    const { id } = readQuery(c, chatAttachmentQuerySchema);
    const user = await requireUser(c, deps);
    return attachmentDownload(c, await readChatAttachment(deps.db, user.uid, id));
  });

  return app;
}
