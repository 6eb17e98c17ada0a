import { Hono, type Context } from 'hono';
import {
  SUPPORT_ATTACHMENT_PATH,
  SUPPORT_MAX_FILES,
  SUPPORT_TICKETS_PATH,
  SUPPORT_TICKET_CREATE_PATH,
  SUPPORT_TICKET_PATH,
  SUPPORT_TICKET_REPLY_PATH,
  attachmentQuerySchema,
  ticketCreateFieldsSchema,
  ticketListQuerySchema,
  ticketQuerySchema,
  ticketReplyFieldsSchema,
} from '@ex/contracts';
import { ok, requireUser, type AppDeps, type AppEnv } from '../deps';
import { invalidInput } from '../http/failure';
import { parseInput, readQuery } from '../http/input';
import { checkDocumentFile } from '../services/kyc/documents';
import { createTicket, listTickets, loadTicket, readAttachment, replyAsUser, type CheckedFile } from '../services/support/tickets';

/** Request-body limit of the two ticket POSTs: SUPPORT_MAX_FILES files of 5 MB plus the text and framing. */
export const SUPPORT_UPLOAD_MAX_BODY_BYTES = 16 * 1024 * 1024;

/**
 * The multipart body of a ticket (or chat) POST: its text fields (each name once) and its `file`
 * parts, at most `maxFiles`, each checked exactly like a KYC document (whole JPEG, PNG or PDF, at
 * most 5 MB); an empty file input (a browser sends one with no name and no bytes) is skipped.
 */
export async function readUploadForm(
  c: Context<AppEnv>,
  maxFiles: number = SUPPORT_MAX_FILES,
): Promise<{ fields: Record<string, string>; files: CheckedFile[] }> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  let form: FormData;
  try {
    if (type !== 'multipart/form-data') throw new TypeError(type);
    form = await c.req.formData();
  } catch {
    throw invalidInput([{ field: 'body', message: 'Send the form as multipart/form-data' }]);
  }
  const fields: Record<string, string> = {};
  const blobs: File[] = [];
  for (const [name, value] of form.entries()) {
    if (name === 'file') {
      if (typeof value === 'string') throw invalidInput([{ field: 'file', message: 'Attach a file' }]);
      if (value.size > 0 || value.name !== '') blobs.push(value);
      continue;
    }
    if (typeof value !== 'string') throw invalidInput([{ field: name, message: `${name} must be text` }]);
    if (name in fields) throw invalidInput([{ field: name, message: `${name} is sent more than once` }]);
    fields[name] = value;
  }
  if (blobs.length > maxFiles)
    throw invalidInput([{ field: 'file', message: maxFiles === 1 ? 'Attach one file' : `Attach at most ${maxFiles} files` }]);
  const files: CheckedFile[] = [];
  for (const blob of blobs) files.push({ ...(await checkDocumentFile(blob)), name: blob.name });
  return { fields, files };
}

/** A stored upload as a download, always, with the type the server decided when it was uploaded. */
export function attachmentDownload(c: Context<AppEnv>, file: { data: Uint8Array; mime: string; name: string }) {
  return c.body(Buffer.from(file.data), 200, {
    'Content-Type': file.mime,
    'Content-Disposition': `attachment; filename="attachment"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
}

/**
 * Support tickets (issue 15 "/myaccount/tickets"): the signed-in user's tickets. Opening and
 * answering a ticket is account upkeep, never refused by the allowed-actions rule: the withdraw-only
 * notice sends exactly those users here. The support team answers through `npm run ops -- ticket …`.
 */
export function supportRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(SUPPORT_TICKETS_PATH, async (c) => {
    const { page } = readQuery(c, ticketListQuerySchema);
    const user = await requireUser(c, deps);
    return c.json(ok(await listTickets(deps.db, user.uid, page)));
  });

  app.get(SUPPORT_TICKET_PATH, async (c) => {
    const { id } = readQuery(c, ticketQuerySchema);
    const user = await requireUser(c, deps);
    return c.json(ok(await loadTicket(deps.db, id, user.uid)));
  });

  app.post(SUPPORT_TICKET_CREATE_PATH, async (c) => {
    const user = await requireUser(c, deps);
    const { fields, files } = await readUploadForm(c);
    const input = parseInput(ticketCreateFieldsSchema, fields);
    const detail = await createTicket(deps.db, user.uid, { ...input, files }, deps.now());
    deps.logger.info({ uid: user.uid, ticket: detail.ticket.id, category: input.category, files: files.length }, 'support ticket opened');
    return c.json(ok(detail));
  });

  app.post(SUPPORT_TICKET_REPLY_PATH, async (c) => {
    const user = await requireUser(c, deps);
    const { fields, files } = await readUploadForm(c);
    const input = parseInput(ticketReplyFieldsSchema, fields);
    const detail = await replyAsUser(deps.db, user.uid, { ticketId: input.ticket_id, body: input.body, files }, deps.now());
    deps.logger.info({ uid: user.uid, ticket: input.ticket_id, files: files.length }, 'support ticket answered by user');
    return c.json(ok(detail));
  });

  app.get(SUPPORT_ATTACHMENT_PATH, async (c) => {
    const { id } = readQuery(c, attachmentQuerySchema);
    const user = await requireUser(c, deps);
    return attachmentDownload(c, await readAttachment(deps.db, user.uid, id));
  });

  return app;
}
