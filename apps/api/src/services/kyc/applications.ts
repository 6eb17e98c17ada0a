import {
  ERROR_CODES,
  KYC_DOCUMENT_KINDS,
  kyc2FormSchema,
  kyc3FormSchema,
  type KycApplication,
  type KycApplicationLevel,
  type KycApplicationStatus,
  type KycDocumentKind,
} from '@ex/contracts';
import { and, eq, kycApplications, kycDocuments, users, type Database, type UserRow } from '@ex/db';
import {
  KYC_STATUS_CODE,
  canStartApplication,
  isAdult,
  missingForSubmit,
  parseIsoDate,
  resolveApplicationTransition,
  type ApplicationAction,
} from '@ex/domain';
import { ApiFailure, invalidInput, type FieldError } from '../../http/failure';

/**
 * KYC applications of the signed-in user (issue 4): one record per user and level, read, saved as a
 * draft and submitted. Every write runs in a transaction holding the application row's lock, so a
 * double click or two tabs never make a second record or skip a state.
 */

export type ApplicationRow = typeof kycApplications.$inferSelect;
/** A drizzle transaction; it is a Database for every query used here. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The generic 409 (same number as ERROR_CODES.duplicateEmail). */
const CONFLICT = ERROR_CODES.duplicateEmail;
export const conflict = (message: string) => new ApiFailure(409, { code: CONFLICT, message });

const DOCUMENT_MESSAGES: Readonly<Record<KycDocumentKind, string>> = {
  id_front: 'Upload the front of your ID document',
  id_back: 'Upload the back of your ID document',
  selfie: 'Upload a selfie holding your ID document',
  proof_of_address: 'Upload a proof of address',
};

/** The application as the API returns it (documents without their content). */
export async function loadApplication(db: Database, row: ApplicationRow): Promise<KycApplication> {
  const documents = await db
    .select({ kind: kycDocuments.kind, mime: kycDocuments.mime, size: kycDocuments.size })
    .from(kycDocuments)
    .where(eq(kycDocuments.applicationId, row.id));
  const order = (kind: string) => KYC_DOCUMENT_KINDS.indexOf(kind as KycDocumentKind);
  documents.sort((a, b) => order(a.kind) - order(b.kind));
  // Rows are only written through the contract-validated paths below, hence the narrowing casts.
  return {
    id: row.id,
    level: row.level as KycApplicationLevel,
    status: row.status as KycApplicationStatus,
    form: formOf(row),
    review_note: row.reviewNote,
    documents: documents.map((d) => ({
      kind: d.kind as KycDocumentKind,
      mime: d.mime as KycApplication['documents'][number]['mime'],
      size: d.size,
    })),
    submitted_at: unixSeconds(row.submittedAt),
    reviewed_at: unixSeconds(row.reviewedAt),
  };
}

const unixSeconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);

/** The stored form: string values only. */
export function formOf(row: Pick<ApplicationRow, 'form'>): Record<string, string> {
  const form: Record<string, string> = {};
  if (row.form && typeof row.form === 'object') {
    for (const [key, value] of Object.entries(row.form)) if (typeof value === 'string') form[key] = value;
  }
  return form;
}

export async function findApplicationRow(
  db: Database,
  uid: number,
  level: KycApplicationLevel,
  lock = false,
): Promise<ApplicationRow | undefined> {
  const query = db
    .select()
    .from(kycApplications)
    .where(and(eq(kycApplications.uid, uid), eq(kycApplications.level, level)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** GET: the user's application for `level`, or null. */
export async function getApplication(db: Database, uid: number, level: KycApplicationLevel): Promise<KycApplication | null> {
  const row = await findApplicationRow(db, uid, level);
  return row ? loadApplication(db, row) : null;
}

/** 403 when kyc3 comes before level 1, 409 when the level is already reached. */
function assertMayApply(user: UserRow, level: KycApplicationLevel): void {
  const decision = canStartApplication(level, user.verified);
  if (decision.ok) return;
  if (decision.reason === 'needs_level_1') throw new ApiFailure(403, { code: ERROR_CODES.forbidden, message: decision.message });
  throw conflict(decision.message);
}

/** The transition's decision, or the 409 with the domain's reason. */
export function assertTransition(row: ApplicationRow, action: ApplicationAction) {
  const decision = resolveApplicationTransition(row.status as KycApplicationStatus, action);
  if (!decision.ok) throw conflict(decision.message);
  return decision;
}

/**
 * Inside `tx`: the user's application for `level`, locked and ready to edit — created as an empty
 * draft when there is none, moved back to draft when rejected (documents and review note kept);
 * 409 when submitted or approved.
 */
export async function openDraft(tx: Tx, user: UserRow, level: KycApplicationLevel, nowMs: number): Promise<ApplicationRow> {
  const now = new Date(nowMs);
  const existing = await findApplicationRow(tx, user.uid, level, true);
  if (!existing) {
    assertMayApply(user, level);
    const [created] = await tx
      .insert(kycApplications)
      .values({ uid: user.uid, level, status: 'draft', form: {}, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    // Lost a race with another request of the same user: continue with the winner's row.
    return created ?? openDraft(tx, user, level, nowMs);
  }
  const decision = assertTransition(existing, 'edit');
  assertMayApply(user, level);
  if (!decision.changed) return existing;
  const [reopened] = await tx
    .update(kycApplications)
    .set({ status: decision.next, submittedAt: null, updatedAt: now })
    .where(eq(kycApplications.id, existing.id))
    .returning();
  if (!reopened) throw new Error('kyc application vanished');
  return reopened;
}

/** POST draft: merges the (contract-validated, partial) fields into the user's draft. */
export async function saveDraft(
  db: Database,
  user: UserRow,
  input: { level: KycApplicationLevel; form: Record<string, string | undefined> },
  nowMs: number,
): Promise<KycApplication> {
  return db.transaction(async (tx) => {
    const row = await openDraft(tx, user, input.level, nowMs);
    const form = { ...formOf(row) };
    for (const [key, value] of Object.entries(input.form)) if (value !== undefined) form[key] = value;
    const [saved] = await tx
      .update(kycApplications)
      .set({ form, updatedAt: new Date(nowMs) })
      .where(eq(kycApplications.id, row.id))
      .returning();
    if (!saved) throw new Error('kyc application vanished');
    return loadApplication(tx, saved);
  });
}

/**
 * POST submit: draft → submitted once complete (every field, the documents, valid values, 18+),
 * users.kyc_status → pending. A submitted application is returned unchanged (idempotent).
 */
export async function submitApplication(db: Database, user: UserRow, level: KycApplicationLevel, nowMs: number): Promise<KycApplication> {
  return db.transaction(async (tx) => {
    const row = await findApplicationRow(tx, user.uid, level, true);
    if (row && !assertTransition(row, 'submit').changed) return loadApplication(tx, row);
    assertMayApply(user, level);
    const form = row ? formOf(row) : {};
    const documents = row
      ? await tx.select({ kind: kycDocuments.kind }).from(kycDocuments).where(eq(kycDocuments.applicationId, row.id))
      : [];
    const missing = missingForSubmit(
      level,
      form,
      documents.map((d) => d.kind),
    );
    if (missing.length > 0) {
      throw invalidInput(
        missing.map((field): FieldError => ({ field, message: DOCUMENT_MESSAGES[field as KycDocumentKind] ?? 'Required' })),
      );
    }
    checkCompleteForm(level, form, nowMs);
    if (!row) throw new Error('unreachable: an absent application misses every field');
    const now = new Date(nowMs);
    const [submitted] = await tx
      .update(kycApplications)
      .set({ status: 'submitted', submittedAt: now, updatedAt: now })
      .where(eq(kycApplications.id, row.id))
      .returning();
    if (!submitted) throw new Error('kyc application vanished');
    await tx.update(users).set({ kycStatus: KYC_STATUS_CODE.pending }).where(eq(users.uid, user.uid));
    return loadApplication(tx, submitted);
  });
}

/** The whole form against the level's contract, then the age rule for kyc2. */
function checkCompleteForm(level: KycApplicationLevel, form: Record<string, string>, nowMs: number): void {
  const result = (level === 'kyc2' ? kyc2FormSchema : kyc3FormSchema).safeParse(form);
  if (!result.success) {
    throw invalidInput(result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'form', message: issue.message })));
  }
  if (level !== 'kyc2') return;
  const dateOfBirth = form.date_of_birth ?? '';
  if (!parseIsoDate(dateOfBirth)) throw invalidInput([{ field: 'date_of_birth', message: 'Enter a real date' }]);
  if (!isAdult(dateOfBirth, nowMs)) throw invalidInput([{ field: 'date_of_birth', message: 'You must be 18 or older' }]);
}
