import { parseArgs } from 'node:util';
import { SUPPORT_BODY_MAX, type TicketDetail } from '@ex/contracts';
import { TICKET_STATUSES, isTicketStatus } from '@ex/domain';
import { ApiFailure } from '../../http/failure';
import { listTicketsForOperator, loadTicket, replyAsOperator, setTicketStatus } from '../../services/support/tickets';
import type { OpsArea, OpsContext } from '../registry';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

function printDetail(ctx: OpsContext, detail: TicketDetail): void {
  const t = detail.ticket;
  ctx.say(`ticket ${t.id}\t${t.status}\t${t.category}\topened ${iso(t.created_at)}\tupdated ${iso(t.updated_at)}`);
  ctx.say(`subject: ${t.subject}`);
  for (const m of detail.messages) {
    ctx.say(`--- ${m.author} ${iso(m.created_at)} (message ${m.id})`);
    ctx.say(m.body);
    for (const a of m.attachments) ctx.say(`    attachment ${a.id}: ${a.name} (${a.mime}, ${a.size} bytes)`);
  }
}

/** Runs a service call; an expected refusal (unknown ticket, closed ticket) is said and exits 1. */
async function refusable(ctx: OpsContext, what: string, action: () => Promise<TicketDetail>): Promise<number> {
  try {
    printDetail(ctx, await action());
    return 0;
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    ctx.say(`${what} refused: ${error.message}`);
    return 1;
  }
}

const ticketId = (raw: string | undefined) => (raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/**
 * `npm run ops -- ticket …` (also `POST /api/operator/ops` with OPERATOR_TOKEN): the support team's
 * queue. Replies and status changes go through the same service and transition rule as the user's side.
 */
export const ticketArea: OpsArea = {
  name: 'ticket',
  summary: 'support tickets of /myaccount/tickets: list, read, answer and set their status',
  commands: {
    list: {
      usage: `list [--status ${TICKET_STATUSES.join('|')}]`,
      summary: 'tickets, longest waiting first (all statuses unless --status)',
      async run(ctx, argv) {
        const { values, positionals } = parseArgs({ args: [...argv], allowPositionals: true, options: { status: { type: 'string' } } });
        if (positionals.length > 0 || (values.status !== undefined && !isTicketStatus(values.status))) {
          ctx.say(`usage: ticket list [--status ${TICKET_STATUSES.join('|')}]`);
          return 2;
        }
        const rows = await listTicketsForOperator(
          ctx.db,
          values.status !== undefined && isTicketStatus(values.status) ? values.status : undefined,
        );
        if (rows.length === 0) ctx.say('no tickets');
        for (const r of rows) ctx.say(`${r.id}\t${r.status}\t${r.category}\t${r.email}\tupdated ${iso(r.updated_at)}\t${r.subject}`);
        return 0;
      },
    },
    show: {
      usage: 'show <ticket id>',
      summary: 'a ticket with its whole conversation and attachment names',
      async run(ctx, argv) {
        const id = ticketId(argv[0]);
        if (id === null || argv.length !== 1) {
          ctx.say('usage: ticket show <ticket id>');
          return 2;
        }
        return refusable(ctx, 'show', () => loadTicket(ctx.db, id));
      },
    },
    reply: {
      usage: 'reply <ticket id> <message…>',
      summary: 'answer as the support team; the ticket then waits for the user',
      async run(ctx, argv) {
        const id = ticketId(argv[0]);
        const body = argv.slice(1).join(' ').trim();
        if (id === null || body === '' || body.length > SUPPORT_BODY_MAX) {
          ctx.say(`usage: ticket reply <ticket id> <message of 1 to ${SUPPORT_BODY_MAX} characters>`);
          return 2;
        }
        return refusable(ctx, 'reply', () => replyAsOperator(ctx.db, id, body, ctx.nowMs));
      },
    },
    status: {
      usage: `status <ticket id> <${TICKET_STATUSES.join('|')}>`,
      summary: 'set the status (closed is final)',
      async run(ctx, argv) {
        const id = ticketId(argv[0]);
        const status = argv[1];
        if (id === null || status === undefined || !isTicketStatus(status) || argv.length !== 2) {
          ctx.say(`usage: ticket status <ticket id> <${TICKET_STATUSES.join('|')}>`);
          return 2;
        }
        return refusable(ctx, 'status change', () => setTicketStatus(ctx.db, id, status, ctx.nowMs));
      },
    },
  },
};
