import {
  EARN_ERROR_CODES,
  ERROR_CODES,
  type EarnAccrueResult,
  type EarnPosition,
  type EarnPositions,
  type EarnSubscribeBody,
} from '@ex/contracts';
import { and, asc, desc, earnInterest, earnPositions, earnProducts, eq, sql, type Database } from '@ex/db';
import {
  DAY_MS,
  ZERO,
  addDecimal,
  blendedApr,
  dailyInterest,
  decimal,
  dueInterestDays,
  maturityMs,
  redemptionRefusal,
  signOf,
  subscriptionRefusal,
  subtractDecimal,
  type DecimalString,
  type EarnPositionStatus,
  type EarnProductType,
} from '@ex/domain';
import { ApiFailure, invalidInput } from '../../http/failure';
import { trimDecimal } from '../decimal';
import { lockUser, type Tx } from '../ledger/context';
import { InsufficientBalanceError, applyMovements } from '../wallet/movements';
import { principalByProduct, tiersOf } from './products';

type PositionRow = typeof earnPositions.$inferSelect;
const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : 0);

/** The position as the page shows it. */
export function positionView(row: PositionRow, nowMs: number): EarnPosition {
  const type = row.type as EarnProductType;
  const subscribedAtMs = row.subscribedAt.getTime();
  return {
    id: row.id,
    product_id: row.productId,
    currency: row.currency,
    type,
    term_days: row.termDays,
    principal: trimDecimal(row.principal),
    apr: trimDecimal(blendedApr(decimal(row.principal), tiersOf(row.tiers))),
    interest_total: trimDecimal(row.interestTotal),
    accrued_days: row.accruedDays,
    status: row.status as EarnPositionStatus,
    subscribed_at: seconds(row.subscribedAt),
    matures_at: type === 'fixed' && row.termDays !== null ? Math.floor(maturityMs(subscribedAtMs, row.termDays) / 1000) : 0,
    closed_at: seconds(row.closedAt),
    redeemable:
      redemptionRefusal({ type, status: row.status as EarnPositionStatus, subscribedAtMs, termDays: row.termDays }, nowMs) === null,
  };
}

const unavailable = (message: string) => new ApiFailure(409, { code: EARN_ERROR_CODES.productUnavailable, message, field: 'product_id' });

/**
 * Subscribes `amount` of the user's spot balance to a product: one transaction that checks the
 * product's rules, opens the position and moves the funds (applyMovements, kind 'earn'). The
 * client's `request_id` makes a retry return the same position without moving money again.
 * @example await subscribe(db, uid, { product_id: 'usdt-flexible', amount: '100', request_id: 'r-1a2b3c4d' }, now)
 */
export async function subscribe(db: Database, uid: number, body: EarnSubscribeBody, nowMs: number): Promise<EarnPosition> {
  const amount = decimal(body.amount);
  try {
    return await db.transaction(async (tx) => {
      // The user first, then the product: the same order as redemptions and the accrual.
      await lockUser(tx, uid);
      const [replay] = await tx
        .select()
        .from(earnPositions)
        .where(and(eq(earnPositions.uid, uid), eq(earnPositions.requestId, body.request_id)));
      if (replay) return positionView(replay, nowMs);
      const [product] = await tx.select().from(earnProducts).where(eq(earnProducts.id, body.product_id)).for('update');
      if (!product) throw new ApiFailure(404, { code: ERROR_CODES.notFound, message: 'There is no such product', field: 'product_id' });
      const [mine] = await tx
        .select({ total: sql<string>`coalesce(sum(${earnPositions.principal}), 0)::text` })
        .from(earnPositions)
        .where(and(eq(earnPositions.uid, uid), eq(earnPositions.productId, product.id), eq(earnPositions.status, 'active')));
      const userPrincipal = decimal(mine?.total ?? '0');
      const totalPrincipal = decimal((await principalByProduct(tx, product.id)).get(product.id) ?? '0');
      const refusal = subscriptionRefusal(
        {
          status: product.status as 'active' | 'paused',
          minAmount: decimal(product.minAmount),
          maxAmount: decimal(product.maxAmount),
          cap: decimal(product.cap),
          userPrincipal,
          totalPrincipal,
        },
        amount,
      );
      const cur = product.currency;
      switch (refusal) {
        case 'paused':
          throw unavailable('This product is paused and takes no new subscriptions');
        case 'not_positive':
          throw invalidInput([{ field: 'amount', message: 'Enter an amount above zero' }]);
        case 'below_min':
          throw invalidInput([{ field: 'amount', message: `The minimum subscription is ${trimDecimal(product.minAmount)} ${cur}` }]);
        case 'above_max':
          throw invalidInput([
            {
              field: 'amount',
              message: `You can hold at most ${trimDecimal(product.maxAmount)} ${cur} in this product (you hold ${trimDecimal(userPrincipal)} ${cur})`,
            },
          ]);
        case 'sold_out':
          throw unavailable(
            `This product is nearly sold out: ${trimDecimal(subtractDecimal(decimal(product.cap), totalPrincipal))} ${cur} left`,
          );
        case null:
          break;
      }
      const [row] = await tx
        .insert(earnPositions)
        .values({
          uid,
          productId: product.id,
          requestId: body.request_id,
          currency: cur,
          type: product.type,
          termDays: product.termDays,
          tiers: product.tiers,
          principal: amount,
          subscribedAt: new Date(nowMs),
        })
        .returning();
      await applyMovements(
        tx,
        [{ uid, currency: cur, available: decimal(`-${amount}`), kind: 'earn', ref: `earn:${row!.id}:subscribe`, note: product.id }],
        nowMs,
      );
      return positionView(row!, nowMs);
    });
  } catch (error) {
    if (error instanceof InsufficientBalanceError) {
      throw new ApiFailure(409, {
        code: EARN_ERROR_CODES.insufficientBalance,
        message: `Your available ${error.currency} balance is not enough for this subscription`,
        field: 'amount',
      });
    }
    throw error;
  }
}

/**
 * Accrues the due interest days of one position (locked by the caller, its user locked first) and
 * pays what is owed: flexible interest to the spot balance at once; a fixed term's principal and
 * interest at maturity. Each day is one earn_interest row (primary key position + day), so a day
 * can never be paid twice, however often or concurrently the scheduler runs.
 */
async function accrueLocked(tx: Tx, row: PositionRow, nowMs: number): Promise<{ row: PositionRow; days: number; matured: boolean }> {
  if (row.status !== 'active') return { row, days: 0, matured: false };
  const subscribedAtMs = row.subscribedAt.getTime();
  const due = dueInterestDays({ subscribedAtMs, termDays: row.termDays, accruedDays: row.accruedDays }, nowMs);
  const principal = decimal(row.principal);
  const tiers = tiersOf(row.tiers);
  const apr = blendedApr(principal, tiers);
  let paid: DecimalString = ZERO;
  let days = 0;
  if (due.length > 0) {
    const inserted = await tx
      .insert(earnInterest)
      .values(
        due.map((d) => ({
          positionId: row.id,
          day: d.index,
          uid: row.uid,
          currency: row.currency,
          amount: dailyInterest(principal, tiers, d.startMs),
          apr,
          dayStart: new Date(d.startMs),
          createdAt: new Date(nowMs),
        })),
      )
      .onConflictDoNothing()
      .returning({ amount: earnInterest.amount });
    days = inserted.length;
    for (const r of inserted) paid = addDecimal(paid, decimal(r.amount));
  }
  const first = due[0]?.index ?? 0;
  const last = due.at(-1)?.index ?? row.accruedDays;
  const interestTotal = addDecimal(decimal(row.interestTotal), paid);
  if (row.type === 'flexible' && signOf(paid) > 0) {
    await applyMovements(
      tx,
      [
        {
          uid: row.uid,
          currency: row.currency,
          available: paid,
          kind: 'earn',
          ref: `earn:${row.id}:interest:${first}-${last}`,
          note: row.productId,
        },
      ],
      nowMs,
    );
  }
  const matured = row.type === 'fixed' && row.termDays !== null && nowMs >= maturityMs(subscribedAtMs, row.termDays);
  if (matured) {
    await applyMovements(
      tx,
      [
        {
          uid: row.uid,
          currency: row.currency,
          available: addDecimal(principal, interestTotal),
          kind: 'earn',
          ref: `earn:${row.id}:maturity`,
          note: row.productId,
        },
      ],
      nowMs,
    );
  }
  const [updated] = await tx
    .update(earnPositions)
    .set({
      accruedDays: last,
      interestTotal,
      ...(matured ? { status: 'matured', closedAt: new Date(nowMs) } : {}),
    })
    .where(eq(earnPositions.id, row.id))
    .returning();
  return { row: updated!, days, matured };
}

/** Locks the user, then the position; null when it is not the user's. */
async function lockPosition(tx: Tx, uid: number, positionId: number): Promise<PositionRow | null> {
  await lockUser(tx, uid);
  const [row] = await tx
    .select()
    .from(earnPositions)
    .where(and(eq(earnPositions.id, positionId), eq(earnPositions.uid, uid)))
    .for('update');
  return row ?? null;
}

/**
 * Redeems a position: a flexible one at any time (its due interest days first; a part day earns
 * nothing), a fixed one only from maturity. Two simultaneous redemptions pay once: the position row
 * is locked and the second finds it closed (409).
 */
export async function redeem(db: Database, uid: number, positionId: number, nowMs: number): Promise<EarnPosition> {
  return db.transaction(async (tx) => {
    const row = await lockPosition(tx, uid, positionId);
    if (!row)
      throw new ApiFailure(404, { code: ERROR_CODES.notFound, message: 'This position is not in your account', field: 'position_id' });
    const type = row.type as EarnProductType;
    const refusal = redemptionRefusal(
      { type, status: row.status as EarnPositionStatus, subscribedAtMs: row.subscribedAt.getTime(), termDays: row.termDays },
      nowMs,
    );
    if (refusal === 'closed') {
      throw new ApiFailure(409, {
        code: EARN_ERROR_CODES.positionClosed,
        message: 'This position has already been redeemed',
        field: 'position_id',
      });
    }
    if (refusal === 'locked') {
      const until = new Date(maturityMs(row.subscribedAt.getTime(), row.termDays ?? 0)).toISOString();
      throw new ApiFailure(409, {
        code: EARN_ERROR_CODES.positionLocked,
        message: `This fixed term is locked until ${until}`,
        field: 'position_id',
      });
    }
    const accrued = await accrueLocked(tx, row, nowMs);
    // A fixed term past maturity was paid out by the accrual itself.
    if (accrued.row.status !== 'active') return positionView(accrued.row, nowMs);
    await applyMovements(
      tx,
      [{ uid, currency: row.currency, available: decimal(row.principal), kind: 'earn', ref: `earn:${row.id}:redeem`, note: row.productId }],
      nowMs,
    );
    const [closed] = await tx
      .update(earnPositions)
      .set({ status: 'redeemed', closedAt: new Date(nowMs) })
      .where(eq(earnPositions.id, row.id))
      .returning();
    return positionView(closed!, nowMs);
  });
}

/**
 * The scheduler (issue 14 "A scheduler advances them, and an operator command runs it on demand"):
 * accrues every active position's due days at `nowMs` and pays out matured fixed terms. Idempotent
 * by position and day: running it twice, or two at once, pays each day once. Each position is its
 * own transaction, so one failure does not hold back the others.
 * @example await accrueInterest(db, Date.now()) // { positions: 3, days: 5, matured: 1 }
 */
export async function accrueInterest(db: Database, nowMs: number): Promise<EarnAccrueResult> {
  const candidates = await db
    .select({ id: earnPositions.id, uid: earnPositions.uid })
    .from(earnPositions)
    .where(
      and(
        eq(earnPositions.status, 'active'),
        sql`${earnPositions.subscribedAt} + (${earnPositions.accruedDays} + 1) * interval '1 day' <= ${new Date(nowMs).toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(earnPositions.id));
  let positions = 0;
  let days = 0;
  let matured = 0;
  for (const candidate of candidates) {
    const outcome = await db.transaction(async (tx) => {
      const row = await lockPosition(tx, candidate.uid, candidate.id);
      return row ? accrueLocked(tx, row, nowMs) : null;
    });
    if (!outcome || (outcome.days === 0 && !outcome.matured)) continue;
    positions += 1;
    days += outcome.days;
    if (outcome.matured) matured += 1;
  }
  return { positions, days, matured };
}

/** The user's positions (active first, newest first) and the latest 100 interest days. */
export async function listPositions(db: Database, uid: number, nowMs: number): Promise<EarnPositions> {
  const rows = await db
    .select()
    .from(earnPositions)
    .where(eq(earnPositions.uid, uid))
    .orderBy(sql`case when ${earnPositions.status} = 'active' then 0 else 1 end`, desc(earnPositions.id))
    .limit(200);
  const interest = await db
    .select({ row: earnInterest, productId: earnPositions.productId })
    .from(earnInterest)
    .innerJoin(earnPositions, eq(earnPositions.id, earnInterest.positionId))
    .where(eq(earnInterest.uid, uid))
    .orderBy(desc(earnInterest.dayStart), desc(earnInterest.positionId))
    .limit(100);
  return {
    positions: rows.map((r) => positionView(r, nowMs)),
    interest: interest.map(({ row, productId }) => ({
      position_id: row.positionId,
      product_id: productId,
      day: row.day,
      currency: row.currency,
      amount: trimDecimal(row.amount),
      apr: trimDecimal(row.apr),
      day_start: seconds(row.dayStart),
      paid_at: seconds(row.createdAt),
    })),
  };
}

/** Re-exported for the day length the scheduler's interval is built on. */
export const EARN_DAY_MS = DAY_MS;
