'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { browserClient } from '@/core/api/api-client';
import { useLoginRedirect } from '@/core/session/hooks/use-required-session';
import {
  createTicket,
  httpStatusOf,
  replyToTicket,
  ticketQueryKey,
  ticketQueryOptions,
  ticketsQueryKey,
  ticketsQueryOptions,
  type TicketPostOutcome,
} from '../api/tickets';

function useLoginOn401(error: unknown, isError: boolean) {
  const toLogin = useLoginRedirect();
  const unauthenticated = isError && httpStatusOf(error) === 401;
  useEffect(() => {
    if (unauthenticated) toLogin();
  }, [unauthenticated, toLogin]);
}

/** The signed-in user's tickets, one page; a 401 goes to /login. */
export function useTickets(page: number, enabled: boolean) {
  const query = useQuery({ ...ticketsQueryOptions(browserClient, page), enabled });
  useLoginOn401(query.error, query.isError);
  return query;
}

/** One ticket with its conversation (refreshed every 30 s while open, so an answer shows up). */
export function useTicket(id: number, enabled: boolean) {
  const query = useQuery({ ...ticketQueryOptions(browserClient, id), enabled });
  useLoginOn401(query.error, query.isError);
  return query;
}

/** Create and reply: a success stores the answer as the ticket's data and refreshes the list. */
export function useTicketActions() {
  const queryClient = useQueryClient();
  const toLogin = useLoginRedirect();
  const settle = (outcome: TicketPostOutcome) => {
    if (outcome.ok) {
      queryClient.setQueryData(ticketQueryKey(outcome.data.ticket.id), outcome.data);
      void queryClient.invalidateQueries({ queryKey: ticketsQueryKey });
    } else if (outcome.reason === 'unauthenticated') toLogin();
    return outcome;
  };
  const create = useMutation({ mutationFn: async (input: Parameters<typeof createTicket>[0]) => settle(await createTicket(input)) });
  const reply = useMutation({ mutationFn: async (input: Parameters<typeof replyToTicket>[0]) => settle(await replyToTicket(input)) });
  return { create, reply };
}
