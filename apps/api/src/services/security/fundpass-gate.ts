import { ERROR_CODES } from '@ex/contracts';
import { and, eq, userSecurity, type Database } from '@ex/db';
import { resolveFundpassRequirement } from '@ex/domain';
import { ApiFailure } from '../../http/failure';
import { findSecurityRow } from './store';

/** 403 with code fundpassRequired: the order form opens the §4.10 modal and sends the same order again. */
export const fundpassRequired = () =>
  new ApiFailure(403, { code: ERROR_CODES.fundpassRequired, message: 'Enter your fund password to place this order', field: 'fundpass' });

/**
 * The §4.10 fund-password check of an order placement, on the server (the browser only reacts to
 * it). Under "every time" the verification is claimed with a compare-and-set on its timestamp, so
 * one verification places exactly one order, even when two arrive at once.
 */
export async function authoriseOrderFundpass(deps: { db: Database; now: () => number }, uid: number): Promise<void> {
  const row = await findSecurityRow(deps.db, uid);
  const verifiedAt = row?.fundpassVerifiedAt ?? null;
  const decision = resolveFundpassRequirement(
    { hasFundpass: Boolean(row?.fundpassHash), frequency: row?.fundpassFrequency ?? 1, verifiedAt: verifiedAt?.getTime() ?? null },
    deps.now(),
  );
  if (decision.kind === 'required') throw fundpassRequired();
  if (decision.kind === 'covered' && decision.consume && verifiedAt !== null) {
    const claimed = await deps.db
      .update(userSecurity)
      .set({ fundpassVerifiedAt: null })
      .where(and(eq(userSecurity.uid, uid), eq(userSecurity.fundpassVerifiedAt, verifiedAt)))
      .returning({ uid: userSecurity.uid });
    if (claimed.length === 0) throw fundpassRequired();
  }
}
