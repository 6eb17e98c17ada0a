import { describe, expect, it } from 'vitest';
import { decimal } from '../decimal';
import {
  canClaimCoupon,
  canUseCoupon,
  couponDisplayStatus,
  isCashCoupon,
  ownCouponUseRefusal,
  type CouponDecision,
  type CouponFacts,
} from './coupon-rules';

const NOW = 1_800_000_000_000;
const coupon = (over: Partial<CouponFacts> = {}): CouponFacts => ({
  uid: 7,
  status: 'claimed',
  expiresAtMs: NOW + 1000,
  minTradeVolume: decimal('0'),
  ...over,
});
const SPEC = 'issue 15 "coupons … with types, expiry and conditions. Claim and use them"';

describe(`canUseCoupon (${SPEC})`, () => {
  it.each<[string, CouponFacts, number, string, CouponDecision]>([
    ['a claimed coupon of the user, in time, no condition', coupon(), 7, '0', { ok: true }],
    ["another user's coupon", coupon(), 8, '0', { ok: false, reason: 'foreign' }],
    ['a foreign coupon is foreign even when used', coupon({ status: 'used' }), 8, '0', { ok: false, reason: 'foreign' }],
    ['used once already', coupon({ status: 'used' }), 7, '0', { ok: false, reason: 'used' }],
    ['revoked by an operator', coupon({ status: 'revoked' }), 7, '0', { ok: false, reason: 'revoked' }],
    ['expired at exactly its expiry', coupon({ expiresAtMs: NOW }), 7, '0', { ok: false, reason: 'expired' }],
    ['not claimed yet', coupon({ status: 'issued' }), 7, '0', { ok: false, reason: 'not_claimed' }],
    ['volume below the condition', coupon({ minTradeVolume: decimal('1000') }), 7, '999.99', { ok: false, reason: 'volume' }],
    ['volume exactly the condition', coupon({ minTradeVolume: decimal('1000') }), 7, '1000.00', { ok: true }],
  ])('%s', (_name, facts, uid, volume, expected) => {
    expect(canUseCoupon(facts, uid, NOW, decimal(volume))).toEqual(expected);
    // The browser's view of the owner's own coupon says the same (ownership is the server's check).
    if (uid === facts.uid) expect(ownCouponUseRefusal(facts, NOW, decimal(volume))).toBe(expected.ok ? null : expected.reason);
  });
});

describe(`canClaimCoupon (${SPEC})`, () => {
  it.each<[string, CouponFacts, number, CouponDecision]>([
    ['an issued coupon of the user', coupon({ status: 'issued' }), 7, { ok: true }],
    ['claimed before', coupon(), 7, { ok: false, reason: 'already_claimed' }],
    ["another user's", coupon({ status: 'issued' }), 9, { ok: false, reason: 'foreign' }],
    ['expired', coupon({ status: 'issued', expiresAtMs: NOW - 1 }), 7, { ok: false, reason: 'expired' }],
    ['revoked', coupon({ status: 'revoked' }), 7, { ok: false, reason: 'revoked' }],
  ])('%s', (_name, facts, uid, expected) => {
    expect(canClaimCoupon(facts, uid, NOW)).toEqual(expected);
  });
});

describe('couponDisplayStatus and isCashCoupon', () => {
  it('shows unused coupons past their expiry as expired, used ones as used', () => {
    expect(couponDisplayStatus(coupon({ status: 'issued', expiresAtMs: NOW }), NOW)).toBe('expired');
    expect(couponDisplayStatus(coupon({ status: 'claimed' }), NOW)).toBe('claimed');
    expect(couponDisplayStatus(coupon({ status: 'used', expiresAtMs: NOW - 5 }), NOW)).toBe('used');
  });
  it('credits the wallet for rebates and vouchers, not for interest boosts', () => {
    expect(isCashCoupon('trading_fee_rebate')).toBe(true);
    expect(isCashCoupon('position_voucher')).toBe(true);
    expect(isCashCoupon('interest_boost')).toBe(false);
  });
});
