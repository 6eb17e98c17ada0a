import { describe, expect, it } from 'vitest';
import {
  MAX_UNRESOLVED_TICKETS,
  canOpenTicket,
  canUserReply,
  nextTicketStatus,
  type TicketEvent,
  type TicketStatus,
  type TicketTransition,
} from './ticket-state';

const SPEC = 'issue 15 "Ticket status changes through operator commands"';

describe(`nextTicketStatus (${SPEC})`, () => {
  it.each<[string, TicketStatus, TicketEvent, TicketTransition]>([
    ['a user reply keeps an open ticket open', 'open', { kind: 'user_reply' }, { ok: true, status: 'open' }],
    ['a user reply answers the team: back to open', 'awaiting_user', { kind: 'user_reply' }, { ok: true, status: 'open' }],
    ['a user reply reopens a resolved ticket', 'resolved', { kind: 'user_reply' }, { ok: true, status: 'open' }],
    ['nobody replies to a closed ticket', 'closed', { kind: 'user_reply' }, { ok: false, reason: 'closed' }],
    ['an operator reply waits for the user', 'open', { kind: 'operator_reply' }, { ok: true, status: 'awaiting_user' }],
    [
      'an operator reply on a resolved ticket waits for the user',
      'resolved',
      { kind: 'operator_reply' },
      { ok: true, status: 'awaiting_user' },
    ],
    ['an operator cannot reply to a closed ticket', 'closed', { kind: 'operator_reply' }, { ok: false, reason: 'closed' }],
    ['the operator resolves', 'awaiting_user', { kind: 'operator_status', to: 'resolved' }, { ok: true, status: 'resolved' }],
    ['the operator closes', 'open', { kind: 'operator_status', to: 'closed' }, { ok: true, status: 'closed' }],
    ['the operator reopens a resolved ticket', 'resolved', { kind: 'operator_status', to: 'open' }, { ok: true, status: 'open' }],
    ['closed is final, also for the operator', 'closed', { kind: 'operator_status', to: 'open' }, { ok: false, reason: 'closed' }],
    ['setting the same status is refused', 'open', { kind: 'operator_status', to: 'open' }, { ok: false, reason: 'unchanged' }],
  ])('%s', (_name, from, event, expected) => {
    expect(nextTicketStatus(from, event)).toEqual(expected);
  });

  it.each<[TicketStatus, boolean]>([
    ['open', true],
    ['awaiting_user', true],
    ['resolved', true],
    ['closed', false],
  ])('canUserReply(%s) === %s', (status, expected) => {
    expect(canUserReply(status)).toBe(expected);
  });
});

describe('canOpenTicket (decision: at most 10 unresolved tickets per account)', () => {
  it.each<[number, boolean]>([
    [0, true],
    [MAX_UNRESOLVED_TICKETS - 1, true],
    [MAX_UNRESOLVED_TICKETS, false],
    [MAX_UNRESOLVED_TICKETS + 3, false],
  ])('%i unresolved → %s', (n, expected) => {
    expect(canOpenTicket(n)).toBe(expected);
  });
});
