import { addDecimal, compareDecimal, type DecimalString } from '../decimal';
import { isPositive } from '../ledger/money';
import { maturityMs, type EarnPositionStatus, type EarnProductStatus, type EarnProductType } from './interest';

/** What decides whether a subscription may be made (all amounts in the product's currency). */
export interface SubscriptionFacts {
  readonly status: EarnProductStatus;
  readonly minAmount: DecimalString;
  /** The most one user may hold in the product at once. */
  readonly maxAmount: DecimalString;
  /** The most the product takes from everyone together. */
  readonly cap: DecimalString;
  /** The user's active principal in the product now. */
  readonly userPrincipal: DecimalString;
  /** Everyone's active principal in the product now. */
  readonly totalPrincipal: DecimalString;
}

export type SubscriptionRefusal = 'paused' | 'not_positive' | 'below_min' | 'above_max' | 'sold_out';

/**
 * Why a subscription of `amount` is refused, or null. Issue 14: "The server refuses … amounts out of
 * range …, subscriptions outside a product's window".
 * @example subscriptionRefusal(facts, decimal('5')) === 'below_min' // with minAmount 10
 */
export function subscriptionRefusal(facts: SubscriptionFacts, amount: DecimalString): SubscriptionRefusal | null {
  if (facts.status !== 'active') return 'paused';
  if (!isPositive(amount)) return 'not_positive';
  if (compareDecimal(amount, facts.minAmount) < 0) return 'below_min';
  if (compareDecimal(addDecimal(facts.userPrincipal, amount), facts.maxAmount) > 0) return 'above_max';
  if (compareDecimal(addDecimal(facts.totalPrincipal, amount), facts.cap) > 0) return 'sold_out';
  return null;
}

export interface RedemptionFacts {
  readonly type: EarnProductType;
  readonly status: EarnPositionStatus;
  readonly subscribedAtMs: number;
  readonly termDays: number | null;
}

export type RedemptionRefusal = 'closed' | 'locked';

/**
 * Why a redemption is refused at `nowMs`, or null: a position is redeemed once; a fixed term is
 * locked until maturity (issue 14 "fixed terms lock until maturity").
 * @example redemptionRefusal({ type: 'fixed', status: 'active', subscribedAtMs: 0, termDays: 30 }, DAY_MS) === 'locked'
 */
export function redemptionRefusal(position: RedemptionFacts, nowMs: number): RedemptionRefusal | null {
  if (position.status !== 'active') return 'closed';
  if (position.type === 'fixed' && nowMs < maturityMs(position.subscribedAtMs, position.termDays ?? 0)) return 'locked';
  return null;
}
