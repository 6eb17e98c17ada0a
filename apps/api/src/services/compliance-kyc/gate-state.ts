import { complianceGateStates, eq, type ComplianceGateStateRow, type Database } from '@ex/db';
import { COMPLIANCE_TOKEN_LIMIT_TIMES, IP_GATE_RESULT, type ComplianceTokenPayload } from '@ex/domain';

/**
 * Issue 10: the §4.9 gate state of each user, kept in `compliance_gate_states`. The row holds the
 * same parts as the token (§3 "result {value, valid_period}; limit {value, limit_times,
 * valid_period}"); a valid period is stored as a timestamp, null for "no open part" (0 in the token).
 */

const toSeconds = (at: Date | null): number => (at === null ? 0 : Math.floor(at.getTime() / 1000));
const toDate = (seconds: number): Date | null => (seconds === 0 ? null : new Date(seconds * 1000));

/** The stored row as token parts. */
export function gateStateOf(row: ComplianceGateStateRow): ComplianceTokenPayload {
  return {
    uid: row.uid,
    result: { value: row.resultValue, valid_period: toSeconds(row.resultValidPeriod) },
    limit: { value: row.limitValue, limit_times: row.limitTimes, valid_period: toSeconds(row.limitValidPeriod) },
  };
}

export interface GateStateChange {
  readonly result: number;
  readonly next: ComplianceTokenPayload;
}

/**
 * Runs one check against the user's stored state in one transaction: the row is created if missing
 * (with nothing open), locked with FOR UPDATE, handed to `decide`, and its `next` state and result
 * written back. Concurrent checks of one user queue on the row lock, so each one counts on top of
 * the other and no window is opened twice; nothing is written when `decide` throws.
 */
export async function changeGateState<T extends GateStateChange>(
  db: Database,
  uid: number,
  nowMs: number,
  decide: (stored: ComplianceTokenPayload) => T,
): Promise<T> {
  return db.transaction(async (tx) => {
    // ON CONFLICT DO NOTHING waits for a concurrent insert of the same uid to commit, then the
    // locking read below sees that row: both checks end up serialised on it.
    await tx
      .insert(complianceGateStates)
      .values({ uid, limitTimes: COMPLIANCE_TOKEN_LIMIT_TIMES, lastResult: IP_GATE_RESULT.none, checkedAt: new Date(nowMs) })
      .onConflictDoNothing();
    const [row] = await tx.select().from(complianceGateStates).where(eq(complianceGateStates.uid, uid)).for('update');
    if (row === undefined) throw new Error(`compliance gate: no state row for user ${uid}`);
    const decided = decide(gateStateOf(row));
    const { result, limit } = decided.next;
    await tx
      .update(complianceGateStates)
      .set({
        resultValue: result.value,
        resultValidPeriod: toDate(result.valid_period),
        limitValue: limit.value,
        limitTimes: limit.limit_times,
        limitValidPeriod: toDate(limit.valid_period),
        lastResult: decided.result,
        checkedAt: new Date(nowMs),
      })
      .where(eq(complianceGateStates.uid, uid));
    return decided;
  });
}
