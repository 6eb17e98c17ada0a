import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@ex/contracts';
import { and, eq, gateCodes, isNull, sql, type Database } from '@ex/db';
import { decimal, isWalletCurrency, normaliseDecimal, type DecimalString } from '@ex/domain';
import { ApiFailure, invalidInput } from '../../http/failure';
import { applyMovements } from './movements';

/** Codes read aloud or typed: no 0/O or 1/I. 16 characters of 32 = 80 bits, not guessable. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  const bytes = randomBytes(16);
  let out = '';
  for (const b of bytes) out += ALPHABET.charAt(b % ALPHABET.length);
  return `GT${out}`;
}

export interface CreatedCode {
  readonly code: string;
  readonly currency: string;
  readonly amount: DecimalString;
  readonly expiresAt: Date;
}

/** An operator creates a deposit code for `amount` of `currency`, valid for `validMs`. */
export async function createGateCode(
  db: Database,
  input: { currency: string; amount: DecimalString; validMs: number },
  nowMs: number,
): Promise<CreatedCode> {
  if (!isWalletCurrency(input.currency)) throw invalidInput([{ field: 'currency', message: `Unknown currency ${input.currency}` }]);
  if (!(input.validMs > 0)) throw invalidInput([{ field: 'expires', message: 'The expiry must be in the future' }]);
  const code = newCode();
  const expiresAt = new Date(nowMs + input.validMs);
  await db
    .insert(gateCodes)
    .values({ code, currency: input.currency, amount: normaliseDecimal(input.amount), expiresAt, createdAt: new Date(nowMs) });
  return { code, currency: input.currency, amount: normaliseDecimal(input.amount), expiresAt };
}

/** Why a code cannot be redeemed; each is its own message (issue 13 "its own clear error"). */
export const CODE_REFUSALS = {
  unknown: 'This code does not exist. Check it and try again.',
  used: 'This code has already been redeemed.',
  expired: 'This code has expired.',
} as const;

const refused = (reason: keyof typeof CODE_REFUSALS) =>
  new ApiFailure(400, {
    code: ERROR_CODES.invalidInput,
    message: CODE_REFUSALS[reason],
    field: 'code',
    errors: [{ field: 'code', message: reason }],
  });

/**
 * Redeems a code for `uid`, once: the claiming update matches only an unredeemed, unexpired code,
 * and the credit is in the same transaction, so of two concurrent redemptions one credits and the
 * other is told the code is used. The same user retrying (a lost response) gets the same answer.
 */
export async function redeemGateCode(
  db: Database,
  uid: number,
  code: string,
  nowMs: number,
): Promise<{ currency: string; amount: DecimalString }> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(gateCodes)
      .set({ redeemedBy: uid, redeemedAt: new Date(nowMs) })
      .where(and(eq(gateCodes.code, code), isNull(gateCodes.redeemedBy), sql`${gateCodes.expiresAt} > ${new Date(nowMs).toISOString()}`))
      .returning();
    if (claimed === undefined) {
      const [row] = await tx.select().from(gateCodes).where(eq(gateCodes.code, code));
      if (row === undefined) throw refused('unknown');
      if (row.redeemedBy === uid) return { currency: row.currency, amount: normaliseDecimal(decimal(row.amount)) };
      if (row.redeemedBy !== null) throw refused('used');
      throw refused('expired');
    }
    const amount = normaliseDecimal(decimal(claimed.amount));
    await applyMovements(
      tx,
      [{ uid, currency: claimed.currency, available: amount, kind: 'deposit', ref: `gatecode:${code}`, note: 'gatecode' }],
      nowMs,
    );
    return { currency: claimed.currency, amount };
  });
}
