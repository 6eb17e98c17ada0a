import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  WIND_DOWN_ACTIONS,
  resolveActionRestriction,
  resolveAllowedActions,
  type Action,
  type ActionRestriction,
  type AllowedActionsCheck,
} from './allowed-actions';

const BLOCKED =
  'issue 10 "A blocked country\'s menu keeps only what such a visitor may still do (read public pages, log in, withdraw, close positions)" / §8 "Prohibited countries"';
const WITHDRAW_ONLY =
  'issue 10 "A withdraw-only user may withdraw, cancel orders and close positions, and nothing else" / §6 "Withdraw-only user"';
const LIMITED =
  '§8 user-agreement conflict "we have stopped providing this service for you. Please close any existing orders or positions" / §4.8 country-limited user';
const FAILED = '§8 "Compliance check failure or non-zero code: gate skipped, page loads" (the API always has its own check)';
const EVERY = 'issue 10 "Every state-changing API route refuses what the check refuses" — nothing to refuse';

const check = (flags: { blocked?: boolean; withdrawOnly?: boolean; limited?: boolean } = {}): AllowedActionsCheck => ({
  limit: { is_blocked_country: flags.blocked ?? false },
  toast: { is_withdraw_only_user: flags.withdrawOnly ?? false, limit_country_user_status: flags.limited ? 1 : 0 },
});
const WIND_DOWN: Action[] = ['cancel_order', 'close_position', 'redeem', 'withdraw'];
const NEVER_WHILE_RESTRICTED: Action[] = [
  'trade',
  'price_alert',
  'deposit',
  'transfer',
  'subscribe',
  'convert',
  'buy_crypto',
  'p2p',
  'coupon',
];

describe('resolveAllowedActions (one row per flag, then combinations)', () => {
  it.each([
    { spec: `${EVERY} — no flag`, c: check(), restriction: null, allowed: [...ACTIONS] },
    { spec: FAILED, c: null, restriction: null, allowed: [...ACTIONS] },
    { spec: BLOCKED, c: check({ blocked: true }), restriction: 'blocked_country', allowed: WIND_DOWN },
    { spec: WITHDRAW_ONLY, c: check({ withdrawOnly: true }), restriction: 'withdraw_only', allowed: WIND_DOWN },
    { spec: LIMITED, c: check({ limited: true }), restriction: 'country_limited', allowed: WIND_DOWN },
    {
      spec: `${BLOCKED} + ${WITHDRAW_ONLY}: where the visitor is comes first`,
      c: check({ blocked: true, withdrawOnly: true }),
      restriction: 'blocked_country',
      allowed: WIND_DOWN,
    },
    {
      spec: `${LIMITED} + ${WITHDRAW_ONLY}`,
      c: check({ limited: true, withdrawOnly: true }),
      restriction: 'country_limited',
      allowed: WIND_DOWN,
    },
    {
      spec: 'all three flags',
      c: check({ blocked: true, limited: true, withdrawOnly: true }),
      restriction: 'blocked_country',
      allowed: WIND_DOWN,
    },
  ] as { spec: string; c: AllowedActionsCheck | null; restriction: ActionRestriction | null; allowed: Action[] }[])(
    '$spec',
    ({ c, restriction, allowed }) => {
      expect(resolveActionRestriction(c)).toBe(restriction);
      expect([...resolveAllowedActions(c)].sort()).toEqual([...allowed].sort());
    },
  );

  it(`${WITHDRAW_ONLY}; ${BLOCKED} — no new exposure, money in, or product while restricted`, () => {
    for (const action of NEVER_WHILE_RESTRICTED) {
      expect(resolveAllowedActions(check({ blocked: true })).has(action), action).toBe(false);
      expect(resolveAllowedActions(check({ withdrawOnly: true })).has(action), action).toBe(false);
    }
    // Every action is either wound down or refused: a new action has to take a side.
    expect([...WIND_DOWN_ACTIONS, ...NEVER_WHILE_RESTRICTED].sort()).toEqual([...ACTIONS].sort());
  });
});
