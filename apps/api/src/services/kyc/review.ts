import { ERROR_CODES, type KycApplication, type KycApplicationLevel } from '@ex/contracts';
import { and, asc, eq, kycApplications, kycDocuments, users, type Database } from '@ex/db';
import { KYC_STATUS_CODE, verifiedAfterApproval } from '@ex/domain';
import { ApiFailure } from '../../http/failure';
import { assertTransition, findApplicationRow, loadApplication } from './applications';

/**
 * Operator review of KYC applications, shared by `POST /api/operator/kyc/review` and
 * `npm run ops -- kyc approve|reject|list`.
 */

export interface ReviewInput {
  /** Lower-cased by the contract (kycReviewBodySchema). */
  readonly email: string;
  readonly level: KycApplicationLevel;
  readonly decision: 'approve' | 'reject';
  readonly note?: string | undefined;
}

export interface ReviewResult {
  readonly application: KycApplication;
  readonly user: { readonly uid: number; readonly verified: number; readonly kyc_status: number };
}

const notFound = (message: string) => new ApiFailure(404, { code: ERROR_CODES.notFound, message });

/**
 * In one transaction: submitted → approved (users.verified raised to the level's code, never
 * lowered; kyc_status 1) or → rejected with the note (kyc_status 3). 404 for an unknown e-mail or a
 * missing application, 409 when the application is not submitted.
 */
export async function reviewApplication(db: Database, input: ReviewInput, nowMs: number): Promise<ReviewResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, input.email)).limit(1).for('update');
    if (!user) throw notFound('No account with this e-mail');
    const row = await findApplicationRow(tx, user.uid, input.level, true);
    if (!row) throw notFound(`This account has no ${input.level} application`);
    const { next } = assertTransition(row, input.decision);
    const now = new Date(nowMs);
    const approved = next === 'approved';
    const [reviewed] = await tx
      .update(kycApplications)
      .set({ status: next, reviewNote: input.note?.trim() ?? '', reviewedAt: now, updatedAt: now })
      .where(eq(kycApplications.id, row.id))
      .returning();
    if (!reviewed) throw new Error('kyc application vanished');
    const verified = approved ? verifiedAfterApproval(input.level, user.verified) : user.verified;
    const kycStatus = approved ? KYC_STATUS_CODE.verified : KYC_STATUS_CODE.rejected;
    await tx.update(users).set({ verified, kycStatus }).where(eq(users.uid, user.uid));
    return { application: await loadApplication(tx, reviewed), user: { uid: user.uid, verified, kyc_status: kycStatus } };
  });
}

export interface PendingApplication {
  readonly email: string;
  readonly uid: number;
  readonly level: KycApplicationLevel;
  readonly submittedAt: Date | null;
  readonly documents: string[];
}

/** Submitted applications, oldest first. */
export async function listPendingApplications(db: Database): Promise<PendingApplication[]> {
  const rows = await db
    .select({
      id: kycApplications.id,
      email: users.email,
      uid: users.uid,
      level: kycApplications.level,
      submittedAt: kycApplications.submittedAt,
    })
    .from(kycApplications)
    .innerJoin(users, eq(users.uid, kycApplications.uid))
    .where(eq(kycApplications.status, 'submitted'))
    .orderBy(asc(kycApplications.submittedAt), asc(kycApplications.id));
  const result: PendingApplication[] = [];
  for (const row of rows) {
    const docs = await db.select({ kind: kycDocuments.kind }).from(kycDocuments).where(eq(kycDocuments.applicationId, row.id));
    result.push({
      email: row.email,
      uid: row.uid,
      level: row.level as KycApplicationLevel,
      submittedAt: row.submittedAt,
      documents: docs.map((d) => d.kind),
    });
  }
  return result;
}

/** The levels of the account's submitted applications (the CLI's default when --level is omitted). */
export async function pendingLevelsOf(db: Database, email: string): Promise<KycApplicationLevel[]> {
  const rows = await db
    .select({ level: kycApplications.level })
    .from(kycApplications)
    .innerJoin(users, eq(users.uid, kycApplications.uid))
    .where(and(eq(users.email, email), eq(kycApplications.status, 'submitted')))
    .orderBy(asc(kycApplications.level));
  return rows.map((r) => r.level as KycApplicationLevel);
}
