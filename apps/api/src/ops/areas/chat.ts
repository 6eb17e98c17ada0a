import { parseArgs } from 'node:util';
import { CHAT_MESSAGE_MAX, type ChatMessage } from '@ex/contracts';
import { eq, users } from '@ex/db';
import { ApiFailure } from '../../http/failure';
import { encryptStreamerRef } from '../../services/support/chat-ref';
import {
  listChatsForOperator,
  loadChatForOperator,
  publishChatMessage,
  replyAsOperatorChat,
  type OperatorConversation,
} from '../../services/support/chat';
import { operatorUserOf } from '../../services/support/chat-operator';
import type { OpsArea, OpsContext } from '../registry';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const idOf = (raw: string | undefined) => (raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

function summaryLine(c: OperatorConversation): string {
  const u = operatorUserOf(c);
  const topic = c.kind === 'support' ? 'support' : `streamer ${c.conversation.streamerUid ?? '?'}`;
  return `${c.conversation.id}\tuid ${u.uid}\t${u.kyc_level}\tsite ${u.site}\t${topic}\twaiting ${c.waiting}\tupdated ${c.conversation.updatedAt.toISOString()}`;
}

function printMessage(ctx: OpsContext, m: ChatMessage): void {
  ctx.say(`#${m.seq} ${m.author} ${iso(m.created_at)}`);
  if (m.body !== '') ctx.say(m.body);
  if (m.attachment) ctx.say(`    attachment ${m.attachment.id}: ${m.attachment.name} (${m.attachment.mime}, ${m.attachment.size} bytes)`);
}

async function refusable(ctx: OpsContext, what: string, action: () => Promise<number>): Promise<number> {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    ctx.say(`${what} refused: ${error.message}`);
    return 1;
  }
}

/**
 * `npm run ops -- chat …` (also `POST /api/operator/ops`; the JSON endpoints are in
 * routes/operator-support.ts): the support chat's queue. The team sees each user's uid, KYC level
 * and sub-site; a reply is stored with the next sequence number and pushed to the user's window.
 */
export const chatArea: OpsArea = {
  name: 'chat',
  summary: 'support chat (§4.7): list conversations, read one, reply, make a streamer link',
  commands: {
    list: {
      usage: 'list [--waiting]',
      summary: 'conversations, most recent first, with uid, KYC level, sub-site and unread user messages',
      async run(ctx, argv) {
        const { values, positionals } = parseArgs({ args: [...argv], allowPositionals: true, options: { waiting: { type: 'boolean' } } });
        if (positionals.length > 0) {
          ctx.say('usage: chat list [--waiting]');
          return 2;
        }
        const list = await listChatsForOperator(ctx.db, values.waiting === true);
        if (list.length === 0) ctx.say('no conversations');
        for (const c of list) ctx.say(summaryLine(c));
        return 0;
      },
    },
    show: {
      usage: 'show <conversation id>',
      summary: 'the user (uid, e-mail, KYC level, sub-site) and the conversation; marks it read',
      async run(ctx, argv) {
        const id = idOf(argv[0]);
        if (id === null || argv.length !== 1) {
          ctx.say('usage: chat show <conversation id>');
          return 2;
        }
        return refusable(ctx, 'show', async () => {
          const { conversation, messages } = await loadChatForOperator(ctx.db, id);
          const u = operatorUserOf(conversation);
          ctx.say(summaryLine(conversation));
          ctx.say(`user ${u.uid} ${u.email} (${u.nickname})${u.is_sub_account ? ' sub-account' : ''}`);
          for (const m of messages) printMessage(ctx, m);
          return 0;
        });
      },
    },
    reply: {
      usage: 'reply <conversation id> <message…>',
      summary: 'answer as the support team; the user sees it at once in an open window',
      async run(ctx, argv) {
        const id = idOf(argv[0]);
        const body = argv.slice(1).join(' ').trim();
        if (id === null || body === '' || body.length > CHAT_MESSAGE_MAX) {
          ctx.say(`usage: chat reply <conversation id> <message of 1 to ${CHAT_MESSAGE_MAX} characters>`);
          return 2;
        }
        return refusable(ctx, 'reply', async () => {
          const { uid, message } = await replyAsOperatorChat(ctx.db, id, body, ctx.nowMs);
          const live = await publishChatMessage(ctx.stream, uid, message);
          ctx.say(`replied in conversation ${id} as #${message.seq}${live ? '' : ' (delivered when the window next loads)'}`);
          return 0;
        });
      },
    },
    link: {
      usage: 'link <streamer e-mail>',
      summary: 'the query of a streamer-to-customer-service chat link (?shortlink=group&to=<encrypted id>)',
      async run(ctx, argv) {
        const email = argv[0]?.trim().toLowerCase();
        if (!email || argv.length !== 1 || !ctx.secrets) {
          ctx.say('usage: chat link <streamer e-mail>');
          return 2;
        }
        const [user] = await ctx.db.select({ uid: users.uid }).from(users).where(eq(users.email, email));
        if (!user) {
          ctx.say(`link refused: no account ${email}`);
          return 1;
        }
        ctx.say(`?shortlink=group&to=${encryptStreamerRef(ctx.secrets.chatRefKey, user.uid)}`);
        return 0;
      },
    },
  },
};
