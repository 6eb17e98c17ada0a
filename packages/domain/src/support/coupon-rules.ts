import { compareDecimal, type DecimalString } from '../decimal';

/**
 * Coupons of the coupon centre (issue 15): issued by an operator to one account, claimed by its
 * owner, then used once.
 * - trading_fee_rebate: cash value; using it credits `amount currency` (a rebate of trading fees);
 * - position_voucher: cash value; using it credits `amount currency` to open or hold a position;
 * - interest_boost: no cash value; using it activates an extra `boost_rate` % APR on Earn for
 *   `boost_days` days from the moment of use.
 */
export const COUPON_TYPES = ['trading_fee_rebate', 'position_voucher', 'interest_boost'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** issued → claimed → used; an operator may revoke one that is not used. Expiry is read from the clock. */
export const COUPON_STATUSES = ['issued', 'claimed', 'used', 'revoked'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** @example isCashCoupon('position_voucher') === true */
export function isCashCoupon(type: CouponType): boolean {
  return type !== 'interest_boost';
}

export interface CouponFacts {
  readonly uid: number;
  readonly status: CouponStatus;
  /** Milliseconds since the epoch; the coupon is unusable from this instant. */
  readonly expiresAtMs: number;
  /** Condition: trade volume (USDT) over the last 30 days at least this much; '0' for none. */
  readonly minTradeVolume: DecimalString;
}

export type CouponRefusal = 'foreign' | 'revoked' | 'used' | 'expired' | 'already_claimed' | 'not_claimed' | 'volume';
export type CouponDecision = { readonly ok: true } | { readonly ok: false; readonly reason: CouponRefusal };

/** The status a coupon shows: `issued`/`claimed` past the expiry show as expired. */
export type CouponDisplayStatus = CouponStatus | 'expired';

/** @example couponDisplayStatus({ status: 'claimed', expiresAtMs: 5 }, 5) === 'expired' */
export function couponDisplayStatus(coupon: Pick<CouponFacts, 'status' | 'expiresAtMs'>, nowMs: number): CouponDisplayStatus {
  if ((coupon.status === 'issued' || coupon.status === 'claimed') && nowMs >= coupon.expiresAtMs) return 'expired';
  return coupon.status;
}

function common(coupon: CouponFacts, uid: number, nowMs: number): CouponDecision | null {
  // Someone else's coupon is refused before anything about it is revealed.
  if (coupon.uid !== uid) return { ok: false, reason: 'foreign' };
  if (coupon.status === 'revoked') return { ok: false, reason: 'revoked' };
  if (coupon.status === 'used') return { ok: false, reason: 'used' };
  if (nowMs >= coupon.expiresAtMs) return { ok: false, reason: 'expired' };
  return null;
}

/**
 * Whether `uid` may claim the coupon now.
 * @example canClaimCoupon({ uid: 1, status: 'issued', expiresAtMs: 10, minTradeVolume: '0' }, 1, 5) // { ok: true }
 */
export function canClaimCoupon(coupon: CouponFacts, uid: number, nowMs: number): CouponDecision {
  const refused = common(coupon, uid, nowMs);
  if (refused) return refused;
  if (coupon.status === 'claimed') return { ok: false, reason: 'already_claimed' };
  return { ok: true };
}

/**
 * Whether `uid` may use the coupon now, given their 30-day trade volume in USDT: claimed, not
 * expired, and the volume condition met.
 * @example canUseCoupon({ uid: 1, status: 'claimed', expiresAtMs: 10, minTradeVolume: '100' }, 1, 5, '99') // { ok: false, reason: 'volume' }
 */
export function canUseCoupon(coupon: CouponFacts, uid: number, nowMs: number, tradeVolume30d: DecimalString): CouponDecision {
  const refused = common(coupon, uid, nowMs);
  if (refused) return refused;
  const reason = ownCouponUseRefusal(coupon, nowMs, tradeVolume30d);
  return reason === null ? { ok: true } : { ok: false, reason };
}

/**
 * Why the owner cannot use their coupon now, or null: the browser's view of {@link canUseCoupon},
 * for a list that holds only the signed-in user's coupons (the server checks ownership).
 * @example ownCouponUseRefusal({ status: 'claimed', expiresAtMs: 10, minTradeVolume: '0' }, 5, '0') === null
 */
export function ownCouponUseRefusal(coupon: Omit<CouponFacts, 'uid'>, nowMs: number, tradeVolume30d: DecimalString): CouponRefusal | null {
  if (coupon.status === 'revoked') return 'revoked';
  if (coupon.status === 'used') return 'used';
  if (nowMs >= coupon.expiresAtMs) return 'expired';
  if (coupon.status !== 'claimed') return 'not_claimed';
  if (compareDecimal(tradeVolume30d, coupon.minTradeVolume) < 0) return 'volume';
  return null;
}
