import { z } from 'zod';
import { EARN_POSITION_STATUSES, EARN_PRODUCT_STATUSES, EARN_PRODUCT_TYPES, isDecimalString } from '@ex/domain';
import { canonicalDecimal } from './decimal-input';

/**
 * Simple earn (issue 14 "/simple-earn (flexible and fixed savings)"). The catalogue is public; the
 * positions, subscribe and redeem are the signed-in user's (identity from the session only). Every
 * POST is CSRF-checked, asks the allowed-actions rule ('subscribe' / 'redeem') and the §5 product
 * gate (menu code 'earn').
 */
export const EARN_PRODUCTS_PATH = '/api/web/v1/earn/products';
export const EARN_POSITIONS_PATH = '/api/web/v1/earn/positions';
export const EARN_SUBSCRIBE_PATH = '/api/web/v1/earn/subscribe';
export const EARN_REDEEM_PATH = '/api/web/v1/earn/redeem';

/** Operator JSON endpoints (OPERATOR_TOKEN); `npm run ops -- product|earn …` runs the same services. */
export const OPERATOR_EARN_PRODUCTS_PATH = '/api/operator/earn/products';
export const OPERATOR_EARN_ACCRUE_PATH = '/api/operator/earn/accrue';

/** Earn refusals that are no input error: 409 with these codes, the message naming the reason. */
export const EARN_ERROR_CODES = {
  /** The product is paused, sold out, or the amount is outside its minimum/maximum. */
  productUnavailable: 40910,
  /** The position was redeemed (or matured) already. */
  positionClosed: 40911,
  /** A fixed term before maturity. */
  positionLocked: 40912,
  /** The spot balance does not cover the subscription. */
  insufficientBalance: 40913,
} as const;

const decimalText = z.string().refine((s: string): boolean => isDecimalString(s), 'a decimal string');

export const earnTierSchema = z.object({ from: decimalText, apr: decimalText });
export type EarnTierView = z.infer<typeof earnTierSchema>;

export const earnProductSchema = z.object({
  id: z.string(),
  currency: z.string(),
  type: z.enum(EARN_PRODUCT_TYPES),
  /** Null for flexible products. */
  term_days: z.number().int().nullable(),
  tiers: z.array(earnTierSchema).min(1),
  min_amount: decimalText,
  max_amount: decimalText,
  cap: decimalText,
  /** What the product can still take from everyone (cap − subscribed, never below 0). */
  remaining: decimalText,
  status: z.enum(EARN_PRODUCT_STATUSES),
});
export type EarnProduct = z.infer<typeof earnProductSchema>;
export const earnProductListSchema = z.object({ list: z.array(earnProductSchema) });
export type EarnProductList = z.infer<typeof earnProductListSchema>;
export const EARN_PRODUCT_LIST_DEFAULT: EarnProductList = { list: [] };

export const earnPositionSchema = z.object({
  id: z.number().int(),
  product_id: z.string(),
  currency: z.string(),
  type: z.enum(EARN_PRODUCT_TYPES),
  term_days: z.number().int().nullable(),
  principal: decimalText,
  /** The blended APR (percent) the principal earns across the tiers it was subscribed with. */
  apr: decimalText,
  interest_total: decimalText,
  accrued_days: z.number().int(),
  status: z.enum(EARN_POSITION_STATUSES),
  /** Seconds since the epoch. */
  subscribed_at: z.number().int(),
  /** Seconds; 0 for flexible. */
  matures_at: z.number().int(),
  /** Seconds; 0 while active. */
  closed_at: z.number().int(),
  /** Whether "Redeem" may be pressed now (flexible and active, or a fixed term past maturity). */
  redeemable: z.boolean(),
});
export type EarnPosition = z.infer<typeof earnPositionSchema>;

export const earnInterestSchema = z.object({
  position_id: z.number().int(),
  product_id: z.string(),
  day: z.number().int(),
  currency: z.string(),
  amount: decimalText,
  apr: decimalText,
  /** Seconds: the start of the 24 hours the interest is for. */
  day_start: z.number().int(),
  /** Seconds: when it was credited. */
  paid_at: z.number().int(),
});
export type EarnInterest = z.infer<typeof earnInterestSchema>;

export const earnPositionsSchema = z.object({
  positions: z.array(earnPositionSchema),
  /** The latest interest days, newest first (at most 100). */
  interest: z.array(earnInterestSchema),
});
export type EarnPositions = z.infer<typeof earnPositionsSchema>;
export const EARN_POSITIONS_DEFAULT: EarnPositions = { positions: [], interest: [] };

export const earnSubscribeBodySchema = z
  .object({
    product_id: z.string().trim().min(1).max(64),
    amount: canonicalDecimal('amount'),
    /** The client's idempotency key: the same key never subscribes twice. */
    request_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'request_id must be 8–64 letters, digits, - or _'),
  })
  .strict();
export type EarnSubscribeBody = z.infer<typeof earnSubscribeBodySchema>;

export const earnRedeemBodySchema = z.object({ position_id: z.number().int().positive() }).strict();
export const earnPositionResultSchema = z.object({ position: earnPositionSchema });

/** Operator upsert of a product: a new id needs every field; an existing one takes any subset. */
export const earnProductSetSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,63}$/, 'id must be lower-case letters, digits and -'),
    currency: z
      .string()
      .regex(/^[A-Z0-9]{2,12}$/, 'currency must be an upper-case symbol')
      .optional(),
    type: z.enum(EARN_PRODUCT_TYPES).optional(),
    term_days: z.coerce.number().int().min(1).max(3650).optional(),
    tiers: z
      .array(z.object({ from: canonicalDecimal('tier from', 'non-negative'), apr: canonicalDecimal('apr', 'non-negative') }))
      .optional(),
    min_amount: canonicalDecimal('min_amount').optional(),
    max_amount: canonicalDecimal('max_amount').optional(),
    cap: canonicalDecimal('cap').optional(),
    status: z.enum(EARN_PRODUCT_STATUSES).optional(),
    sort: z.coerce.number().int().min(0).max(100000).optional(),
  })
  .strict();
export type EarnProductSet = z.infer<typeof earnProductSetSchema>;

export const earnAccrueBodySchema = z.object({ now: z.iso.datetime({ offset: true }).optional() }).strict();
export const earnAccrueResultSchema = z.object({ positions: z.number().int(), days: z.number().int(), matured: z.number().int() });
export type EarnAccrueResult = z.infer<typeof earnAccrueResultSchema>;
