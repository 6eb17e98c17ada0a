import { ERROR_CODES, type ChatConversation, type ChatHistory, type ChatMessage } from '@ex/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  sql,
  supportChatAttachments,
  supportChatConversations,
  supportChatMessages,
  users,
  type Database,
} from '@ex/db';
import { ApiFailure } from '../../http/failure';
import { attachmentRow, type CheckedFile } from './tickets';

/**
 * Support chat (issue 17, §4.7). Every message gets the next `seq` of its conversation inside one
 * transaction holding the conversation's row lock, so numbers are dense and ordered; a send carrying
 * a `client_id` already stored returns the stored message instead of a second copy (a retry, or two
 * tabs replaying the same queue). Publishing on the stream happens after commit (routes).
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type ConversationRow = typeof supportChatConversations.$inferSelect;
export type ChatTopic = { readonly kind: 'support' } | { readonly kind: 'streamer'; readonly streamerUid: number };

const secondsOf = (d: Date) => Math.floor(d.getTime() / 1000);
/** Another user's conversation answers exactly like a missing one. */
const conversationNotFound = () =>
  new ApiFailure(404, { code: ERROR_CODES.notFound, message: 'No such conversation', field: 'conversation_id' });

const topicKey = (topic: ChatTopic) => (topic.kind === 'support' ? 'support' : `streamer:${topic.streamerUid}`);
const kindOf = (row: ConversationRow): 'support' | 'streamer' =>
  row.streamerUid === null && row.topic === 'support' ? 'support' : 'streamer';

const messageColumns = {
  id: supportChatMessages.id,
  conversationId: supportChatMessages.conversationId,
  seq: supportChatMessages.seq,
  author: supportChatMessages.author,
  body: supportChatMessages.body,
  clientId: supportChatMessages.clientId,
  createdAt: supportChatMessages.createdAt,
  attachmentId: supportChatAttachments.id,
  attachmentName: supportChatAttachments.name,
  attachmentMime: supportChatAttachments.mime,
  attachmentSize: supportChatAttachments.size,
};
type MessageRow = {
  conversationId: number;
  seq: number;
  author: string;
  body: string;
  clientId: string | null;
  createdAt: Date;
  attachmentId: number | null;
  attachmentName: string | null;
  attachmentMime: string | null;
  attachmentSize: number | null;
};

function messageDto(row: MessageRow): ChatMessage {
  return {
    conversation_id: row.conversationId,
    seq: row.seq,
    author: row.author === 'operator' ? 'operator' : 'user',
    body: row.body,
    client_id: row.clientId,
    created_at: secondsOf(row.createdAt),
    attachment:
      row.attachmentId === null
        ? null
        : {
            id: row.attachmentId,
            name: row.attachmentName ?? 'attachment',
            mime: row.attachmentMime as 'image/jpeg' | 'image/png' | 'application/pdf',
            size: row.attachmentSize ?? 1,
          },
  };
}

function selectMessages(db: Database | Tx) {
  return db
    .select(messageColumns)
    .from(supportChatMessages)
    .leftJoin(supportChatAttachments, eq(supportChatAttachments.messageId, supportChatMessages.id));
}

async function unreadOf(db: Database | Tx, row: ConversationRow, reader: 'user' | 'operator'): Promise<number> {
  const [found] = await db
    .select({ n: count() })
    .from(supportChatMessages)
    .where(
      and(
        eq(supportChatMessages.conversationId, row.id),
        eq(supportChatMessages.author, reader === 'user' ? 'operator' : 'user'),
        gt(supportChatMessages.seq, reader === 'user' ? row.userReadSeq : row.operatorReadSeq),
      ),
    );
  return Number(found?.n ?? 0);
}

async function conversationDto(db: Database | Tx, row: ConversationRow): Promise<ChatConversation> {
  return { id: row.id, kind: kindOf(row), last_seq: row.lastSeq, read_seq: row.userReadSeq, unread: await unreadOf(db, row, 'user') };
}

/** The user's conversation on `topic`, created on first use (concurrent first opens end with one row). */
export async function openConversation(db: Database, uid: number, topic: ChatTopic, nowMs: number): Promise<ChatConversation> {
  const key = topicKey(topic);
  await db
    .insert(supportChatConversations)
    .values({
      uid,
      topic: key,
      streamerUid: topic.kind === 'streamer' ? topic.streamerUid : null,
      createdAt: new Date(nowMs),
      updatedAt: new Date(nowMs),
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(supportChatConversations)
    .where(and(eq(supportChatConversations.uid, uid), eq(supportChatConversations.topic, key)));
  if (!row) throw new Error('chat: conversation not written');
  return conversationDto(db, row);
}

async function ownConversation(db: Database | Tx, uid: number, id: number): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(supportChatConversations)
    .where(and(eq(supportChatConversations.id, id), eq(supportChatConversations.uid, uid)));
  if (!row) throw conversationNotFound();
  return row;
}

/** Appends one message under the conversation's row lock; returns it. */
async function appendMessage(
  tx: Tx,
  conversationId: number,
  input: { author: 'user' | 'operator'; body: string; clientId?: string | undefined; file?: CheckedFile | undefined },
  nowMs: number,
): Promise<ChatMessage> {
  const readColumn = input.author === 'user' ? { userReadSeq: sql`${supportChatConversations.lastSeq} + 1` } : {};
  const [bumped] = await tx
    .update(supportChatConversations)
    .set({ lastSeq: sql`${supportChatConversations.lastSeq} + 1`, updatedAt: new Date(nowMs), ...readColumn })
    .where(eq(supportChatConversations.id, conversationId))
    .returning({ seq: supportChatConversations.lastSeq });
  if (!bumped) throw conversationNotFound();
  const [message] = await tx
    .insert(supportChatMessages)
    .values({
      conversationId,
      seq: bumped.seq,
      author: input.author,
      body: input.body,
      clientId: input.clientId ?? null,
      createdAt: new Date(nowMs),
    })
    .returning({ id: supportChatMessages.id });
  if (!message) throw new Error('chat: message not written');
  if (input.file) await tx.insert(supportChatAttachments).values(attachmentRow(message.id, input.file, nowMs));
  const [row] = await selectMessages(tx).where(eq(supportChatMessages.id, message.id));
  if (!row) throw new Error('chat: message not read back');
  return messageDto(row);
}

/**
 * The user's message (text and/or one checked file). `created` is false when `client_id` was already
 * stored: the stored message is returned and nothing is written or published again.
 */
export async function sendUserMessage(
  db: Database,
  uid: number,
  input: { conversationId: number; body: string; clientId?: string | undefined; file?: CheckedFile | undefined },
  nowMs: number,
): Promise<{ message: ChatMessage; created: boolean }> {
  if (input.body === '' && !input.file) {
    throw new ApiFailure(400, { code: ERROR_CODES.invalidInput, message: 'Enter a message or attach a file', field: 'body' });
  }
  return db.transaction(async (tx) => {
    await ownConversation(tx, uid, input.conversationId);
    // The row lock: one append at a time per conversation, and a concurrent retry waits here.
    await tx
      .select({ id: supportChatConversations.id })
      .from(supportChatConversations)
      .where(eq(supportChatConversations.id, input.conversationId))
      .for('update');
    if (input.clientId !== undefined) {
      const [stored] = await selectMessages(tx).where(
        and(eq(supportChatMessages.conversationId, input.conversationId), eq(supportChatMessages.clientId, input.clientId)),
      );
      if (stored) return { message: messageDto(stored), created: false };
    }
    return { message: await appendMessage(tx, input.conversationId, { author: 'user', ...input }, nowMs), created: true };
  });
}

/** Messages with seq above `after`, oldest first, at most `limit`. */
export async function listMessages(db: Database, uid: number, conversationId: number, after: number, limit: number): Promise<ChatHistory> {
  const row = await ownConversation(db, uid, conversationId);
  const rows = await selectMessages(db)
    .where(and(eq(supportChatMessages.conversationId, conversationId), gt(supportChatMessages.seq, after)))
    .orderBy(asc(supportChatMessages.seq))
    .limit(limit + 1);
  return { messages: rows.slice(0, limit).map(messageDto), last_seq: row.lastSeq, has_more: rows.length > limit };
}

/** Marks the user's conversation read up to `seq` (never backwards, never past the last message). */
export async function markRead(db: Database, uid: number, conversationId: number, seq: number): Promise<ChatConversation> {
  const row = await ownConversation(db, uid, conversationId);
  const [updated] = await db
    .update(supportChatConversations)
    .set({ userReadSeq: sql`greatest(${supportChatConversations.userReadSeq}, least(${seq}, ${supportChatConversations.lastSeq}))` })
    .where(eq(supportChatConversations.id, row.id))
    .returning();
  return conversationDto(db, updated ?? row);
}

/** Support-team messages the user has not read, over all the user's conversations. */
export async function unreadTotal(db: Database, uid: number): Promise<number> {
  const [found] = await db
    .select({ n: count() })
    .from(supportChatMessages)
    .innerJoin(supportChatConversations, eq(supportChatConversations.id, supportChatMessages.conversationId))
    .where(
      and(
        eq(supportChatConversations.uid, uid),
        eq(supportChatMessages.author, 'operator'),
        gt(supportChatMessages.seq, supportChatConversations.userReadSeq),
      ),
    );
  return Number(found?.n ?? 0);
}

/** A file of the user's own conversations; anything else is 404. */
export async function readChatAttachment(db: Database, uid: number, id: number) {
  const [file] = await db
    .select({ name: supportChatAttachments.name, mime: supportChatAttachments.mime, data: supportChatAttachments.data })
    .from(supportChatAttachments)
    .innerJoin(supportChatMessages, eq(supportChatMessages.id, supportChatAttachments.messageId))
    .innerJoin(supportChatConversations, eq(supportChatConversations.id, supportChatMessages.conversationId))
    .where(and(eq(supportChatAttachments.id, id), eq(supportChatConversations.uid, uid)));
  if (!file) throw new ApiFailure(404, { code: ERROR_CODES.notFound, message: 'No such attachment' });
  return file;
}

// --- The support team's side (operator endpoints and `npm run ops -- chat …`).

const conversationWithUser = {
  conversation: supportChatConversations,
  uid: users.uid,
  email: users.email,
  nickname: users.nickname,
  verified: users.verified,
  siteKey: users.siteKey,
  isSub: users.isSub,
};

export type OperatorConversation = {
  readonly conversation: ConversationRow;
  readonly kind: 'support' | 'streamer';
  readonly user: { uid: number; email: string; nickname: string; verified: number; siteKey: string; isSub: boolean };
  readonly waiting: number;
};

async function withWaiting(db: Database | Tx, row: Awaited<ReturnType<typeof selectWithUser>>[number]): Promise<OperatorConversation> {
  const { conversation, ...user } = row;
  return { conversation, kind: kindOf(conversation), user, waiting: await unreadOf(db, conversation, 'operator') };
}

function selectWithUser(db: Database | Tx) {
  return db.select(conversationWithUser).from(supportChatConversations).innerJoin(users, eq(users.uid, supportChatConversations.uid));
}

/** Conversations with at least one message, most recent first; `waitingOnly` keeps those with unread user messages. */
export async function listChatsForOperator(db: Database, waitingOnly: boolean): Promise<OperatorConversation[]> {
  const rows = await selectWithUser(db)
    .where(gt(supportChatConversations.lastSeq, 0))
    .orderBy(desc(supportChatConversations.updatedAt), desc(supportChatConversations.id))
    .limit(200);
  const list = await Promise.all(rows.map((row) => withWaiting(db, row)));
  return waitingOnly ? list.filter((c) => c.waiting > 0) : list;
}

/** One conversation with its messages (the latest `limit`); the team has now read it. */
export async function loadChatForOperator(
  db: Database,
  id: number,
  limit = 500,
): Promise<{ conversation: OperatorConversation; messages: ChatMessage[] }> {
  const [row] = await selectWithUser(db).where(eq(supportChatConversations.id, id));
  if (!row) throw conversationNotFound();
  const summary = await withWaiting(db, row);
  const rows = await selectMessages(db)
    .where(eq(supportChatMessages.conversationId, id))
    .orderBy(desc(supportChatMessages.seq))
    .limit(limit);
  await db.update(supportChatConversations).set({ operatorReadSeq: row.conversation.lastSeq }).where(eq(supportChatConversations.id, id));
  return { conversation: summary, messages: rows.reverse().map(messageDto) };
}

/** The team's answer; returns it with the uid to publish it to. The team has read everything before it. */
export async function replyAsOperatorChat(
  db: Database,
  id: number,
  body: string,
  nowMs: number,
): Promise<{ uid: number; message: ChatMessage }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(supportChatConversations).where(eq(supportChatConversations.id, id)).for('update');
    if (!row) throw conversationNotFound();
    const message = await appendMessage(tx, id, { author: 'operator', body }, nowMs);
    await tx.update(supportChatConversations).set({ operatorReadSeq: message.seq }).where(eq(supportChatConversations.id, id));
    return { uid: row.uid, message };
  });
}

/**
 * Delivers a committed message to the user's open windows (every API process, through the stream
 * bus). Best effort: a lost event is recovered by the window's replay after its last seq.
 */
export async function publishChatMessage(
  stream: { publishUserEvent(uid: number, channel: 'chat', data: unknown): Promise<boolean> } | undefined,
  uid: number,
  message: ChatMessage,
): Promise<boolean> {
  if (!stream) return false;
  return stream.publishUserEvent(uid, 'chat', { message }).catch(() => false);
}
