import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema';
import { bytea } from './schema-support';

/**
 * Support chat (issue 17, §4.7): one conversation per user and topic — `support` (the chat-room
 * window) or `streamer:<uid>` (a §4.7 shortlink=group chat about a streamer). `last_seq` hands out
 * the per-conversation message numbers under the row lock, so every message has exactly one `seq`
 * (1, 2, 3, …) and a client that replays "after seq N" neither loses nor repeats one.
 */
export const supportChatConversations = pgTable(
  'support_chat_conversations',
  {
    id: serial('id').primaryKey(),
    uid: bigint('uid', { mode: 'number' })
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** 'support' or 'streamer:<streamer uid>'. */
    topic: text('topic').notNull(),
    /** The streamer of a shortlink=group chat; null for the support window. */
    streamerUid: bigint('streamer_uid', { mode: 'number' }).references(() => users.uid, { onDelete: 'set null' }),
    lastSeq: integer('last_seq').notNull().default(0),
    /** The highest seq the user has seen; operator messages above it are the user's unread. */
    userReadSeq: integer('user_read_seq').notNull().default(0),
    /** The highest seq the support team has seen; user messages above it are waiting. */
    operatorReadSeq: integer('operator_read_seq').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('support_chat_conversations_uid_topic_unique').on(t.uid, t.topic),
    index('support_chat_conversations_updated_idx').on(t.updatedAt),
    check('support_chat_conversations_seq_check', sql`${t.lastSeq} >= 0 and ${t.userReadSeq} >= 0 and ${t.operatorReadSeq} >= 0`),
  ],
);

/**
 * One chat message. (conversation_id, seq) is unique; (conversation_id, client_id) too, so a send
 * the browser retries (timeout, second tab replaying its queue) is stored once and answered with
 * the stored message.
 */
export const supportChatMessages = pgTable(
  'support_chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportChatConversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** 'user' or 'operator'. */
    author: text('author').notNull(),
    /** Plain text, shown as text only. */
    body: text('body').notNull(),
    /** The sender's idempotency key (user sends only). */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('support_chat_messages_seq_unique').on(t.conversationId, t.seq),
    uniqueIndex('support_chat_messages_client_unique').on(t.conversationId, t.clientId),
    check('support_chat_messages_author_check', sql`${t.author} in ('user', 'operator')`),
    check('support_chat_messages_seq_check', sql`${t.seq} > 0`),
  ],
);

/** A file sent in the chat, checked like a KYC document (whole JPEG, PNG or PDF, at most 5 MB); one per message. */
export const supportChatAttachments = pgTable(
  'support_chat_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => supportChatMessages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('support_chat_attachments_message_unique').on(t.messageId)],
);
