import { randomBytes } from 'node:crypto';
import { ERROR_CODES, type Coupon, type CouponIssue, type CouponList } from '@ex/contracts';
import { and, assets, coupons, desc, eq, fills, gte, sql, users, type Database } from '@ex/db';
import {
  canClaimCoupon,
  canUseCoupon,
  couponDisplayStatus,
  isCashCoupon,
  type CouponDecision,
  type CouponFacts,
  type CouponRefusal,
  type CouponStatus,
  type CouponType,
  type DecimalString,
} from '@ex/domain';
import { ApiFailure } from '../../http/failure';
import { dec, type Tx } from '../ledger/context';
import { trimDecimal } from '../decimal';
import { applyMovements } from '../wallet/movements';

type CouponRow = typeof coupons.$inferSelect;
const DAY_MS = 86_400_000;
/** The window of the trade-volume condition. */
export const COUPON_VOLUME_WINDOW_MS = 30 * DAY_MS;

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : 0);

function facts(row: CouponRow): CouponFacts {
  return {
    uid: row.uid,
    status: row.status as CouponStatus,
    expiresAtMs: row.expiresAt.getTime(),
    minTradeVolume: dec(row.minTradeVolume),
  };
}

/** The coupon as the coupon centre shows it. */
export function couponView(row: CouponRow, nowMs: number): Coupon {
  return {
    id: row.id,
    type: row.type as CouponType,
    amount: trimDecimal(row.amount),
    currency: row.currency,
    boost_rate: trimDecimal(row.boostRate),
    boost_days: row.boostDays,
    min_trade_volume: trimDecimal(row.minTradeVolume),
    status: couponDisplayStatus(facts(row), nowMs),
    expires_at: seconds(row.expiresAt),
    used_at: seconds(row.usedAt),
  };
}

/** Why a claim or use was refused, as the user reads it (404 for another account's coupon: it is not theirs to know about). */
function refusal(reason: CouponRefusal, row: CouponRow, volume?: DecimalString): ApiFailure {
  const conflict = (message: string) => new ApiFailure(409, { code: ERROR_CODES.duplicateEmail, message, field: 'id' });
  switch (reason) {
    case 'foreign':
      return notYours();
    case 'revoked':
      return conflict('This coupon was withdrawn by the exchange');
    case 'used':
      return conflict('This coupon has already been used');
    case 'expired':
      return conflict(`This coupon expired on ${row.expiresAt.toISOString().slice(0, 10)}`);
    case 'already_claimed':
      return conflict('You have already claimed this coupon');
    case 'not_claimed':
      return conflict('Claim this coupon before using it');
    case 'volume':
      return conflict(
        `Trade at least ${trimDecimal(row.minTradeVolume)} USDT within 30 days to use this coupon (so far: ${trimDecimal(volume ?? '0')} USDT)`,
      );
  }
}
const notYours = () => new ApiFailure(404, { code: ERROR_CODES.notFound, message: 'This coupon is not in your account', field: 'id' });

/** The user's spot, margin and futures turnover in USDT (price × quantity of USDT-quoted fills) over the last 30 days. */
export async function tradeVolume30d(db: Database | Tx, uid: number, nowMs: number): Promise<DecimalString> {
  const [row] = await db
    .select({ volume: sql<string>`coalesce(sum(${fills.price} * ${fills.quantity}), 0)::text` })
    .from(fills)
    .where(
      and(eq(fills.uid, uid), gte(fills.createdAt, new Date(nowMs - COUPON_VOLUME_WINDOW_MS)), sql`right(${fills.symbol}, 5) = '_USDT'`),
    );
  return dec(trimDecimal(row?.volume ?? '0'));
}

/** The user's coupons, newest first, and their 30-day volume. */
export async function listCoupons(db: Database, uid: number, nowMs: number): Promise<CouponList> {
  const rows = await db.select().from(coupons).where(eq(coupons.uid, uid)).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(200);
  return { list: rows.map((r) => couponView(r, nowMs)), trade_volume_30d: await tradeVolume30d(db, uid, nowMs) };
}

async function lockCoupon(tx: Tx, uid: number, id: string): Promise<CouponRow> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  if (!row || row.uid !== uid) throw notYours();
  return row;
}

function assertAllowed(decision: CouponDecision, row: CouponRow, volume?: DecimalString): void {
  if (!decision.ok) throw refusal(decision.reason, row, volume);
}

/** Claims an issued coupon into the user's wallet of coupons. */
export async function claimCoupon(db: Database, uid: number, id: string, nowMs: number): Promise<Coupon> {
  return db.transaction(async (tx) => {
    const row = await lockCoupon(tx, uid, id);
    assertAllowed(canClaimCoupon(facts(row), uid, nowMs), row);
    const [updated] = await tx
      .update(coupons)
      .set({ status: 'claimed', claimedAt: new Date(nowMs) })
      .where(and(eq(coupons.id, id), eq(coupons.status, 'issued')))
      .returning();
    if (!updated) throw refusal('already_claimed', row);
    return couponView(updated, nowMs);
  });
}

/**
 * Uses a claimed coupon, once: in one transaction the row is locked, the rules are checked, it is
 * marked used and a cash coupon credits `amount currency` through the wallet journal with the
 * coupon id as the reference, so a second or concurrent use can never credit again.
 */
export async function useCoupon(db: Database, uid: number, id: string, nowMs: number): Promise<Coupon> {
  return db.transaction(async (tx) => {
    const row = await lockCoupon(tx, uid, id);
    const volume = await tradeVolume30d(tx, uid, nowMs);
    assertAllowed(canUseCoupon(facts(row), uid, nowMs, volume), row, volume);
    const [updated] = await tx
      .update(coupons)
      .set({ status: 'used', usedAt: new Date(nowMs) })
      .where(and(eq(coupons.id, id), eq(coupons.status, 'claimed')))
      .returning();
    if (!updated) throw refusal('used', row);
    if (isCashCoupon(row.type as CouponType)) {
      const outcome = await applyMovements(
        tx,
        [{ uid, currency: row.currency, available: dec(row.amount), kind: 'coupon', ref: row.id, note: row.type }],
        nowMs,
      );
      if (!outcome.applied) throw refusal('used', row);
    }
    return couponView(updated, nowMs);
  });
}

/** An operator issues a coupon to one account (by e-mail); the currency must be a listed asset. */
export async function issueCoupon(db: Database, input: CouponIssue, nowMs: number): Promise<Coupon & { email: string }> {
  const [user] = await db.select({ uid: users.uid }).from(users).where(eq(users.email, input.email));
  if (!user) throw new ApiFailure(404, { code: ERROR_CODES.notFound, message: 'No account with this e-mail', field: 'email' });
  const [asset] = await db.select({ symbol: assets.symbol }).from(assets).where(eq(assets.symbol, input.currency));
  if (!asset)
    throw new ApiFailure(400, { code: ERROR_CODES.invalidInput, message: `${input.currency} is not a listed asset`, field: 'currency' });
  const [row] = await db
    .insert(coupons)
    .values({
      id: `cpn_${randomBytes(12).toString('hex')}`,
      uid: user.uid,
      type: input.type,
      amount: input.amount,
      currency: input.currency,
      boostRate: input.boost_rate,
      boostDays: input.boost_days,
      minTradeVolume: input.min_trade_volume,
      status: 'issued',
      note: input.note,
      expiresAt: new Date(nowMs + input.days * DAY_MS),
      createdAt: new Date(nowMs),
    })
    .returning();
  if (!row) throw new Error('coupon not written');
  return { ...couponView(row, nowMs), email: input.email };
}

/** Operator view: every coupon of an account, or the latest 200 of all. */
export async function listCouponsForOperator(db: Database, nowMs: number, email?: string): Promise<(Coupon & { email: string })[]> {
  const rows = await db
    .select({ coupon: coupons, email: users.email })
    .from(coupons)
    .innerJoin(users, eq(users.uid, coupons.uid))
    .where(email ? eq(users.email, email.trim().toLowerCase()) : undefined)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(200);
  return rows.map((r) => ({ ...couponView(r.coupon, nowMs), email: r.email }));
}

/** An operator withdraws a coupon that has not been used. */
export async function revokeCoupon(db: Database, id: string, nowMs: number): Promise<Coupon> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!row) throw new ApiFailure(404, { code: ERROR_CODES.notFound, message: 'No such coupon', field: 'id' });
    if (row.status === 'used' || row.status === 'revoked') {
      throw new ApiFailure(409, { code: ERROR_CODES.duplicateEmail, message: `The coupon is already ${row.status}`, field: 'id' });
    }
    const [updated] = await tx
      .update(coupons)
      .set({ status: 'revoked', revokedAt: new Date(nowMs) })
      .where(eq(coupons.id, id))
      .returning();
    if (!updated) throw new Error('coupon not revoked');
    return couponView(updated, nowMs);
  });
}
