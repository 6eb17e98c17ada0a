import type { MenuCode } from '../menu-codes';

/**
 * What a request may change, for the one allowed-actions rule (issue 10 finding 1: "Every
 * state-changing API route refuses what the check refuses … orders, margin, transfers, product
 * subscriptions and every later money route"). Account upkeep (log in and out, sign-up, KYC,
 * security settings, agreements, chart layouts, notifications read) is no action here: it is never
 * refused, so a restricted account can still be put in order.
 */
export const ACTIONS = [
  /** Open or increase exposure: spot, margin and futures orders (not reduce-only), reversing a position. */
  'trade',
  /** Cancel one's own open order (its reserve goes back to the balance). */
  'cancel_order',
  /** Close or reduce an existing position: close, reduce-only orders, take-profit / stop-loss levels. */
  'close_position',
  /** Create a price alert (deleting one is upkeep). */
  'price_alert',
  /** Deposits: on-chain, gate code, fiat. */
  'deposit',
  /** Withdrawals to an address or bank account. */
  'withdraw',
  /** Moves between one's own accounts or sub-accounts. */
  'transfer',
  /** Product subscriptions: earn, staking, launchpool, startup, copy trading, strategy bots. */
  'subscribe',
  /** Redeeming a subscription back into the wallet. */
  'redeem',
  /** Convert one coin into another. */
  'convert',
  /** Buying crypto by card or bank transfer. */
  'buy_crypto',
  /** Peer-to-peer (C2C) orders and adverts. */
  'p2p',
  /** Claiming and using a promotional coupon of the coupon centre (a rebate or voucher credits the wallet). */
  'coupon',
] as const;

export type Action = (typeof ACTIONS)[number];

/** Why a check restricts the visitor to winding down, most fundamental first. */
export const ACTION_RESTRICTIONS = ['blocked_country', 'country_limited', 'withdraw_only'] as const;
export type ActionRestriction = (typeof ACTION_RESTRICTIONS)[number];

/** The parts of the compliance check (§3 limit and toast) the rule reads. */
export interface AllowedActionsCheck {
  readonly limit: { readonly is_blocked_country: boolean };
  readonly toast: { readonly is_withdraw_only_user: boolean; readonly limit_country_user_status: number };
}

/**
 * What a restricted visitor or account may still do: get out. Issue 10: "A blocked country's menu
 * keeps only what such a visitor may still do (read public pages, log in, withdraw, close
 * positions). A withdraw-only user may withdraw, cancel orders and close positions, and nothing
 * else." Cancelling releases reserved funds so they can be withdrawn; redeeming a subscription is
 * closing a position in an earn product (without it the funds would be stuck).
 */
export const WIND_DOWN_ACTIONS: readonly Action[] = ['cancel_order', 'close_position', 'redeem', 'withdraw'];

/**
 * The menu codes a restricted visitor keeps: the trade pages, where their open orders are cancelled
 * and their positions closed (the order form there is disabled: no 'trade' action). Every other
 * product page (earn, convert, C2C, card purchase, copy trading, deposits, …) is refused by §4.8.
 */
export const WIND_DOWN_MENU_CODES: readonly MenuCode[] = ['spot', 'margin', 'futures'];

/**
 * The first restriction the check carries, or null:
 * - 'blocked_country': `limit.is_blocked_country` (§8 "Prohibited countries"), visitor or signed in;
 * - 'country_limited': `toast.limit_country_user_status` 1 (§8 user-agreement conflict: "we have
 *   stopped providing this service for you. Please close any existing orders or positions");
 * - 'withdraw_only': `toast.is_withdraw_only_user` (§6 "Withdraw-only user").
 *
 * @example resolveActionRestriction({ limit: { is_blocked_country: false }, toast: { is_withdraw_only_user: true, limit_country_user_status: 0 } }) === 'withdraw_only'
 */
export function resolveActionRestriction(check: AllowedActionsCheck | null): ActionRestriction | null {
  if (check === null) return null;
  if (check.limit.is_blocked_country) return 'blocked_country';
  if (check.toast.limit_country_user_status === 1) return 'country_limited';
  if (check.toast.is_withdraw_only_user) return 'withdraw_only';
  return null;
}

const EVERY_ACTION: ReadonlySet<Action> = new Set(ACTIONS);
const WIND_DOWN: ReadonlySet<Action> = new Set(WIND_DOWN_ACTIONS);

/**
 * The one allowed-actions rule of the compliance check, asked by every state-changing API route
 * (403 `actionNotAllowed` when the action is missing) and by the browser (the order form is disabled
 * without 'trade'). A restricted check (`resolveActionRestriction`) allows {@link WIND_DOWN_ACTIONS}
 * only; any other check allows every action (which products exist here is the menu's business:
 * `resolvePermittedMenu`). `check` null is a missing check in the browser (§8 "Compliance check
 * failure or non-zero code: gate skipped, page loads"): nothing is disabled there, and the API,
 * which always computes the check itself, still refuses.
 *
 * @example resolveAllowedActions({ limit: { is_blocked_country: true }, toast: { is_withdraw_only_user: false, limit_country_user_status: 0 } }).has('trade') === false
 * @example resolveAllowedActions({ limit: { is_blocked_country: true }, toast: { is_withdraw_only_user: false, limit_country_user_status: 0 } }).has('close_position') === true
 * @example resolveAllowedActions(null).has('trade') === true
 */
export function resolveAllowedActions(check: AllowedActionsCheck | null): ReadonlySet<Action> {
  return resolveActionRestriction(check) === null ? EVERY_ACTION : WIND_DOWN;
}
