import { z } from 'zod';
import { hasControlCharacter } from './support';

/**
 * Support chat (issue 17, §4.7): REST to open a conversation, send, fetch history after a sequence
 * number and mark read; live messages arrive on the stream's `chat` channel (stream.ts). Every POST
 * here is CSRF-checked and takes the user from the session only. Messages are plain text.
 */
export const CHAT_OPEN_PATH = '/api/web/v1/chat/open';
export const CHAT_MESSAGES_PATH = '/api/web/v1/chat/messages';
export const CHAT_SEND_PATH = '/api/web/v1/chat/send';
export const CHAT_READ_PATH = '/api/web/v1/chat/read';
export const CHAT_UNREAD_PATH = '/api/web/v1/chat/unread';
export const CHAT_ATTACHMENT_PATH = '/api/web/v1/chat/attachment';

export const OPERATOR_CHAT_LIST_PATH = '/api/operator/chat/conversations';
export const OPERATOR_CHAT_SHOW_PATH = '/api/operator/chat/conversation';
export const OPERATOR_CHAT_REPLY_PATH = '/api/operator/chat/reply';

/** The stated maximum length of one message, in characters (UTF-16 units, as the text box counts). */
export const CHAT_MESSAGE_MAX = 2000;
/** Messages per history page. */
export const CHAT_PAGE_MAX = 200;
/** Request-body limit of a send: one 5 MB file plus the text and framing. */
export const CHAT_SEND_MAX_BODY_BYTES = 6 * 1024 * 1024;

/** Message text: trimmed, at most CHAT_MESSAGE_MAX characters, no control characters; may be empty when a file is sent. */
export const chatBodySchema = z
  .string()
  .trim()
  .max(CHAT_MESSAGE_MAX, `A message can be at most ${CHAT_MESSAGE_MAX} characters`)
  .refine((s) => !hasControlCharacter(s), 'Remove control characters');

const conversationId = z.coerce.number('Choose a conversation').int().positive('Choose a conversation');

/** POST …/chat/open: the support conversation, or with `to` the §4.7 streamer chat of that encrypted id. */
export const chatOpenBodySchema = z.object({ to: z.string().trim().min(1).max(200).optional() }).strict();

/** Text fields of the multipart POST …/chat/send (an optional `file` part). */
export const chatSendFieldsSchema = z.object({
  conversation_id: conversationId,
  body: chatBodySchema.default(''),
  /** The sender's idempotency key: a retried send with the same key is stored once. */
  client_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'client_id must be 8 to 64 letters, digits, _ or -')
    .optional(),
});

export const chatMessagesQuerySchema = z.object({
  conversation_id: conversationId,
  /** Messages with seq above this (0 = from the start). */
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(100),
});
export const chatReadBodySchema = z.object({ conversation_id: z.number().int().positive(), seq: z.number().int().min(0) }).strict();
export const chatAttachmentQuerySchema = z.object({ id: z.coerce.number().int().positive() });

const seconds = z.number().int().nonnegative();

export const chatAttachmentSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  mime: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  size: z.number().int().positive(),
});
export const chatMessageSchema = z.object({
  conversation_id: z.number().int().positive(),
  seq: z.number().int().positive(),
  author: z.enum(['user', 'operator']),
  body: z.string(),
  client_id: z.string().nullable(),
  created_at: seconds,
  attachment: chatAttachmentSchema.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['support', 'streamer']),
  last_seq: z.number().int().nonnegative(),
  read_seq: z.number().int().nonnegative(),
  /** Support-team messages the user has not read. */
  unread: z.number().int().nonnegative(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatHistorySchema = z.object({
  messages: z.array(chatMessageSchema),
  last_seq: z.number().int().nonnegative(),
  /** More messages follow the last one returned: ask again after its seq. */
  has_more: z.boolean(),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;
export const chatUnreadSchema = z.object({ unread: z.number().int().nonnegative() });
export type ChatUnread = z.infer<typeof chatUnreadSchema>;
/** §8 defaults: nothing unread, an empty history. */
export const CHAT_UNREAD_DEFAULT: ChatUnread = { unread: 0 };
export const CHAT_HISTORY_DEFAULT: ChatHistory = { messages: [], last_seq: 0, has_more: false };

/** `data` of a `chat` stream update: one new message of one of the user's conversations. */
export const chatStreamEventSchema = z.object({ message: chatMessageSchema });
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

/** What the support team sees of the user (issue 17 "see the user's uid, KYC level and sub-site"). */
export const chatOperatorUserSchema = z.object({
  uid: z.number().int().positive(),
  email: z.string(),
  nickname: z.string(),
  /** §3 KYC code (0, 5, 2, 1, 4, 3) and its name. */
  kyc_code: z.number().int(),
  kyc_level: z.string(),
  site: z.string(),
  is_sub_account: z.boolean(),
});
export const chatOperatorSummarySchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['support', 'streamer']),
  streamer_uid: z.number().int().positive().nullable(),
  user: chatOperatorUserSchema,
  last_seq: z.number().int().nonnegative(),
  /** User messages the team has not read. */
  waiting: z.number().int().nonnegative(),
  updated_at: seconds,
});
export type ChatOperatorSummary = z.infer<typeof chatOperatorSummarySchema>;
export const chatOperatorListSchema = z.object({ list: z.array(chatOperatorSummarySchema) });
export const chatOperatorDetailSchema = z.object({ conversation: chatOperatorSummarySchema, messages: z.array(chatMessageSchema) });
export type ChatOperatorDetail = z.infer<typeof chatOperatorDetailSchema>;
export const chatOperatorListQuerySchema = z.object({ waiting: z.enum(['0', '1']).default('0') });
export const chatOperatorShowQuerySchema = z.object({ id: conversationId });
export const chatOperatorReplyBodySchema = z
  .object({ conversation_id: z.number().int().positive(), body: chatBodySchema.pipe(z.string().min(1, 'Enter the message')) })
  .strict();
