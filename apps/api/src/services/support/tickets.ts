import { createHash } from 'node:crypto';
import { ERROR_CODES, SUPPORT_PAGE_SIZE, type TicketDetail, type TicketList, type TicketMessage, type TicketSummary } from '@ex/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  supportTicketAttachments,
  supportTicketMessages,
  supportTickets,
  users,
  type Database,
} from '@ex/db';
import {
  MAX_UNRESOLVED_TICKETS,
  canOpenTicket,
  isTicketStatus,
  nextTicketStatus,
  type TicketCategory,
  type TicketEvent,
  type TicketStatus,
} from '@ex/domain';
import { ApiFailure } from '../../http/failure';
import type { DocumentMime } from '../kyc/document-content';
import { lockUser } from '../ledger/context';

/** The generic 409 (the number the KYC service uses too). */
const CONFLICT = ERROR_CODES.duplicateEmail;

/** A file that passed the KYC document check (services/kyc/documents.ts checkDocumentFile). */
export interface CheckedFile {
  readonly bytes: Uint8Array;
  readonly mime: DocumentMime;
  readonly name: string;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type TicketRow = typeof supportTickets.$inferSelect;

const secondsOf = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : 0);
/** Another user's ticket answers exactly like a missing one. */
const ticketNotFound = () => new ApiFailure(404, { code: ERROR_CODES.notFound, message: 'No such ticket' });
const closedRefusal = () =>
  new ApiFailure(409, { code: CONFLICT, message: 'This ticket is closed. Open a new ticket to ask again.', field: 'ticket_id' });

/**
 * The display name of an upload: its base name without control or path characters, at most 100
 * characters; it is shown, never used as a path or in a header unescaped.
 * @example cleanFileName('../../etc/pass\u0000wd.png') === 'passwd.png'
 */
export function cleanFileName(raw: string, mime: DocumentMime): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) !== 127 && !'"<>|:*?'.includes(ch))
    .join('')
    .trim()
    .slice(-100);
  return clean === '' || clean.startsWith('.') ? `attachment.${mime === 'application/pdf' ? 'pdf' : mime.slice(6)}` : clean;
}

/** The stored row of a checked upload (tickets and the support chat keep files alike). */
export function attachmentRow(messageId: number, f: CheckedFile, nowMs: number) {
  return {
    messageId,
    name: cleanFileName(f.name, f.mime),
    mime: f.mime,
    size: f.bytes.byteLength,
    sha256: createHash('sha256').update(f.bytes).digest('hex'),
    data: Buffer.from(f.bytes),
    createdAt: new Date(nowMs),
  };
}

function summary(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    category: row.category as TicketCategory,
    subject: row.subject,
    status: row.status as TicketStatus,
    created_at: secondsOf(row.createdAt),
    updated_at: secondsOf(row.updatedAt),
  };
}

async function insertMessage(
  tx: Tx,
  ticketId: number,
  author: 'user' | 'operator',
  body: string,
  files: readonly CheckedFile[],
  nowMs: number,
) {
  const [message] = await tx
    .insert(supportTicketMessages)
    .values({ ticketId, author, body, createdAt: new Date(nowMs) })
    .returning({ id: supportTicketMessages.id });
  if (!message) throw new Error('support: message not written');
  if (files.length > 0) await tx.insert(supportTicketAttachments).values(files.map((f) => attachmentRow(message.id, f, nowMs)));
}

/** The ticket locked for update (one status change at a time), or null. */
async function lockTicket(tx: Tx, id: number): Promise<TicketRow | null> {
  const [row] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
  return row ?? null;
}

async function applyEvent(tx: Tx, row: TicketRow, event: TicketEvent, nowMs: number): Promise<TicketStatus> {
  const next = nextTicketStatus(row.status as TicketStatus, event);
  if (!next.ok) {
    if (next.reason === 'closed') throw closedRefusal();
    throw new ApiFailure(409, { code: CONFLICT, message: `The ticket is already ${row.status}`, field: 'status' });
  }
  await tx
    .update(supportTickets)
    .set({ status: next.status, updatedAt: new Date(nowMs) })
    .where(eq(supportTickets.id, row.id));
  return next.status;
}

/** Opens a ticket with its first message and files, all in one transaction. */
export async function createTicket(
  db: Database,
  uid: number,
  input: { category: TicketCategory; subject: string; body: string; files: readonly CheckedFile[] },
  nowMs: number,
): Promise<TicketDetail> {
  const id = await db.transaction(async (tx) => {
    // One creation at a time per account, so the count below cannot be raced past.
    await lockUser(tx, uid);
    const [unresolved] = await tx
      .select({ n: count() })
      .from(supportTickets)
      .where(and(eq(supportTickets.uid, uid), inArray(supportTickets.status, ['open', 'awaiting_user'])));
    if (!canOpenTicket(unresolved?.n ?? 0)) {
      throw new ApiFailure(409, {
        code: CONFLICT,
        message: `You have ${MAX_UNRESOLVED_TICKETS} tickets waiting for an answer. Reply in one of them or wait until it is resolved.`,
        field: 'category',
      });
    }
    const [row] = await tx
      .insert(supportTickets)
      .values({
        uid,
        category: input.category,
        subject: input.subject,
        status: 'open',
        createdAt: new Date(nowMs),
        updatedAt: new Date(nowMs),
      })
      .returning({ id: supportTickets.id });
    if (!row) throw new Error('support: ticket not written');
    await insertMessage(tx, row.id, 'user', input.body, input.files, nowMs);
    return row.id;
  });
  return loadTicket(db, id, uid);
}

/** The user's tickets, most recently updated first. */
export async function listTickets(db: Database, uid: number, page: number): Promise<TicketList> {
  const rows = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.uid, uid))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
    .limit(SUPPORT_PAGE_SIZE)
    .offset((page - 1) * SUPPORT_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.uid, uid));
  return { list: rows.map(summary), total: total?.n ?? 0, page, page_size: SUPPORT_PAGE_SIZE };
}

/**
 * A ticket with its conversation (oldest first) and attachment names. `uid` given: only the owner's
 * (404 otherwise); omitted: the operator's view.
 */
export async function loadTicket(db: Database | Tx, id: number, uid?: number): Promise<TicketDetail> {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
  if (!row || (uid !== undefined && row.uid !== uid)) throw ticketNotFound();
  const messages = await db
    .select()
    .from(supportTicketMessages)
    .where(eq(supportTicketMessages.ticketId, id))
    .orderBy(asc(supportTicketMessages.id));
  const files =
    messages.length === 0
      ? []
      : await db
          .select({
            id: supportTicketAttachments.id,
            messageId: supportTicketAttachments.messageId,
            name: supportTicketAttachments.name,
            mime: supportTicketAttachments.mime,
            size: supportTicketAttachments.size,
          })
          .from(supportTicketAttachments)
          .where(
            inArray(
              supportTicketAttachments.messageId,
              messages.map((m) => m.id),
            ),
          )
          .orderBy(asc(supportTicketAttachments.id));
  const list: TicketMessage[] = messages.map((m) => ({
    id: m.id,
    author: m.author === 'operator' ? 'operator' : 'user',
    body: m.body,
    created_at: secondsOf(m.createdAt),
    attachments: files
      .filter((f) => f.messageId === m.id)
      .map((f) => ({ id: f.id, name: f.name, mime: f.mime as DocumentMime, size: f.size })),
  }));
  return { ticket: summary(row), messages: list };
}

/** The user answers in their ticket: reopens it unless closed (409). */
export async function replyAsUser(
  db: Database,
  uid: number,
  input: { ticketId: number; body: string; files: readonly CheckedFile[] },
  nowMs: number,
): Promise<TicketDetail> {
  await db.transaction(async (tx) => {
    const row = await lockTicket(tx, input.ticketId);
    if (!row || row.uid !== uid) throw ticketNotFound();
    await applyEvent(tx, row, { kind: 'user_reply' }, nowMs);
    await insertMessage(tx, row.id, 'user', input.body, input.files, nowMs);
  });
  return loadTicket(db, input.ticketId, uid);
}

/** The support team answers: the ticket waits for the user. */
export async function replyAsOperator(db: Database, ticketId: number, body: string, nowMs: number): Promise<TicketDetail> {
  await db.transaction(async (tx) => {
    const row = await lockTicket(tx, ticketId);
    if (!row) throw ticketNotFound();
    await applyEvent(tx, row, { kind: 'operator_reply' }, nowMs);
    await insertMessage(tx, row.id, 'operator', body, [], nowMs);
  });
  return loadTicket(db, ticketId);
}

/** The support team sets the status (resolve, close, reopen). */
export async function setTicketStatus(db: Database, ticketId: number, status: string, nowMs: number): Promise<TicketDetail> {
  if (!isTicketStatus(status)) {
    throw new ApiFailure(400, {
      code: ERROR_CODES.invalidInput,
      message: 'status must be open, awaiting_user, resolved or closed',
      field: 'status',
    });
  }
  await db.transaction(async (tx) => {
    const row = await lockTicket(tx, ticketId);
    if (!row) throw ticketNotFound();
    await applyEvent(tx, row, { kind: 'operator_status', to: status }, nowMs);
  });
  return loadTicket(db, ticketId);
}

export interface OperatorTicketRow extends TicketSummary {
  readonly email: string;
}

/** Tickets for the support team, oldest update first (who waits longest comes first); all statuses or one. */
export async function listTicketsForOperator(db: Database, status?: TicketStatus): Promise<OperatorTicketRow[]> {
  const rows = await db
    .select({ ticket: supportTickets, email: users.email })
    .from(supportTickets)
    .innerJoin(users, eq(users.uid, supportTickets.uid))
    .where(status ? eq(supportTickets.status, status) : undefined)
    .orderBy(asc(supportTickets.updatedAt), asc(supportTickets.id))
    .limit(500);
  return rows.map((r) => ({ ...summary(r.ticket), email: r.email }));
}

/** An attachment's bytes for its ticket's owner; 404 for anyone else. */
export async function readAttachment(db: Database, uid: number, id: number): Promise<{ name: string; mime: string; data: Uint8Array }> {
  const [row] = await db
    .select({
      name: supportTicketAttachments.name,
      mime: supportTicketAttachments.mime,
      data: supportTicketAttachments.data,
      uid: supportTickets.uid,
    })
    .from(supportTicketAttachments)
    .innerJoin(supportTicketMessages, eq(supportTicketMessages.id, supportTicketAttachments.messageId))
    .innerJoin(supportTickets, eq(supportTickets.id, supportTicketMessages.ticketId))
    .where(and(eq(supportTicketAttachments.id, id)));
  if (!row || row.uid !== uid) throw new ApiFailure(404, { code: ERROR_CODES.notFound, message: 'No such attachment' });
  return { name: row.name, mime: row.mime, data: row.data };
}
