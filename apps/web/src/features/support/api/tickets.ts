import { queryOptions } from '@tanstack/react-query';
import {
  ERROR_CODES,
  SUPPORT_TICKETS_PATH,
  SUPPORT_TICKET_CREATE_PATH,
  SUPPORT_TICKET_PATH,
  SUPPORT_TICKET_REPLY_PATH,
  envelope,
  ticketDetailSchema,
  ticketListSchema,
  type ApiError,
  type TicketDetail,
  type TicketList,
} from '@ex/contracts';
import type { TicketCategory } from '@ex/domain';
import type { HttpClient } from '@/core/api/api-client';
import { postApi } from '@/core/api/post-api';

const listEnvelope = envelope(ticketListSchema);
const detailEnvelope = envelope(ticketDetailSchema);

/**
 * GET the user's tickets. A failure throws (the page shows "could not load" with a retry): an empty
 * list in place of a failed one would tell the user their tickets are gone.
 */
export async function getTickets(client: Pick<HttpClient, 'get'>, page: number): Promise<TicketList> {
  const parsed = listEnvelope.safeParse(await client.get<unknown>(SUPPORT_TICKETS_PATH, { page: String(page) }));
  if (!parsed.success || parsed.data.code !== 0) throw new Error(`${SUPPORT_TICKETS_PATH}: unexpected response`);
  return parsed.data.data;
}

export async function getTicket(client: Pick<HttpClient, 'get'>, id: number): Promise<TicketDetail> {
  const parsed = detailEnvelope.safeParse(await client.get<unknown>(SUPPORT_TICKET_PATH, { id: String(id) }));
  if (!parsed.success || parsed.data.code !== 0) throw new Error(`${SUPPORT_TICKET_PATH}: unexpected response`);
  return parsed.data.data;
}

export const ticketsQueryKey = ['support', 'tickets'] as const;
export const ticketQueryKey = (id: number) => ['support', 'ticket', id] as const;

/** A 401 goes to /login (use-tickets), not retried. */
const retry = (count: number, error: unknown) => count < 1 && httpStatusOf(error) !== 401 && httpStatusOf(error) !== 404;

export const ticketsQueryOptions = (client: Pick<HttpClient, 'get'>, page: number) =>
  queryOptions({ queryKey: [...ticketsQueryKey, page], queryFn: () => getTickets(client, page), staleTime: 10_000, retry });

export const ticketQueryOptions = (client: Pick<HttpClient, 'get'>, id: number) =>
  queryOptions({ queryKey: ticketQueryKey(id), queryFn: () => getTicket(client, id), staleTime: 5_000, retry, refetchInterval: 30_000 });

/** The HTTP status of a failed GET (the domain client's HttpError), if any. */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

/** Why a ticket POST failed; `invalid` and `conflict` carry the server's field and message. */
export type TicketPostOutcome =
  | { readonly ok: true; readonly data: TicketDetail }
  | {
      readonly ok: false;
      readonly reason: 'unauthenticated' | 'csrf' | 'invalid' | 'conflict' | 'failed' | 'network';
      readonly error: ApiError | null;
    };

async function sendTicketForm(path: string, form: FormData): Promise<TicketPostOutcome> {
  const result = await postApi(path, { multipart: form });
  if (result.kind === 'network') return { ok: false, reason: 'network', error: null };
  if (result.ok) {
    const parsed = detailEnvelope.safeParse(result.raw);
    return parsed.success && parsed.data.code === 0 ? { ok: true, data: parsed.data.data } : { ok: false, reason: 'failed', error: null };
  }
  const { status, error } = result;
  if (status === 401) return { ok: false, reason: 'unauthenticated', error };
  if (status === 403 && error?.code === ERROR_CODES.csrf) return { ok: false, reason: 'csrf', error };
  if (status === 400 || status === 413) return { ok: false, reason: 'invalid', error };
  if (status === 409) return { ok: false, reason: 'conflict', error };
  return { ok: false, reason: 'failed', error };
}

const appendFiles = (form: FormData, files: readonly File[]) => {
  for (const file of files) form.append('file', file, file.name);
};

/** POST …/ticket/create (multipart; the browser sets the boundary). */
export function createTicket(input: {
  category: TicketCategory;
  subject: string;
  body: string;
  files: readonly File[];
}): Promise<TicketPostOutcome> {
  const form = new FormData();
  form.append('category', input.category);
  form.append('subject', input.subject);
  form.append('body', input.body);
  appendFiles(form, input.files);
  return sendTicketForm(SUPPORT_TICKET_CREATE_PATH, form);
}

/** POST …/ticket/reply (multipart). */
export function replyToTicket(input: { ticketId: number; body: string; files: readonly File[] }): Promise<TicketPostOutcome> {
  const form = new FormData();
  form.append('ticket_id', String(input.ticketId));
  form.append('body', input.body);
  appendFiles(form, input.files);
  return sendTicketForm(SUPPORT_TICKET_REPLY_PATH, form);
}
