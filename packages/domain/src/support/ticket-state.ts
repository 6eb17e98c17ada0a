/**
 * Support tickets (issue 15 "Ticket status changes through operator commands"): the states and the
 * one transition rule the API and the operator commands share.
 * - open: waiting for the support team;
 * - awaiting_user: the team answered and waits for the user;
 * - resolved: the team considers it done; a user reply reopens it;
 * - closed: final; nobody can reply (a new question is a new ticket).
 */
export const TICKET_STATUSES = ['open', 'awaiting_user', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** What users choose when they open a ticket. */
export const TICKET_CATEGORIES = ['account', 'verification', 'deposit_withdrawal', 'trading', 'security', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export type TicketEvent =
  { readonly kind: 'user_reply' } | { readonly kind: 'operator_reply' } | { readonly kind: 'operator_status'; readonly to: TicketStatus };

export type TicketTransition =
  { readonly ok: true; readonly status: TicketStatus } | { readonly ok: false; readonly reason: 'closed' | 'unchanged' };

/**
 * The status after `event`, or why it is refused. A closed ticket takes no reply and no status
 * change; setting the status it already has is refused as 'unchanged' (the operator typed the
 * wrong ticket or status).
 * @example nextTicketStatus('awaiting_user', { kind: 'user_reply' }) // { ok: true, status: 'open' }
 * @example nextTicketStatus('open', { kind: 'operator_reply' }) // { ok: true, status: 'awaiting_user' }
 * @example nextTicketStatus('closed', { kind: 'user_reply' }) // { ok: false, reason: 'closed' }
 */
export function nextTicketStatus(current: TicketStatus, event: TicketEvent): TicketTransition {
  if (current === 'closed') return { ok: false, reason: 'closed' };
  switch (event.kind) {
    case 'user_reply':
      return { ok: true, status: 'open' };
    case 'operator_reply':
      return { ok: true, status: 'awaiting_user' };
    case 'operator_status':
      return event.to === current ? { ok: false, reason: 'unchanged' } : { ok: true, status: event.to };
  }
}

/** Whether the user may still write in the ticket. @example canUserReply('resolved') === true */
export function canUserReply(status: TicketStatus): boolean {
  return status !== 'closed';
}

/** @example isTicketStatus('open') === true */
export function isTicketStatus(value: string): value is TicketStatus {
  return (TICKET_STATUSES as readonly string[]).includes(value);
}

/** Unresolved tickets (open or awaiting the user) one account may have at a time. */
export const MAX_UNRESOLVED_TICKETS = 10;

/**
 * Whether a user with `unresolved` open or awaiting tickets may open another: a question per ticket,
 * and a flood of tickets (or of 15 MB uploads) is refused.
 * @example canOpenTicket(9) === true
 * @example canOpenTicket(10) === false
 */
export function canOpenTicket(unresolved: number): boolean {
  return unresolved < MAX_UNRESOLVED_TICKETS;
}
